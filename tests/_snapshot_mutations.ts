/**
 * Copy-on-write mutations of snapshots for the fuzz tests (cheap even on the 2 MB corpus):
 * replace or drop the value at a path, add a key, duplicate an array entry.
 */
import type { Prng } from "../scripts/_prng.ts";
import { formatPath, type JsonPath } from "./_snapshot_fixture.ts";

/** A JSON object. */
export type Obj = Record<string, unknown>;
/** Whether `v` is a JSON object (not null, not an array). */
export const isObj = (v: unknown): v is Obj =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Stands for "remove the value" in {@link mutate}. */
export const DROP = Symbol("drop");

/** A copy of `root` with the value at `path` replaced, or removed when `value` is DROP. */
export function mutate(root: unknown, path: JsonPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(root) && typeof key === "number") {
    const copy = [...root];
    if (rest.length === 0 && value === DROP) copy.splice(key, 1);
    else copy[key] = mutate(root[key], rest, value);
    return copy;
  }
  if (!isObj(root)) throw new Error(`cannot descend into ${typeof root} at ${String(key)}`);
  const copy: Obj = { ...root };
  if (rest.length === 0 && value === DROP) delete copy[String(key)];
  else copy[String(key)] = mutate(root[String(key)], rest, value);
  return copy;
}

export function at(root: unknown, path: JsonPath): unknown {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

/** Every path to a value in the tree (the root excluded). */
export function allPaths(root: unknown, prefix: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  const entries: [string | number, unknown][] = Array.isArray(root)
    ? root.map((v, i) => [i, v])
    : isObj(root)
    ? Object.entries(root)
    : [];
  for (const [key, value] of entries) {
    const path = [...prefix, key];
    out.push(path);
    allPaths(value, path, out);
  }
  return out;
}

/** The retypes the fuzzing applies to every field: one value of each JSON type. */
export const RETYPES: readonly [string, unknown][] = [
  ["null", null],
  ["number", 42],
  ["string", "fuzz-value"],
  ["boolean", true],
  ["array", []],
  ["object", {}],
];

/** Values a random mutation sets: each JSON type, and words the schema treats specially. */
export const INTERESTING: readonly unknown[] = [
  null,
  0,
  -1.5,
  "",
  "fuzz",
  "source",
  "index",
  "api",
  "a/b",
  "button",
  true,
  false,
  [],
  ["x"],
  ["index"],
  [1],
  [null],
  {},
  { name: "n" },
  { text: "t" },
  { index: "# x" },
  { name: 1 },
  { kind: "field", name: "m" },
];
const EXTRA_KEYS = ["x-extra", "source", "index", "usage", "name", "tagName", "kind", "text"];

/**
 * One random mutation of `root`: replace, drop, add a key or duplicate an array entry. Values
 * set come from `values`.
 */
export function randomMutation(
  random: Prng,
  root: unknown,
  paths: JsonPath[] = allPaths(root),
  values: readonly unknown[] = INTERESTING,
): [unknown, string] {
  // Earlier steps may have dropped everything (`{}`): the chain ends there.
  if (paths.length === 0) return [root, "(nothing left to mutate)"];
  const path = random.pick(paths);
  const roll = random.next();
  if (roll < 0.5) {
    const value = random.pick(values);
    return [mutate(root, path, value), `set ${formatPath(path)} = ${JSON.stringify(value)}`];
  }
  if (roll < 0.7) return [mutate(root, path, DROP), `drop ${formatPath(path)}`];
  const target = at(root, path);
  if (isObj(target)) {
    const key = random.pick(EXTRA_KEYS);
    const value = random.pick(values);
    return [
      mutate(root, [...path, key], value),
      `add ${formatPath([...path, key])} = ${JSON.stringify(value)}`,
    ];
  }
  if (Array.isArray(target) && target.length > 0) {
    const index = random.below(target.length);
    return [
      mutate(root, path, [...target, target[index]]),
      `duplicate ${formatPath([...path, index])}`,
    ];
  }
  return [mutate(root, path, DROP), `drop ${formatPath(path)}`];
}
