/**
 * The snapshot version a monorepo declares for itself.
 *
 * @module
 */
import { isRecord } from "../../is_record.ts";
import { parseJsonc } from "../../find/jsonc.ts";
import type { Warn } from "../../warnings.ts";
import { MANIFEST_FILES } from "./package_layout.ts";
import type { RepositoryFiles } from "../../find/repository_files.ts";

/**
 * Reads the `version` of the repository root's manifest (`package.json`, `deno.json` or
 * `deno.jsonc`, the first that has one).
 *
 * @param files The repository's files.
 * @param warn Receives a warning when no root manifest has a version.
 * @returns The version, or `0.0.0`.
 */
export function rootVersion(files: RepositoryFiles, warn: Warn): string {
  for (const file of MANIFEST_FILES) {
    const text = files.read(file);
    if (text === null) continue;
    try {
      const manifest = parseJsonc(text);
      if (isRecord(manifest) && typeof manifest.version === "string" && manifest.version !== "") {
        return manifest.version;
      }
    } catch {
      // Workspace discovery has already reported a broken root manifest.
    }
  }
  warn(
    "no-root-version",
    `snapshot (${MANIFEST_FILES.join(", ")}): no root "version"; using 0.0.0 (see --version)`,
  );
  return "0.0.0";
}
