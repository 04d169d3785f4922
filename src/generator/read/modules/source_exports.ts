/**
 * The exported names of a package, derived from its entry modules when its index page does
 * not list them.
 *
 * @module
 */
import type { PackageInputs } from "../collect.ts";
import { moduleExports } from "./module_exports.ts";
import type { Warn } from "../../warnings.ts";
import { moduleTargets, type WorkspaceModules } from "./workspace_modules.ts";

/**
 * The text of the package's `.` entry: what `get-source` serves.
 *
 * @param inputs The collected package inputs.
 * @returns The entry's text, or `null` when the package has no `.` entry.
 */
export function mainEntryText(inputs: PackageInputs): string | null {
  const main = inputs.entries.find((entry) => entry.subpath === ".");
  return main === undefined ? null : inputs.files[main.file] ?? null;
}

/**
 * Derives the names the package's entry points export: the `.` entry's first, then each
 * subpath entry's names that are new.
 *
 * `export * from` is followed into modules of the same package and into sibling workspace
 * packages named by their package name (transitively, each module once), and contributes their
 * names except `default`, exactly as the language does. Star re-exports of other packages
 * cannot be followed and are reported.
 *
 * @param inputs The collected package inputs (they hold the re-exported modules too).
 * @param workspace The workspace's modules.
 * @param label How warnings name the package.
 * @param warn Receives a warning for each statement or re-export that could not be used.
 * @returns Exported names in source order (a star re-export contributes its names where it
 * stands), without duplicates; `[]` without entry points.
 */
export function deriveExports(
  inputs: PackageInputs,
  workspace: WorkspaceModules,
  label: string,
  warn: Warn,
): string[] {
  if (inputs.entries.length === 0) {
    warn(
      "no-source",
      `${label} (${inputs.manifestPath}): no TypeScript entry point found (manifest "exports", ` +
        `"types", "main", deno.json "exports", src/index.ts, mod.ts or index.ts) and no ` +
        `"exports" in front matter; exports left empty`,
    );
    return [];
  }
  const names = new Set<string>();
  const visited = new Set<string>();
  const visit = (module: string, isEntry: boolean) => {
    visited.add(module);
    const found = moduleExports(inputs.files[module] as string, module);
    for (const statement of found.unsupported) {
      warn(
        "export-not-understood",
        `${label} (${module}): export not understood, ${statement}`,
      );
    }
    for (const item of found.items) {
      if ("name" in item) {
        if (isEntry || item.name !== "default") names.add(item.name);
        continue;
      }
      const target = moduleTargets(item.starFrom, module, workspace)
        .find((file) => file in inputs.files);
      if (target === undefined) {
        warn(
          "unfollowed-reexport",
          `${label} (${module}): cannot follow export * from "${item.starFrom}"; ` +
            "its names are missing",
        );
      } else if (!visited.has(target)) {
        visit(target, false);
      }
    }
  };
  for (const { file } of inputs.entries) {
    // Each entry is a module of its own: what one entry's barrel already visited still counts
    // for the next entry, which re-exports it too.
    visited.clear();
    visit(file, true);
  }
  return [...names];
}
