/**
 * The generator's command line: argument parsing, file output and `--check`.
 *
 * @module
 */
import { resolve } from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { generateBundledData } from "./generate.ts";
import type { BundledData } from "../snapshot/model.ts";
import type { GeneratorOptions, GeneratorResult, PreviousGeneration } from "./options.ts";
import { describeSnapshotDifferences } from "./write/snapshot_diff.ts";
import {
  companionFiles,
  readPreviousGeneration,
  renderJson,
  writeFileAtomically,
} from "./write/snapshot_files.ts";
import { RunReport } from "./write/cli_report.ts";
import { readTextFile } from "./write/text_file.ts";

/** How the generator is run from a checkout or JSR; `catalog-mcp generate` says its own. */
const GENERATOR_COMMAND = "generator.ts --out <file>";

/** The usage text printed by `--help` and after a usage error, after its first line. */
const GENERATOR_OPTIONS = `
Builds a catalog snapshot from a JavaScript/TypeScript monorepo, or from the dependencies
installed for an app (--deps), or both.

Options:
  --repo-root <dir>   monorepo to scan (default: the current directory, unless --deps is
                      given alone)
  --deps <dir>        also catalog the dependencies installed for the app at <dir>, each at
                      its installed version (docs/deps.md)
  --deps-include <name>
                      with --deps: add this installed package, direct dependency or not
                      (repeatable)
  --deps-exclude <name>
                      with --deps: leave this package out (repeatable)
  --out <file>        snapshot file to write; its hashes go to <file minus .json>.hashes.json,
                      llms.txt and llms-full.txt to its folder (not with --deps alone: an
                      app's dependencies are not its docs); "-" writes the snapshot to
                      standard output instead
  --incremental       reuse entries of the existing <file> for unchanged packages
  --check             write nothing; exit 1 when <file> or the files beside it are stale
                      (always compares with a full generation, never the cache)
  --version <v>       snapshot version (default: the root manifest's version)
  --include-private   also catalog packages marked "private": true
  --max-page-bytes <n>
                      skip Markdown pages larger than n bytes (default: 1000000)
  --no-symbols        do not record exported symbols (they come from deno doc, which
                      needs --allow-run and --allow-env=NODE_V8_COVERAGE)
  --no-analyze        do not build missing component manifests from source (with
                      @custom-elements-manifest/analyzer)
  --verbose           list every warning (by default one line per kind of warning)
  --help              show this help

Under Deno, building entries loads TypeScript, which reads its settings from the environment:
grant --allow-env=NODE_*,TSC_*,VSCODE_INSPECTOR_OPTIONS (or -A).
`;

const OPTIONS = {
  "repo-root": { type: "string" },
  deps: { type: "string" },
  "deps-include": { type: "string", multiple: true },
  "deps-exclude": { type: "string", multiple: true },
  out: { type: "string" },
  incremental: { type: "boolean" },
  check: { type: "boolean" },
  version: { type: "string" },
  "include-private": { type: "boolean" },
  "max-page-bytes": { type: "string" },
  "no-symbols": { type: "boolean" },
  "no-analyze": { type: "boolean" },
  verbose: { type: "boolean" },
  help: { type: "boolean" },
} as const;

/**
 * Runs the generator command line.
 *
 * Reports and warnings go to standard error (warnings grouped by kind, one line each, unless
 * `--verbose`); standard output carries only the snapshot, and only with `--out -`.
 *
 * @param args Command-line arguments without the runtime and script names.
 * @param command How the usage line names the command and its required part.
 * @returns The exit code: 0 on success (and for a fresh `--check`), 1 for a usage error, a
 * failed generation or a stale `--check`.
 */
