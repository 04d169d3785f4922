/**
 * The files a generation is stored in: the snapshot and its hashes beside it.
 *
 * @module
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import process from "node:process";
import { renderLlmsFullTxt, renderLlmsTxt } from "../../docs/llms_txt.ts";
import type { BundledData } from "../../snapshot/model.ts";
import { compareText } from "../compare_text.ts";
import type { GeneratorWarningHandler, PreviousGeneration } from "../options.ts";
import { readTextFile } from "./text_file.ts";

/**
 * Renders JSON the one way the generator writes it: two-space indent and a final newline.
 * Object keys keep their insertion order, which the generator fixes, so equal inputs give
 * byte-identical files.
 *
 * @param value A snapshot or a hashes object.
 * @returns The file text.
 */
export function renderJson(value: BundledData | Record<string, string>): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Renders package hashes with their slugs sorted.
 *
 * @param hashes Hash per slug.
 * @returns The file text.
 */
export function renderHashes(hashes: Record<string, string>): string {
  const sorted = Object.keys(hashes).sort(compareText).map((
    slug,
  ) => [slug, hashes[slug] as string]);
  return renderJson(Object.fromEntries(sorted));
}

/**
 * The files written beside a snapshot: its hashes (`catalog.hashes.json`), and `llms.txt` and
 * `llms-full.txt` in its folder (the catalog's index and its pages in one file, after the
 * llms.txt convention; the same text HTTP mode serves).
 *
 * @param snapshotPath The snapshot file path.
 * @param data The snapshot.
 * @param hashes Its package hashes.
 * @param wanted Which of the files to render (all by default): rendering `llms.txt` outlines
 * every page.
 * @returns Each wanted file's path and text.
 */
export function companionFiles(
  snapshotPath: string,
  data: BundledData,
  hashes: Record<string, string>,
  wanted: (path: string) => boolean = () => true,
): { path: string; text: string }[] {
  const folder = dirname(snapshotPath);
  const renderers: [string, () => string][] = [
    [hashesPathFor(snapshotPath), () => renderHashes(hashes)],
    [join(folder, "llms.txt"), () => renderLlmsTxt(data)],
    [join(folder, "llms-full.txt"), () => renderLlmsFullTxt(data)],
  ];
  return renderers.filter(([path]) => wanted(path)).map(([path, render]) => ({
    path,
    text: render(),
  }));
}

/**
 * Where the hashes of a snapshot file live: `catalog.json` -> `catalog.hashes.json`.
 *
 * @param snapshotPath The snapshot file path.
 * @returns The hashes file path.
 */
export function hashesPathFor(snapshotPath: string): string {
  return `${snapshotPath.replace(/\.json$/, "")}.hashes.json`;
}

/**
 * Reads the previous snapshot and hashes for an incremental run.
 *
 * @param snapshotPath The snapshot file path.
 * @param warn Receives the reason when an existing snapshot cannot serve as a cache.
 * @returns Both parsed files, or `undefined` when there is nothing usable (full run).
 */
export function readPreviousGeneration(
  snapshotPath: string,
  warn: GeneratorWarningHandler,
): PreviousGeneration | undefined {
  const snapshot = readTextFile(snapshotPath);
  if (snapshot === null) return undefined;
  const hashesPath = hashesPathFor(snapshotPath);
  const hashes = readTextFile(hashesPath);
  if (hashes === null) {
    warn(`cache (${hashesPath}): missing; rebuilding every package`, "cache-discarded");
    return undefined;
  }
  try {
    return { data: JSON.parse(snapshot), hashes: JSON.parse(hashes) };
  } catch (error) {
    warn(
      `cache (${snapshotPath}): ${(error as Error).message}; rebuilding every package`,
      "cache-discarded",
    );
    return undefined;
  }
}

/**
 * Writes a file through a temporary sibling and a rename, so that an interrupted run never
 * leaves a half-written snapshot for the server to choke on.
 *
 * @param path Destination path.
 * @param text File text.
 */
export function writeFileAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}
