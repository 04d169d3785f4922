/**
 * An installed dependency read into its catalog entry, marked as a third party's; one that
 * cannot be read is skipped with one warning, and the others are served.
 *
 * @module
 */
import type { BundledPackage } from "../../../snapshot/model.ts";
import { thirdPartyEntry } from "../../../snapshot/third_party.ts";
import { validateBundledData } from "../../../snapshot/validate.ts";
import { resolveInstalled } from "../../find/installed.ts";
import type { PlannedDependency } from "../../find/dependency_plan.ts";
import type { Warn } from "../../warnings.ts";
import type { InstalledReadContext } from "./installed_package.ts";
import { readInstalledPackage } from "./read_installed.ts";

/**
 * Reads one dependency.
 *
 * @param planned The package and its slug.
 * @param warn Receives the reader's warnings, and one when the package cannot be read.
 * @param resolve How the reader reaches other installed packages (Node's resolution unless a
 * caller records what it is asked, as the package cache does).
 * @returns Its entry, or `undefined` when it cannot be read.
 *
 * @example
 * ```ts ignore
 * const entry = await readDependency({ installed, slug: "zod" }, warn);
 * ```
 */
export async function readDependency(
  planned: PlannedDependency,
  warn: Warn,
  resolve: InstalledReadContext["resolve"] = resolveInstalled,
): Promise<BundledPackage | undefined> {
  const { installed, slug } = planned;
  try {
    const entry = thirdPartyEntry(await readInstalledPackage(installed, { slug, resolve, warn }));
    // What a package ships (a catalog snapshot of its own among it) is checked as a snapshot
    // is at load: an entry the server would refuse is this package's problem alone.
    validateBundledData({ version: installed.version, packages: [entry] });
    return entry;
  } catch (error) {
    warn(
      "dependency-unreadable",
      `${installed.name}@${installed.version} (${installed.folder}): cannot be read ` +
        `(${firstProblem((error as Error).message)}); it is not served, the others are`,
    );
    return undefined;
  }
}

/**
 * Reads dependencies one after another (each may run TypeScript over thousands of
 * declarations: one at a time keeps memory flat).
 *
 * @param planned The packages and their slugs.
 * @param warn Receives every warning.
 * @param onProgress Told after each package.
 * @returns The entries of those that could be read, in the same order.
 */
export async function readDependencies(
  planned: readonly PlannedDependency[],
  warn: Warn,
  onProgress?: (done: number, total: number) => void,
): Promise<BundledPackage[]> {
  const entries: BundledPackage[] = [];
  for (const [done, dependency] of planned.entries()) {
    onProgress?.(done, planned.length);
    const entry = await readDependency(dependency, warn);
    if (entry !== undefined) entries.push(entry);
  }
  return entries;
}

/**
 * An error's first line, and the first problem it lists when it only introduces them (a
 * snapshot's validation: `Invalid catalog snapshot (1 problem): packages[0].pages[1].id: ...`).
 */
function firstProblem(message: string): string {
  const [head = "", next] = message.split("\n");
  if (!head.endsWith(":") || next === undefined) return head;
  return `${head} ${next.trim().replace(/^- /, "")}`;
}
