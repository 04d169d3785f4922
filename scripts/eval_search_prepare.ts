/**
 * Writes the snapshots of the search evaluation from local clones of the repositories that
 * `scripts/search_eval/catalogs.json` names, with this checkout's generator:
 *
 *   deno task eval:search:prepare --clones <dir> [--clone <name>=<path>]... [--only <name>]...
 *                                 [--out <dir>] [--git-clone] [--set <dir>]
 *
 * A catalog's clone is `<clones>/<name>` unless `--clone` says otherwise; `--git-clone` clones a
 * missing one from its `repo` and checks out its `commit` (needs the network). A clone at another
 * commit is used with a warning (ids of the questions may then be missing: `deno task eval:search
 * --check` tells). When the catalog has a `catalogMcpJson`, it is written to the clone's root as
 * `catalog-mcp.json` first, and its `prepare` command runs in the clone (shoelace's component
 * manifest is built, not committed; building it needs `npx` and the npm registry). Snapshots go
 * to `--out` (default `.bench/search-eval/`). `--set` reads another question set's `catalogs.json`
 * (`scripts/search_eval/held_out/`, `scripts/search_eval/blind/`).
 *
 * @module
 */
import { existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadData } from "../mod.ts";
import { packagePages } from "../src/catalog/catalog.ts";
import { DEFAULT_SNAPSHOT_DIR, EVAL_DIR, readCatalogs, REPO_ROOT } from "./_search_eval.ts";

const { values } = parseArgs({
  options: {
    clones: { type: "string" },
    clone: { type: "string", multiple: true, default: [] },
    only: { type: "string", multiple: true, default: [] },
    out: { type: "string", default: DEFAULT_SNAPSHOT_DIR },
    set: { type: "string", default: EVAL_DIR },
    "git-clone": { type: "boolean", default: false },
  },
});

const clonePaths = new Map(values.clone.map((pair) => {
  const at = pair.indexOf("=");
  if (at < 1) throw new Error(`--clone wants <name>=<path>, got ${pair}`);
  return [pair.slice(0, at), resolve(pair.slice(at + 1))] as const;
}));
if (values.clones === undefined && clonePaths.size === 0) {
  console.error(
    "usage: eval_search_prepare.ts --clones <dir> [--clone <name>=<path>]... (see docs/search-eval.md)",
  );
  Deno.exit(2);
}

/** Runs a command, failing loudly; returns its stdout. */
async function run(command: string, args: string[], cwd?: string): Promise<string> {
  const { code, stdout, stderr } = await new Deno.Command(command, {
    args,
    ...(cwd === undefined ? {} : { cwd }),
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  if (code !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${code}):\n${text.decode(stderr)}`);
  }
  return text.decode(stdout);
}

mkdirSync(values.out, { recursive: true });
let failures = 0;
const setDir = `${resolve(values.set)}/`;
for (const catalog of readCatalogs(setDir)) {
  if (catalog.snapshot === undefined) continue; // a snapshot used as it is (the real catalog)
  if (values.only.length > 0 && !values.only.includes(catalog.name)) continue;
  const clone = clonePaths.get(catalog.name) ??
    (values.clones === undefined ? undefined : resolve(values.clones, catalog.name));
  if (clone === undefined) continue;
  if (!existsSync(clone)) {
    if (!values["git-clone"] || catalog.repo === undefined) {
      console.error(`skipped ${catalog.name}: no clone at ${clone} (--git-clone fetches it)`);
      continue;
    }
    await run("git", ["clone", "--quiet", catalog.repo, clone]);
    if (catalog.commit !== undefined) {
      await run("git", ["-C", clone, "checkout", "--quiet", catalog.commit]);
    }
  }
  const head = (await run("git", ["-C", clone, "rev-parse", "HEAD"])).trim();
  if (catalog.commit !== undefined && head !== catalog.commit) {
    console.error(
      `warning: ${catalog.name}: ${clone} is at ${head}, the evaluation was written at ${catalog.commit}`,
    );
  }
  if (catalog.catalogMcpJson !== undefined) {
    Deno.writeTextFileSync(
      resolve(clone, "catalog-mcp.json"),
      JSON.stringify(catalog.catalogMcpJson, null, 2) + "\n",
    );
  }
  if (catalog.prepare !== undefined) {
    const [command, ...args] = catalog.prepare.map((arg) =>
      arg.replaceAll("{evalDir}", setDir.replace(/\/$/, ""))
    );
    console.error(`${catalog.name}: ${[command, ...args].join(" ")}`);
    await run(command!, args, clone);
  }
  const out = resolve(values.out, catalog.snapshot);
  try {
    await run(Deno.execPath(), [
      "run",
      "--quiet",
      "-A",
      resolve(REPO_ROOT, "generator.ts"),
      "--repo-root",
      clone,
      "--out",
      out,
      ...(catalog.generatorArgs ?? []),
    ], REPO_ROOT);
  } catch (error) {
    console.error(`error: ${catalog.name}: ${(error as Error).message}`);
    failures++;
    continue;
  }
  const data = loadData({ path: out });
  const pages = data.packages.reduce((n, p) => n + packagePages(p).length, 0);
  const symbols = data.packages.reduce((n, p) => n + (p.symbols?.length ?? 0), 0);
  const components = data.packages.reduce((n, p) => n + p.components.length, 0);
  console.log(
    `${catalog.name}: ${out} (${data.packages.length} packages, ${pages} pages, ${symbols} symbols, ${components} component declarations; ${
      head.slice(0, 12)
    })`,
  );
}
if (failures > 0) Deno.exit(1);
