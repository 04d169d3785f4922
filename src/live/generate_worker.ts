/**
 * The worker of `--repo`'s first generation: generates the repository, keeps the run in the
 * cache folder, and answers with the snapshot, its hashes and the warnings.
 *
 * @module
 */
import { parentPort } from "node:worker_threads";
import { generateBundledData } from "../generator/generate.ts";
import type { GeneratorOptions } from "../generator/options.ts";
import type { GeneratorWarningKind } from "../generator/warnings.ts";
import type { BundledData } from "../snapshot/model.ts";
import { writeCache } from "./cache_folder.ts";

/** What the worker is sent. */
export interface GenerateRequest {
  options: GeneratorOptions;
  cacheFolder: string;
}

/** What it answers. */
export interface GenerateAnswer {
  warnings: { message: string; kind: GeneratorWarningKind }[];
  /** The generation, or the generator's message. */
  result: { data: BundledData; hashes: Record<string, string> } | { error: string };
  /** Why the cache could not be written, if it could not. */
  cacheError?: string;
}

const port = parentPort!;

port.once("message", async ({ options, cacheFolder }: GenerateRequest) => {
  const warnings: GenerateAnswer["warnings"] = [];
  let answer: GenerateAnswer;
  try {
    const { data, hashes } = await generateBundledData({
      ...options,
      onWarning: (message, kind) => warnings.push({ message, kind }),
    });
    answer = { warnings, result: { data, hashes } };
    try {
      await writeCache(cacheFolder, data, hashes);
    } catch (error) {
      answer.cacheError = (error as Error).message;
    }
  } catch (error) {
    answer = { warnings, result: { error: (error as Error).message } };
  }
  port.postMessage(answer);
});
