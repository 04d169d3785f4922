/**
 * Input hashes for incremental generation.
 *
 * @module
 */
import { createHash } from "node:crypto";
import type { PackageInputs } from "./collect.ts";
import { compareText } from "./compare_text.ts";

/**
 * The generator's output format version. Bump it whenever the same inputs would produce a
 * different entry (a new field, a changed rule), so that caches from older generators are
 * discarded instead of silently reused.
 */
const GENERATOR_FORMAT = 2;

/** Every hash starts with this tag, which is how a cache from another format is recognised. */
export const HASH_PREFIX = `v${GENERATOR_FORMAT}:`;

/**
 * Hashes everything a package entry is built from: the package folder, each input file's
 * relative path and text, and whether the entry records symbols. Paths are part of the hash,
 * so renaming `docs/api.md` to `docs/usage.md` changes it even though no text changed.
 *
 * @param inputs The collected package inputs.
 * @param withSymbols Whether the entry has symbols: an entry built without them (no `deno`,
 * `--no-symbols`) must not stand in for one with them, nor the other way round.
 * @returns `v<format>:<sha256 hex>`.
 */
export function hashPackageInputs(
  inputs: Pick<PackageInputs, "folder" | "files">,
  withSymbols: boolean,
): string {
  const hash = createHash("sha256");
  const encoder = new TextEncoder();
  // Lengths delimit the fields, so no choice of file names or contents can make two
  // different inputs serialise to the same bytes.
  const feed = (text: string) => {
    const bytes = encoder.encode(text);
    hash.update(`${bytes.byteLength}:`).update(bytes);
  };
  feed(inputs.folder);
  feed(withSymbols ? "symbols" : "");
  for (const path of Object.keys(inputs.files).sort(compareText)) {
    feed(path);
    feed(inputs.files[path] as string);
  }
  return `${HASH_PREFIX}${hash.digest("hex")}`;
}
