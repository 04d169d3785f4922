/**
 * Input hashes for incremental generation.
 *
 * @module
 */
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import type { PackageInputs } from "../read/collect.ts";
import { compareText } from "../compare_text.ts";

/**
 * The generator's output format version. Bump it whenever the same inputs would produce a
 * different entry (a new field, a changed rule), so that caches from older generators are
 * discarded instead of silently reused.
 */
const GENERATOR_FORMAT = 7;

/** Every hash starts with this tag, which is how a cache from another format is recognised. */
export const HASH_PREFIX = `v${GENERATOR_FORMAT}:`;

/**
 * Hashes everything a package entry is built from: the package folder, whether it records
 * symbols, its entry points, its section of `catalog-mcp.json`, its documentation files' ids,
 * and each input file's relative path and text. Paths are part
 * of the hash, so renaming `docs/api.md` to `docs/usage.md` changes it even though no text
 * changed.
 *
 * @param inputs The collected package inputs.
 * @param withSymbols Whether the entry records symbols: an entry built without them (no `deno`,
 * `--no-symbols`) must not stand in for one with them, nor the other way round.
 * @returns `v<format>:<sha256 hex>`.
 */
export function hashPackageInputs(
  inputs: Pick<
    PackageInputs,
    "folder" | "entries" | "config" | "docFiles" | "files" | "componentSources"
  >,
  withSymbols: boolean,
): string {
  const hash = createHash("sha256");
  // Lengths delimit the fields, so no choice of file names or contents can make two
  // different inputs serialise to the same bytes. Strings go in as UTF-8 directly: encoding
  // them first took four times as long.
  const feed = (text: string) => {
    hash.update(`${Buffer.byteLength(text, "utf8")}:`).update(text, "utf8");
  };
  feed(inputs.folder);
  feed(withSymbols ? "symbols" : "");
  feed(JSON.stringify(inputs.entries));
  feed(JSON.stringify(inputs.config ?? null));
  feed(JSON.stringify(inputs.docFiles));
  // Only a package whose manifest is built from source feeds this, so other hashes stay as
  // they were; an entry built with components from source never stands in for one without.
  if (inputs.componentSources !== undefined) feed(JSON.stringify(inputs.componentSources));
  for (const path of Object.keys(inputs.files).sort(compareText)) {
    feed(path);
    feed(inputs.files[path] as string);
  }
  return `${HASH_PREFIX}${hash.digest("hex")}`;
}
