/**
 * Writes a large, deterministic catalog snapshot for the search benchmark.
 *
 * Usage: `deno task generate:large --out .bench/large-catalog.json [--packages 2000] [--seed 1]`
 *
 * The output is checked with `validateBundledData` before it is written. Keep it out of git:
 * `.bench/` is ignored.
 *
 * @module
 */
import { mkdirSync, writeFileSync } from "node:fs";
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
 * @returns The number of bytes written.
 */
export function writeLargeCatalog(out: string, packages = 2000, seed = 1): number {
  const data = validateBundledData(generateLargeCatalog({ packages, seed }));
  const json = JSON.stringify(data);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, json);
  return json.length;
}

function positiveInteger(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${flag} must be a positive integer, got "${text}".\n${USAGE}`);
  }
  return value;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      out: { type: "string" },
      packages: { type: "string", default: "2000" },
      seed: { type: "string", default: "1" },
    },
  });
  if (values.out === undefined) {
    console.error(USAGE);
    process.exit(1);
  }
  const started = performance.now();
  const size = writeLargeCatalog(
    values.out,
    positiveInteger(values.packages, "--packages"),
    positiveInteger(values.seed, "--seed"),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`Wrote ${values.out} (${(size / 1e6).toFixed(1)} MB) in ${seconds} s.`);
}
