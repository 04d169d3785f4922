/**
 * The folders of `src/` are layers, and imports flow one way: a module imports modules of its
 * own folder and of lower floors, never of a higher floor or of another folder on its floor.
 * Inside the generator its stages are floors of their own: find -> read -> write.
 * An import is any relative string of the code that names a module of `src/` (static, type-only,
 * `import()`, the paths given to `importLater`, `new URL(..., import.meta.url)`), since a
 * module loaded later is as much a dependency as one loaded at start.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The floors, lowest first; a part is a folder (`src/x/`) or a file at the root of `src/`.
 * docs/architecture.md#where-things-sit describes each, in this order.
 */
const FLOORS: readonly (readonly string[])[] = [
  ["src/heap_bound.ts", "src/import_later.ts"],
  ["src/snapshot/"],
  ["src/search_packages/"],
  ["src/catalog/"],
  ["src/docs/", "src/markup/", "src/symbols/"],
  ["src/search/"],
  ["src/tools/", "src/generator/"],
  ["src/mcp/"],
  ["src/http/", "src/live/"],
  ["src/cli.ts"],
];

/**
 * The generator's floors, lowest first, by the same rule: the stages of the road from a package
 * folder to a catalog entry, under the pipeline that runs them. `src/generator/` stands for the
 * files at its root that no other row names (warnings, options and two small helpers every
 * stage uses). docs/architecture.md#the-generators-stages describes each, in this order.
 */
const GENERATOR_FLOORS: readonly (readonly string[])[] = [
  ["src/generator/"],
  ["src/generator/find/"],
  ["src/generator/read/"],
  ["src/generator/write/"],
  ["src/generator/generate.ts"],
  ["src/generator/cli.ts"],
];

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every module of `src/`, relative to the repository root. */
function modules(folder = "src"): string[] {
  return readdirSync(posix.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(folder, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.(?:ts|js)$/.test(entry.name) ? [path] : [];
  });
}

/** A module's part: the longest part of `floors` that holds it. */
function partOf(module: string, floors = FLOORS): string | undefined {
  return floors.flat().filter((part) =>
    part.endsWith("/") ? module.startsWith(part) : module === part
  )
    .sort((a, b) => b.length - a.length)[0];
}

function floorOf(part: string, floors = FLOORS): number {
  return floors.findIndex((floor) => floor.includes(part));
}

/**
 * The modules of `src/` that a module names, with comments left out. `startsToo` counts the
 * modules it names with `new URL(...)` too: a worker it starts, which is no import.
 */
function importsOf(module: string, text: string, startsToo: boolean): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const named = [...code.matchAll(/(new URL\(\s*)?["'](\.\.?\/[^"'\s]*)["']/g)]
    .filter(([, started]) => startsToo || started === undefined)
    .map(([, , path = ""]) => posix.normalize(posix.join(posix.dirname(module), path)));
  return [...new Set(named)].filter((path) => path.startsWith("src/") && isFile(path));
}

function isFile(path: string): boolean {
  try {
    return statSync(posix.join(ROOT, path)).isFile();
  } catch {
    return false;
  }
}

/** The import graph of `src/`: module -> the modules it names (see {@link importsOf}). */
function importGraph(startsToo: boolean): Map<string, string[]> {
  return new Map(
    modules().map((module) => [
      module,
      importsOf(module, readFileSync(posix.join(ROOT, module), "utf8"), startsToo),
    ]),
  );
}

/**
 * The imports that break the floors, one line each: `from -> to (why)`. With `floors` other
 * than {@link FLOORS}, only the modules they hold are looked at.
 */
function wrongWay(graph: Map<string, string[]>, floors = FLOORS): string[] {
  const wrong: string[] = [];
  const within = floors === FLOORS ? undefined : floors.flat();
  const held = (module: string) => within?.some((part) => module.startsWith(part)) ?? true;
  for (const [from, targets] of graph) {
    if (!held(from)) continue;
    const fromPart = partOf(from, floors);
    if (fromPart === undefined) {
      wrong.push(`${from} is on no floor: give its folder a floor in tests/layers_test.ts`);
      continue;
    }
    for (const to of targets.filter(held)) {
      const toPart = partOf(to, floors);
      if (toPart === undefined || toPart === fromPart) continue;
      const [a, b] = [floorOf(fromPart, floors), floorOf(toPart, floors)];
      if (b > a) wrong.push(`${from} -> ${to} (${fromPart} imports ${toPart}, a higher floor)`);
      if (b === a) wrong.push(`${from} -> ${to} (${fromPart} imports ${toPart}, beside it)`);
    }
  }
  return wrong;
}

/** Every circle of modules, as `a -> b -> ... -> a`, each found once. */
function circles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string) => {
    const at = path.indexOf(module);
    if (at >= 0) {
      found.push([...path.slice(at), module].join(" -> "));
      return;
    }
    if (done.has(module)) return;
    path.push(module);
    for (const next of graph.get(module) ?? []) visit(next);
    path.pop();
    done.add(module);
  };
  for (const module of graph.keys()) visit(module);
  return found;
}

Deno.test("src/ imports flow one way: no module imports a higher floor or a folder beside its own", () => {
  assert.deepEqual(wrongWay(importGraph(true)), []);
});

Deno.test("the generator's imports flow one way: find -> read -> write, under the pipeline", () => {
  assert.deepEqual(wrongWay(importGraph(true), GENERATOR_FLOORS), []);
});

Deno.test("src/ has no circle of modules", () => {
  assert.deepEqual(circles(importGraph(false)), []);
});

Deno.test("the src/ root holds at most five files, each a floor of its own", () => {
  const rootFiles = modules().filter((module) => !module.slice(4).includes("/"));
  assert.ok(rootFiles.length <= 5, rootFiles.join(", "));
  assert.deepEqual(rootFiles.filter((file) => partOf(file) === undefined), []);
});

Deno.test("docs/architecture.md lists the floors' parts in FLOORS order, highest first", () => {
  const text = readFileSync(posix.join(ROOT, "docs/architecture.md"), "utf8");
  const table = text.slice(
    text.indexOf("## Where things sit"),
    text.indexOf("### The generator's stages"),
  );
  const listed = [...table.matchAll(/^\| `(src\/[^`]*)`/gm)].map(([, part]) => part);
  assert.deepEqual(listed, FLOORS.flat().reverse());
});

Deno.test("docs/architecture.md lists the generator's floors in GENERATOR_FLOORS order, highest first", () => {
  const text = readFileSync(posix.join(ROOT, "docs/architecture.md"), "utf8");
  const table = text.slice(text.indexOf("### The generator's stages"));
  const listed = [...table.matchAll(/^\| `(src\/generator\/[^`]*)`/gm)].map(([, part]) => part);
  assert.deepEqual(listed, GENERATOR_FLOORS.flat().reverse());
});
