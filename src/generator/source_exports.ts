/**
 * The exported names of a package, derived from its entry module when its index page does
 * not list them.
 *
 * @module
 */
import type { PackageInputs } from "./collect.ts";
import { extractExports } from "./exports_extract.ts";
import type { Warn } from "./warnings.ts";
import { moduleCandidates, sourcePath } from "./package_layout.ts";

/**
 * Derives the names `src/index.ts` exports.
 *
 * `export * from "./x.ts"` is followed into modules of the same package (transitively, each
 * module once) and contributes their names except `default`, exactly as the language does.
 * Star re-exports of other packages cannot be followed and are reported.
 *
 * @param inputs The collected package inputs (they hold the re-exported modules too).
 * @param label How warnings name the package.
 * @param warn Receives a warning for each statement or re-export that could not be used.
 * @returns Exported names in source order (a star re-export contributes its names where it
 * stands), without duplicates; `[]` without `src/index.ts`.
 */
export function deriveExports(
  inputs: PackageInputs,
  label: string,
  warn: Warn,
): string[] {
  const entry = sourcePath(inputs.folder);
  if (!(entry in inputs.files)) {
    warn(
      "no-source",
      `${label} (${entry}): no source and no "exports" in front matter; exports left empty`,
    );
    return [];
  }
  const names = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string, isEntry: boolean) => {
    visited.add(file);
    const found = extractExports(inputs.files[file] as string);
    for (const statement of found.unsupported) {
      warn("export-not-understood", `${label} (${file}): export not understood, ${statement}`);
    }
    for (const item of found.items) {
      if ("name" in item) {
        if (isEntry || item.name !== "default") names.add(item.name);
        continue;
      }
      const target = moduleCandidates(inputs.folder, file, item.starFrom)
        .find((path) => path in inputs.files);
      if (target === undefined) {
        warn(
          "unfollowed-reexport",
          `${label} (${file}): cannot follow export * from "${item.starFrom}"; its names are missing`,
        );
      } else if (!visited.has(target)) {
        visit(target, false);
      }
    }
  };
  visit(entry, true);
  return [...names];
}
