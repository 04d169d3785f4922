/**
 * Writes a large, deterministic catalog snapshot for the search benchmark.
 *
 * Usage: `deno task generate:large [--packages 2000] [--seed 1] [--out <file>]` (the task writes
 * `.bench/large-catalog.json` unless told otherwise), or run this file with `--out <file>`.
 *
 * The output is checked with `validateBundledData` before it is written. Keep it out of git:
 * `.bench/` is ignored.
 *
 * @module
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { validateBundledData } from "../src/validate.ts";
import { generateLargeCatalog } from "./_large_catalog.ts";

const USAGE = "Usage: generate_large_catalog.ts --out <file> [--packages 2000] [--seed 1]";

/**
 * Generates a catalog and writes it as JSON.
 *
 * @param out Target file; its folder is created when missing.
 * @param packages Number of packages.
 * @param seed PRNG seed.
 * @returns The size of the file written, in bytes.
 */
export function writeLargeCatalog(out: string, packages = 2000, seed = 1): number {
  const data = validateBundledData(generateLargeCatalog({ packages, seed }));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(data));
  return statSync(out).size;
}

function positiveInteger(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${flag} must be a positive integer, got "${text}".`);
  }
  return value;
}

/** Parses the command line and writes the catalog; returns the process exit code. */
function main(args: string[]): number {
  let options;
  try {
    const { values } = parseArgs({
      args,
      options: {
        out: { type: "string" },
        packages: { type: "string", default: "2000" },
        seed: { type: "string", default: "1" },
      },
    });
    if (values.out === undefined) throw new RangeError("--out is required.");
    options = {
      out: values.out,
      packages: positiveInteger(values.packages, "--packages"),
      seed: positiveInteger(values.seed, "--seed"),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const started = performance.now();
  const size = writeLargeCatalog(options.out, options.packages, options.seed);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`Wrote ${options.out} (${(size / 1e6).toFixed(1)} MB) in ${seconds} s.`);
  return 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
