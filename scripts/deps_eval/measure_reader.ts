/**
 * Measures the `--deps` reader (`readInstalledPackage`) on the evaluation app against its ground
 * truth: every direct dependency of `.bench/deps-app` (`deno task eval:deps:install`, then
 * `deno task eval:deps:truth`) is read, and per package its pages, named symbols and component
 * tags are set against `truth.json`, with the time the read took:
 *
 *   deno task eval:deps:reader [--json <file>]
 *
 * - **pages**: the reader's pages from the convention's places (docs folders, their `@title`
 *   examples, `AGENTS.md`, `llms.txt`, `llms-full.txt`, the README) against the truth's doc
 *   pages + examples + root files; pages from agent skills folders, which the truth counts as
 *   "other Markdown", are shown apart.
 * - **names**: the truth's exported names that have a symbol record.
 * - **tags**: the truth's manifest tags that are components.
 *
 * Packages are found as Node finds them from the app (`node_modules/<name>`, links resolved); a
 * package that ships no declaration file is given its `@types/<name>`, as the `--deps` resolver
 * pairs them. The `@types` packages themselves are not read on their own. See docs/deps-eval.md.
 *
 * @module
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import type { InstalledPackage } from "../../src/generator/read/installed/installed_package.ts";
import { readInstalledPackage } from "../../src/generator/read/installed/read_installed.ts";
import type { GeneratorWarningKind } from "../../src/generator/warnings.ts";
import { APP_DIR } from "./_app.ts";
import { printTable } from "./_table.ts";

interface TruthPackage {
  name: string;
  version: string;
  docs: { pages: number; examples: number; rootFiles: string[] };
  types: { typesFor: string } | {
    typesPackage: string | null;
    names: Record<string, string[]>;
  };
  elements: { tags: string[] } | null;
}

const { values } = parseArgs({ options: { json: { type: "string" } } });
let truth: { packages: TruthPackage[] };
try {
  truth = JSON.parse(readFileSync(join(APP_DIR, "truth.json"), "utf8"));
} catch {
  console.error(
    `No ${join(APP_DIR, "truth.json")}: run deno task eval:deps:install, then eval:deps:truth.`,
  );
  Deno.exit(1);
}

/** Node's lookup of a bare name: `node_modules/<name>` in the folder and each one above. */
function findInstalled(name: string, fromFolder: string): InstalledPackage | undefined {
  for (let dir = fromFolder;; dir = dirname(dir)) {
    const folder = join(dir, "node_modules", name);
    if (existsSync(join(folder, "package.json"))) {
      const { version } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
      return { name, version, folder: realpathSync(folder) };
    }
    if (dirname(dir) === dir) return undefined;
  }
}

const appDir = realpathSync(APP_DIR);
const rows: string[][] = [];
const results = [];
const warnings = new Map<GeneratorWarningKind, string[]>();
const percent = (found: number, expected: number) =>
  expected === 0 ? "-" : `${(100 * found / expected).toFixed(1)}%`;
for (const expected of truth.packages) {
  if ("typesFor" in expected.types) continue;
  const pkg = findInstalled(expected.name, appDir)!;
  const typesPackage = expected.types.typesPackage;
  if (typesPackage !== null && typesPackage !== expected.name) {
    const types = findInstalled(typesPackage, appDir)!;
    pkg.types = { name: types.name, version: types.version, folder: types.folder };
  }
  const started = performance.now();
  const entry = await readInstalledPackage(pkg, {
    slug: expected.name.replace("@", "").replace("/", "-"),
    resolve: findInstalled,
    warn: (kind, message) => warnings.set(kind, [...warnings.get(kind) ?? [], message]),
  });
  const seconds = (performance.now() - started) / 1000;
  const ids = [...entry.availableDocPages, ...(entry.pages ?? []).map((page) => page.id)];
  const skills = ids.filter((id) => id.startsWith("skills/")).length;
  const pages = ids.length - skills;
  const pagesExpected = expected.docs.pages + expected.docs.examples +
    expected.docs.rootFiles.length;
  const recorded = new Set((entry.symbols ?? []).map((symbol) => symbol.name));
  const truthNames = new Set(Object.values(expected.types.names).flat());
  const names = [...truthNames].filter((name) => recorded.has(name)).length;
  const tagsExpected = expected.elements?.tags ?? [];
  const tagged = new Set(entry.components.map((component) => component.tagName));
  const tags = tagsExpected.filter((tag) => tagged.has(tag)).length;
  const size = JSON.stringify(entry).length;
  results.push({
    name: `${entry.name}@${entry.version}`,
    pages: { found: pages, expected: pagesExpected, skills },
    names: { found: names, expected: truthNames.size, records: entry.symbols?.length ?? 0 },
    tags: { found: tags, expected: tagsExpected.length },
    seconds: Number(seconds.toFixed(2)),
    bytes: size,
    missingNames: [...truthNames].filter((name) => !recorded.has(name)),
  });
  rows.push([
    `${entry.name}@${entry.version}`,
    `${pages}/${pagesExpected}`,
    percent(pages, pagesExpected),
    String(skills),
    `${names}/${truthNames.size}`,
    percent(names, truthNames.size),
    String(entry.symbols?.length ?? 0),
    `${tags}/${tagsExpected.length}`,
    percent(tags, tagsExpected.length),
    (size / 1e6).toFixed(1),
    seconds.toFixed(2),
  ]);
}
const header = [
  "package",
  "pages",
  "%",
  "skills",
  "names",
  "%",
  "records",
  "tags",
  "%",
  "MB",
  "seconds",
];
printTable(header, rows);
for (const result of results.filter((result) => result.missingNames.length > 0)) {
  console.log(`${result.name}: no record for ${result.missingNames.join(", ")}`);
}
for (const [kind, messages] of warnings) {
  console.log(`warning ${kind} (${messages.length}): ${messages[0]}`);
}
if (values.json !== undefined) {
  Deno.writeTextFileSync(values.json, JSON.stringify(results, null, 2) + "\n");
}
