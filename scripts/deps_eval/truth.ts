/**
 * The ground truth of the `--deps` evaluation: what each direct dependency of the installed app
 * (`deno task eval:deps:install` first) ships, counted by this script's own reading of the
 * installed files, independent of catalog-mcp's generator:
 *
 *   deno task eval:deps:truth
 *
 * Per direct dependency: its installed name@version; its documentation pages under the
 * convention folders, its root files (AGENTS.md, llms.txt, llms-full.txt, README) and the
 * Markdown it ships elsewhere; the names its entries export, per subpath and in all, counted
 * with TypeScript's checker, both those the convention names (a `types` condition, the
 * `types`/`typings` field, `@types/<name>`) and all TypeScript resolves; the custom-element tags
 * of the manifest its `customElements` names. Writes `.bench/deps-app/truth.json` and prints a
 * table; then checks that the file each question of `questions.json` names as its source is
 * installed. See docs/deps-eval.md.
 *
 * @module
 */
import { join } from "node:path";
import { APP_DIR } from "./_app.ts";
import { printTable } from "./_table.ts";
import { elementTags } from "./_element_tags.ts";
import { exportedNames, TYPESCRIPT_VERSION } from "./_exported_names.ts";
import type { ExportedNames } from "./_exported_names.ts";
import { readQuestions } from "./_questions.ts";
import { shippedDocs } from "./_shipped_docs.ts";
import { typeEntries } from "./_type_entries.ts";
import type { TypeEntry } from "./_type_entries.ts";

/** The convention's own sources of types; `implicit` entries are TypeScript's finding alone. */
const DECLARED = new Set(["types-condition", "types-field", "@types"]);

const started = performance.now();
const nodeModules = join(APP_DIR, "node_modules");
let app: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
try {
  app = JSON.parse(Deno.readTextFileSync(join(APP_DIR, "package.json")));
  Deno.statSync(nodeModules);
} catch (error) {
  if (!(error instanceof Deno.errors.NotFound)) throw error;
  console.error(
    `No installed app in ${APP_DIR}: run deno task eval:deps:install first.`,
  );
  Deno.exit(1);
}
const direct = [
  ...Object.keys(app.dependencies ?? {}).map((name) => ({ name, dev: false })),
  ...Object.keys(app.devDependencies ?? {}).map((name) => ({
    name,
    dev: true,
  })),
].sort((a, b) => a.name.localeCompare(b.name));
const directNames = new Set(direct.map(({ name }) => name));

/** The runtime package a direct `@types/<name>` types, when that package is direct too. */
function typesFor(name: string): string | undefined {
  const match = /^@types\/(.+)$/.exec(name);
  if (match === null) return undefined;
  const typed = match[1]!.includes("__") ? `@${match[1]!.replace("__", "/")}` : match[1]!;
  return directNames.has(typed) ? typed : undefined;
}

const plans = direct.map(({ name, dev }) => {
  const typed = typesFor(name);
  return {
    name,
    dev,
    typed,
    ...(typed === undefined ? typeEntries(nodeModules, name) : {}),
  };
});
const tsStarted = performance.now();
const resolved = new Map(
  plans.flatMap((plan) => [
    ...exportedNames(APP_DIR, (plan.entries ?? []).map((entry) => entry.specifier)),
  ]),
);
const tsSeconds = (performance.now() - tsStarted) / 1000;

/** Distinct subpaths, modules, names and (module, name) pairs of some resolved entries. */
function tally(entries: { entry: TypeEntry; found: ExportedNames }[]) {
  const modules = new Map(
    entries.map(({ found }) => [found.file, found.names]),
  );
  const names = new Set([...modules.values()].flat());
  const pairs = [...modules.values()].reduce(
    (sum, list) => sum + list.length,
    0,
  );
  return {
    subpaths: entries.length,
    modules: modules.size,
    names: names.size,
    pairs,
  };
}

const packages = plans.map((plan) => {
  const dir = join(nodeModules, plan.name);
  const { version } = JSON.parse(
    Deno.readTextFileSync(join(dir, "package.json")),
  );
  const found = (plan.entries ?? []).flatMap((entry) => {
    const names = resolved.get(entry.specifier);
    return names === undefined ? [] : [{ entry, found: names }];
  });
  const types = plan.typed !== undefined ? { typesFor: plan.typed } : {
    typesPackage: plan.typesPackage ?? null,
    subpaths: found.map(({ entry, found }) => ({
      subpath: entry.subpath,
      via: entry.via,
      ...(entry.pattern === undefined ? {} : { pattern: entry.pattern }),
      file: found.file,
      ...(found.module ? {} : { module: false }),
      names: found.names.length,
    })),
    unresolved: (plan.entries ?? []).filter((entry) => !resolved.has(entry.specifier))
      .map((entry) => entry.subpath),
    declared: tally(found.filter(({ entry }) => DECLARED.has(entry.via))),
    all: tally(found),
    names: Object.fromEntries(
      found.map(({ found }) => [found.file, found.names]),
    ),
  };
  return {
    name: plan.name,
    version,
    dev: plan.dev,
    docs: shippedDocs(dir),
    types,
    elements: elementTags(dir) ?? null,
  };
});

const seconds = (performance.now() - started) / 1000;
const truth = {
  app: "scripts/deps_eval/package.json",
  typescript: TYPESCRIPT_VERSION,
  seconds: Number(seconds.toFixed(1)),
  typescriptSeconds: Number(tsSeconds.toFixed(1)),
  packages,
};
Deno.writeTextFileSync(
  join(APP_DIR, "truth.json"),
  JSON.stringify(truth, null, 2) + "\n",
);

const rows = packages.map((pkg) => {
  const other = Object.values(pkg.docs.otherMarkdown).reduce(
    (sum, count) => sum + count,
    0,
  );
  const types = pkg.types;
  const symbols = "typesFor" in types ? ["(types of " + types.typesFor + ")", "", "", "", ""] : [
    types.typesPackage === pkg.name ? "own" : types.typesPackage ?? "none",
    `${types.declared.subpaths}/${types.all.subpaths}`,
    String(types.declared.names),
    String(types.all.names),
    String(types.all.pairs),
  ];
  return [
    `${pkg.name}@${pkg.version}${pkg.dev ? " (dev)" : ""}`,
    String(pkg.docs.pages),
    String(pkg.docs.examples),
    pkg.docs.rootFiles.join(" "),
    String(other),
    ...symbols,
    pkg.elements === null ? "" : String(pkg.elements.tags.length),
  ];
});
const header = [
  "package",
  "doc pages",
  "examples",
  "root files",
  "other .md",
  "types",
  "subpaths decl/all",
  "names decl",
  "names all",
  "pairs all",
  "tags",
];
printTable(header, rows);
console.log(
  `\nCounted in ${seconds.toFixed(1)} s (TypeScript ${TYPESCRIPT_VERSION}: ${
    tsSeconds.toFixed(1)
  } s) on ${navigator.hardwareConcurrency} cores; written to ${join(APP_DIR, "truth.json")}`,
);

const missing = readQuestions().filter((question) => {
  try {
    return !Deno.statSync(join(APP_DIR, question.source)).isFile;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return true;
    throw error;
  }
});
if (missing.length > 0) {
  console.error(`Sources of questions.json missing from the installed app:`);
  for (const question of missing) console.error(`  ${question.id}: ${question.source}`);
  Deno.exit(1);
}
console.log("Every source named in questions.json is installed.");
