/**
 * The scripts of a package served from where it is installed (`--deps`), read again when asked:
 * a package's code page holds the definitions its scripts make, up to a size, while a question
 * about a line of code (a channel's name, a call at a module's top) may be about any line of
 * them. Where the server serves installed packages it says how to read each one's scripts; a
 * snapshot has none, and its code pages are all there is.
 *
 * @module
 */
import type { BundledPackage } from "../snapshot/model.ts";
import type { Rewrite } from "./script_copies.ts";

/** One script of an installed package. */
export interface InstalledScript {
  /** Its path in the package, with `/`. */
  readonly path: string;
  /** Its lines. */
  readonly lines: readonly string[];
  /** How it writes the package's modules again, when it does (`script_copies.ts`). */
  readonly rewrite?: Rewrite;
}

/** How each installed package's scripts are read, by its entry. */
const readers = new WeakMap<BundledPackage, () => readonly InstalledScript[]>();

/**
 * Says how an installed package's scripts are read.
 *
 * @param pkg The package's entry.
 * @param read Reads its scripts, those its code page is read from, in the order the page takes
 *   them (a build's copies after the modules they copy).
 *
 * @example
 * ```ts ignore
 * rememberInstalledScripts(entry, () => packageScripts(installed.folder));
 * ```
 */
export function rememberInstalledScripts(
  pkg: BundledPackage,
  read: () => readonly InstalledScript[],
): void {
  readers.set(pkg, read);
}

/**
 * The scripts of an installed package, read now; `undefined` for a package not served from
 * where it is installed.
 *
 * @param pkg A package of the catalog.
 * @returns Its scripts.
 *
 * @example
 * ```ts ignore
 * const scripts = installedScriptsOf(pkg) ?? [];
 * ```
 */
export function installedScriptsOf(pkg: BundledPackage): readonly InstalledScript[] | undefined {
  return readers.get(pkg)?.();
}
