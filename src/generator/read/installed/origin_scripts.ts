/**
 * The scripts behind the names a package exports: its own, then those of the installed packages
 * of its scope its records are declared in. An umbrella package re-exports what the other
 * packages of its family define (`@inquirer/prompts`' `confirm` is `@inquirer/confirm`'s default
 * export), so its own scripts hold none of the code a question about one of its names is about;
 * its code page, its messages and the lines `fetch` greps are read from these. Another
 * publisher's package (`@ai-sdk/react` re-exports types of `ai`) is a dependency of its own, whose
 * code is its own entry's when the app installs it: read with the package, it made `@ai-sdk/react`'s
 * code page thirteen times as long, all of it `ai`'s.
 *
 * @module
 */
import type { ApiSymbol } from "../../../snapshot/model.ts";
import type { InstalledPackage, ResolveInstalled } from "./installed_package.ts";
import { type PackageScript, packageScripts } from "./package_scripts.ts";

/** The most other packages whose scripts are read for one package's names. */
const MOST_ORIGINS = 16;

/** The installed package a record's file is in: `node_modules/<name>/...`. */
const PACKAGE_OF_FILE = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//;

/**
 * A package's scripts, and those of the packages of its scope its records are declared in, each of theirs under the package's name (`@inquirer/confirm/dist/
 * index.js`), in the order of the records.
 *
 * @param pkg The package, as the resolver found it.
 * @param symbols Its records.
 * @param resolve Node's resolution of another installed package from the package's folder.
 * @returns The scripts.
 *
 * @example
 * ```ts ignore
 * scriptsBehind(prompts, entry.symbols, resolveInstalled).map((script) => script.path);
 * // ["dist/index.js", "@inquirer/checkbox/dist/index.js", "@inquirer/confirm/dist/index.js", ...]
 * ```
 */
export function scriptsBehind(
  pkg: Pick<InstalledPackage, "name" | "folder">,
  symbols: readonly ApiSymbol[],
  resolve: ResolveInstalled,
): PackageScript[] {
  const origins = new Set<string>();
  for (const { file } of symbols) {
    const name = PACKAGE_OF_FILE.exec(file ?? "")?.[1];
    if (name === undefined || name === pkg.name || !sameScope(name, pkg.name)) continue;
    origins.add(name);
    if (origins.size === MOST_ORIGINS) break;
  }
  const scripts = packageScripts(pkg.folder);
  for (const name of origins) {
    const origin = resolve(name, pkg.folder);
    if (origin === undefined) continue;
    for (const { path, lines } of packageScripts(origin.folder)) {
      scripts.push({ path: `${name}/${path}`, lines });
    }
  }
  return scripts;
}

/**
 * Whether a package is of another's family: of one scope (`@inquirer/confirm`,
 * `@inquirer/prompts`), or of the scope the other's name gives (`@fast-csv/format` of
 * `fast-csv`, which re-exports it: an app-53 run grepped `fast-csv`'s code and found nothing).
 */
function sameScope(name: string, other: string): boolean {
  const scope = name.startsWith("@") ? name.slice(0, name.indexOf("/")) : undefined;
  return scope !== undefined && scope !== "@types" &&
    (other.startsWith(`${scope}/`) || scope === `@${other}`);
}