export async function runGeneratorCli(
  args: string[],
  command: string = GENERATOR_COMMAND,
): Promise<number> {
  const usage = `Usage: ${command} [options]\n${GENERATOR_OPTIONS}`;
  const usageError = (message: string) => {
    process.stderr.write(`error: ${message}\n\n${usage}`);
    return 1;
  };
  let values;
  try {
    ({ values } = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    return usageError((error as Error).message);
  }
  if (values.help) {
    process.stderr.write(usage);
    return 0;
  }
  const out = values.out;
  if (out === undefined) return usageError("--out is required");
  if (out === "-" && (values.incremental || values.check)) {
    return usageError("--incremental and --check need a file for --out");
  }

  const report = new RunReport(values.verbose ?? false);
  const options: GeneratorOptions = {
    includePrivate: values["include-private"] ?? false,
    symbols: !values["no-symbols"],
    analyze: !values["no-analyze"],
    onWarning: report.warn,
    onProgress: report.progress,
  };
  if (values["repo-root"] !== undefined) options.repoRoot = values["repo-root"];
  if (values.deps === "") return usageError("--deps needs an app folder");
  if (values.deps !== undefined) options.deps = values.deps;
  else if (values["deps-include"] ?? values["deps-exclude"]) {
    return usageError("--deps-include and --deps-exclude need --deps");
  }
  if (values["deps-include"] !== undefined) options.depsInclude = values["deps-include"];
  if (values["deps-exclude"] !== undefined) options.depsExclude = values["deps-exclude"];
  if (values.version !== undefined) options.version = values.version;
  const maxPageBytes = values["max-page-bytes"];
  if (maxPageBytes !== undefined) {
    if (!/^[1-9]\d*$/.test(maxPageBytes)) {
      return usageError(`--max-page-bytes must be a positive whole number, not "${maxPageBytes}"`);
    }
    options.maxPageBytes = Number(maxPageBytes);
  }
  try {
    if (values.check) return await check(resolve(out), options, report);
    if (out === "-") {
      const { data } = await generateBundledData(options);
      report.finish();
      process.stdout.write(renderJson(data));
      return 0;
    }
    return await write(resolve(out), options, values.incremental ?? false, report);
  } catch (error) {
    report.finish();
    process.stderr.write(`error: ${(error as Error).message}\n`);
    return 1;
  }
}

async function write(
  out: string,
  options: GeneratorOptions,
  incremental: boolean,
  report: RunReport,
): Promise<number> {
  const previous = incremental ? readPreviousGeneration(out, report.warn) : undefined;
  const written = companionsOf(options);
  const result = await generateBundledData({
    ...options,
    incremental,
    ...(previous === undefined ? {} : { previous }),
  });
  const total = result.data.packages.length;
  report.finish();
  if (previous !== undefined && unchanged(previous, result)) {
    // Every entry, hash and the version are the previous run's: so are the files, which only
    // need writing where one is missing.
    const absent = (path: string) => written(path) && missing(path);
    for (const { path, text } of companionFiles(out, result.data, result.hashes, absent)) {
      writeFileAtomically(path, text);
    }
    process.stderr.write(`${out} is up to date (${total} packages reused)\n`);
    return 0;
  }
  // The hashes are written on every run, not only incremental ones, so that they always
  // describe the snapshot beside them; stale hashes could otherwise revive outdated entries.
  writeFileAtomically(out, renderJson(result.data));
  for (const { path, text } of companionFiles(out, result.data, result.hashes, written)) {
    writeFileAtomically(path, text);
  }
  const reused = incremental ? `, ${result.reused.length} reused` : "";
  process.stderr.write(`Wrote ${total} packages to ${out}${reused}\n`);
  return 0;
}

/**
 * Whether an incremental run reused every entry of the previous one, under the same hashes.
 *
 * @param previous What the run was given as its cache.
 * @param result What it returned.
 * @returns `true` when the snapshot and hashes are the previous ones.
 */
export function unchanged(previous: PreviousGeneration, result: GeneratorResult): boolean {
  const before = previous.hashes as Record<string, string>;
  const slugs = Object.keys(result.hashes);
  return result.reused.length === result.data.packages.length &&
    (previous.data as BundledData).version === result.data.version &&
    slugs.length === Object.keys(before).length &&
    slugs.every((slug) => before[slug] === result.hashes[slug]);
}

/**
 * Which files beside the snapshot a run writes: all but `llms.txt` and `llms-full.txt` when it
 * catalogs an app's dependencies alone (a third party's docs, under names that any folder's own
 * index may have).
 */
function companionsOf(options: GeneratorOptions): (path: string) => boolean {
  const depsAlone = options.deps !== undefined && options.repoRoot === undefined;
  return (path) => !depsAlone || !LLMS_FILE.test(path);
}

/** `llms.txt` or `llms-full.txt`. */
const LLMS_FILE = /(?:^|[\\/])llms(?:-full)?\.txt$/;

function missing(path: string): boolean {
  return readTextFile(path) === null;
}

/**
 * Compares a full generation with the committed files. The cache is never used here: the
 * point is to catch a snapshot that no longer matches its sources, including a hand-edited
 * one that an incremental run would keep.
 */
async function check(out: string, options: GeneratorOptions, report: RunReport): Promise<number> {
  const { data, hashes } = await generateBundledData(options);
  report.finish();
  const committed = readTextFile(out);
  const problems: string[] = [];
  if (committed !== renderJson(data)) {
    const differences = describeSnapshotDifferences(committed, data);
    problems.push(...(differences.length > 0 ? differences : ["formatting differs"]));
  }
  for (const { path, text } of companionFiles(out, data, hashes, companionsOf(options))) {
    if (readTextFile(path) !== text) problems.push(`${path} is stale`);
  }
  if (problems.length === 0) {
    process.stderr.write(`${out} is up to date\n`);
    return 0;
  }
  process.stderr.write(
    `${out} is stale; run the same command without --check to regenerate it:\n` +
      problems.map((line) => `  ${line}\n`).join(""),
  );
  return 1;
}
