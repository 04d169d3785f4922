/**
 * A package.json as the newest TypeScript reads it. `typesVersions` may map older compilers to
 * copies of a package's declarations kept for them (`"<=5.6": { "*": ["ts5.6/*"] }`: @types/node's
 * copies without its generic `Buffer`). The reader's own compiler is older than most of its
 * users', and would read those copies; the ranges only older compilers match are left out, so it
 * reads what an app's up-to-date TypeScript reads.
 *
 * @module
 */

/**
 * A package.json's text without the `typesVersions` ranges that are only upper bounds
 * (`<=5.6`, `<4.5`); any other text as it is.
 *
 * @param path The file's path.
 * @param text Its text.
 * @returns The text TypeScript is given to read.
 *
 * @example
 * ```ts
 * import { asNewestCompilerReads } from "./newest_types_versions.ts";
 *
 * const json = '{"types":"index.d.ts","typesVersions":{"<=5.6":{"*":["ts5.6/*"]}}}';
 * console.log(asNewestCompilerReads("/app/node_modules/@types/node/package.json", json)); // {"types":"index.d.ts"}
 * ```
 */
export function asNewestCompilerReads(path: string, text: string): string {
  if (!path.endsWith("/package.json") || !text.includes('"typesVersions"')) return text;
  let manifest: { typesVersions?: unknown };
  try {
    manifest = JSON.parse(text);
  } catch {
    return text;
  }
  const ranges = manifest.typesVersions;
  if (typeof ranges !== "object" || ranges === null) return text;
  const kept = Object.entries(ranges).filter(([range]) => !onlyOlder(range));
  if (kept.length === Object.keys(ranges).length) return text;
  const { typesVersions: _, ...rest } = manifest;
  return JSON.stringify(
    kept.length === 0 ? rest : { ...rest, typesVersions: Object.fromEntries(kept) },
  );
}

/** Whether every comparator of a range is an upper bound: a range only older compilers match. */
function onlyOlder(range: string): boolean {
  const comparators = range.trim().split(/\s+/);
  return comparators.every((comparator) => comparator.startsWith("<"));
}
