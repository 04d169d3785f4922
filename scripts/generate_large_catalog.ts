/**
 * Writes a large, deterministic catalog snapshot for the benchmarks.
 *
 * Usage: `deno task generate:large [--profile docs] [--packages N] [--seed 1] [--out <file>]`
 * (the task writes `.bench/large-catalog.json` unless told otherwise), or run this file with
 * `--out <file>`. The profiles (`docs`, `components`, `sprawl`, `code`; see
 * `_catalog_profiles.ts`) each come to about 100 MB at their default package count.
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
import { validateBundledData } from "../src/snapshot/validate.ts";
import { fileURLToPath } from "node:url";
import { type CatalogProfile, PROFILE_NAMES, profileNamed } from "./_catalog_profiles.ts";
import { generateLargeCatalog, type LargeCatalogOptions } from "./_large_catalog.ts";

const USAGE = "Usage: generate_large_catalog.ts --out <file> [--profile " +
  `${PROFILE_NAMES.join("|")}] [--packages N] [--seed 1]`;

/**
 * Generates a catalog and writes it as JSON.
 *
 * @param out Target file; its folder is created when missing.
 * @param options Profile, package count and seed (the `docs` profile's 2,000 packages, seed 1,
 * by default).
 * @returns The size of the file written, in bytes.
 */
export function writeLargeCatalog(out: string, options: LargeCatalogOptions = {}): number {
  const data = validateBundledData(generateLargeCatalog(options));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(data));
  return statSync(out).size;
}

/**
 * Where the benchmarks keep a profile's full-size catalog (`docs` keeps the name it has always
 * had, `.bench/large-catalog.json`).
 *
 * @param profile The profile.
 * @returns The file's path.
 */
export function generatedCatalogPath(profile: CatalogProfile): string {
  const file = profile.name === "docs" ? "large-catalog.json" : `large-${profile.name}.json`;
  return fileURLToPath(new URL(`../.bench/${file}`, import.meta.url));
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
        profile: { type: "string", default: "docs" },
        packages: { type: "string" },
        seed: { type: "string", default: "1" },
      },
    });
    if (values.out === undefined) throw new RangeError("--out is required.");
    const profile = profileNamed(values.profile);
    options = {
      out: values.out,
      profile,
      packages: values.packages === undefined
        ? profile.packages
        : positiveInteger(values.packages, "--packages"),
      seed: positiveInteger(values.seed, "--seed"),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const started = performance.now();
  const { out, ...catalog } = options;
  const size = writeLargeCatalog(out, catalog);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`Wrote ${out} (${(size / 1e6).toFixed(1)} MB) in ${seconds} s.`);
  return 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
