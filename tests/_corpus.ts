/**
 * Access to the snapshots tests run against: the bundled demo snapshot and the real catalog in
 * `../shared/corpus/`, which lives outside the repository and may be absent.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type BundledData, loadData } from "../mod.ts";

/** Path of the real 29-package catalog written by another team. */
export const REAL_CORPUS_PATH = fileURLToPath(
  new URL("../../shared/corpus/real-catalog-29pkg.json", import.meta.url),
);

/** Whether the real catalog is present (CI has it; a user's clone does not). */
export const HAS_REAL_CORPUS = existsSync(REAL_CORPUS_PATH);

/** Name suffix for tests that need the real catalog, so a skip says why. */
export const REAL_CORPUS_NOTE = HAS_REAL_CORPUS
  ? "(real 29-package catalog)"
  : "(skipped: ../shared/corpus/real-catalog-29pkg.json is not present)";

/** Loads the real catalog; call only when {@link HAS_REAL_CORPUS}. */
export function loadRealCorpus(): BundledData {
  return loadData({ path: REAL_CORPUS_PATH });
}
