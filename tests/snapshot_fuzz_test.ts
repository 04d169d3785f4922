/**
 * Deterministic fuzzing of snapshot validation and loading. Every mutation must end in one
 * of two ways: the data loads (exactly when an independent reference checker, written from
 * the specification below, says it is valid), or a plain `Error` whose message carries the
 * regeneration hint. A `TypeError`, `RangeError` or any other outcome fails the test.
 *
 * The PRNG is seeded, so a failure reproduces; the seed and the mutation are in the message.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BundledData, loadData, validateBundledData } from "../data.ts";
import { DOC_PAGES } from "../src/snapshot/model.ts";
import { REGENERATE_HINT } from "../src/snapshot/regenerate_hint.ts";
import {
  formatPath,
  type JsonPath,
  PACKAGE_FIELDS,
  ROOT_FIELDS,
  validSnapshot,
  withTempDir,
} from "./_snapshot_fixture.ts";
import { createPrng, type Prng } from "../scripts/_prng.ts";
import { isValidSnapshotJson } from "../src/snapshot/snapshot_check.ts";
import {
  allPaths,
  DROP,
  isObj,
  mutate,
  type Obj,
  randomMutation,
  RETYPES,
} from "./_snapshot_mutations.ts";

// --- Reference checker, written from the spec, independent of the zod schema ---------------

const isStr = (v: unknown): v is string => typeof v === "string";
const isPage = (v: unknown): boolean => (DOC_PAGES as readonly unknown[]).includes(v);
const strings = (v: unknown): boolean => Array.isArray(v) && v.every(isStr);
const optional = (o: Obj, key: string, ok: (v: unknown) => boolean): boolean =>
  !(key in o) || ok(o[key]);
const typeRef = (v: unknown): boolean => isObj(v) && isStr(v.text);
const list = (ok: (v: unknown) => boolean) => (v: unknown): boolean =>
  Array.isArray(v) && v.every(ok);
const named = (more: (o: Obj) => boolean = () => true) => (v: unknown): boolean =>
  isObj(v) && isStr(v.name) && optional(v, "description", isStr) && more(v);

const declarationOk = (d: unknown): boolean =>
  isObj(d) &&
  ["kind", "name", "tagName", "description"].every((key) => optional(d, key, isStr)) &&
  optional(d, "superclass", (s) => isObj(s) && isStr(s.name) && optional(s, "package", isStr)) &&
  optional(
    d,
    "attributes",
    list(named((a) =>
      optional(a, "default", isStr) && optional(a, "fieldName", isStr) &&
      optional(a, "type", typeRef)
    )),
  ) &&
  optional(
    d,
    "members",
    list(named((m) =>
      optional(m, "kind", (k) => k === "field" || k === "method") && optional(m, "type", typeRef)
    )),
  ) &&
  optional(
    d,
    "events",
    list(named((e) =>
      optional(e, "type", typeRef)
    )),
  ) &&
  optional(d, "slots", list(named())) &&
  optional(d, "cssParts", list(named())) &&
  optional(d, "cssProperties", list(named((p) => optional(p, "default", isStr))));

function packageOk(p: unknown): boolean {
  if (!isObj(p)) return false;
  const { slug, name, docs, availableDocPages: pages } = p;
  if (!isStr(slug) || slug === "" || /[/\\]/.test(slug)) return false;
  if (!isStr(name) || name === "") return false;
  if (!isStr(p.version) || !isStr(p.category) || !isStr(p.description)) return false;
  if (!strings(p.exports) || !strings(p.keywords) || !strings(p.related)) return false;
  if (!Array.isArray(pages) || !pages.every(isPage)) return false;
  if (new Set(pages).size !== pages.length) return false;
  if (!isObj(docs) || !Object.entries(docs).every(([k, v]) => isPage(k) && isStr(v))) {
    return false;
  }
  if (!pages.every((page) => page in docs)) return false;
  if (!Object.keys(docs).every((page) => pages.includes(page))) return false;
  if (!Array.isArray(p.components) || !p.components.every(declarationOk)) return false;
  return p.apiSource === null || isStr(p.apiSource);
}

/** Whether the spec accepts `raw` as a snapshot. */
function referenceValid(raw: unknown): boolean {
  if (!isObj(raw) || !isStr(raw.version) || !Array.isArray(raw.packages)) return false;
  if (!raw.packages.every(packageOk)) return false;
  const slugs = raw.packages.map((p: Obj) => p.slug);
  return new Set(slugs).size === slugs.length;
}

// --- Outcomes -------------------------------------------------------------------------------

type Outcome = { ok: true; data: BundledData } | { ok: false; message: string };

/** Runs `fn`; any throw other than a plain `Error` carrying the hint fails the test. */
function attempt(fn: () => BundledData, context: string): Outcome {
  try {
    return { ok: true, data: fn() };
  } catch (error) {
    if (!(error instanceof Error) || error.constructor !== Error) {
      const kind = error instanceof Error ? error.constructor.name : typeof error;
      throw new assert.AssertionError({
        message: `${context}: threw ${kind} instead of Error: ${String(error)}`,
      });
    }
    assert.ok(
      error.message.includes(REGENERATE_HINT),
      `${context}: no regeneration hint in:\n${error.message}`,
    );
    return { ok: false, message: error.message };
  }
}

/**
 * Validates `raw` and checks the outcome against the reference checker. Returns the error
 * message when rejected.
 */
function checkValidation(raw: unknown, context: string): string | undefined {
  const outcome = attempt(() => validateBundledData(raw), context);
  const expected = referenceValid(raw);
  // The quick check that loadData() runs first answers as zod does.
  assert.equal(isValidSnapshotJson(raw), outcome.ok, `${context}: the quick check disagrees`);
  if (outcome.ok) {
    assert.ok(expected, `${context}: accepted, but the spec rejects it`);
    // Nothing is dropped or rewritten: extra keys are kept.
    assert.deepEqual(outcome.data, raw, `${context}: the validated data differs from the input`);
    return undefined;
  }
  assert.ok(!expected, `${context}: rejected, but the spec accepts it:\n${outcome.message}`);
  assert.match(
    outcome.message,
    /^Invalid catalog snapshot \(\d+ problems?\):\n {2}- \S/,
    `${context}: unexpected message shape`,
  );
  return outcome.message;
}

// --- Files ----------------------------------------------------------------------------------

/** Loads `bytes` from a file; the outcome must be a snapshot or a plain Error with the hint. */
function loadBytes(dir: string, bytes: Uint8Array, context: string): Outcome {
  const path = join(dir, "catalog.json");
  Deno.writeFileSync(path, bytes);
  return attempt(() => loadData({ path }), context);
}

/** Offsets to cut a file at: both ends densely, the middle at random. */
function cutOffsets(random: Prng, length: number, randomCount: number): number[] {
  const offsets = new Set<number>();
  for (let i = 0; i < Math.min(48, length); i++) offsets.add(i).add(length - 1 - i);
  for (let i = 0; i < randomCount; i++) offsets.add(random.below(length));
  return [...offsets].sort((a, b) => a - b);
}

/** Checks every truncation of `bytes`: each must be rejected with the hint and a location. */
function checkTruncations(dir: string, bytes: Uint8Array, offsets: number[]): void {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (const offset of offsets) {
    const cut = bytes.subarray(0, offset);
    const context = `truncated at byte ${offset} of ${bytes.length}`;
    const outcome = loadBytes(dir, cut, context);
    assert.ok(!outcome.ok, `${context}: loaded`);
    let text: string;
    try {
      text = decoder.decode(cut);
    } catch {
      assert.match(outcome.message, /not valid UTF-8/, context);
      continue;
    }
    if (text.trim() === "") assert.match(outcome.message, /the file is empty/, context);
    else assert.match(outcome.message, /not valid JSON \(line \d+, column \d+\)/, context);
  }
}

/** Byte sequences that are invalid UTF-8 wherever they are inserted into valid UTF-8. */
const INVALID_UTF8: readonly number[][] = [
  [0xff],
  [0xfe],
  [0x80],
  [0xbf, 0xbf],
  [0xc3],
  [0xc0, 0xaf],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf5, 0x80, 0x80, 0x80],
];

function checkInvalidUtf8(dir: string, bytes: Uint8Array, random: Prng, count: number) {
  for (let i = 0; i < count; i++) {
    const offset = random.below(bytes.length + 1);
    const sequence = random.pick(INVALID_UTF8);
    const injected = new Uint8Array(bytes.length + sequence.length);
    injected.set(bytes.subarray(0, offset));
    injected.set(sequence, offset);
    injected.set(bytes.subarray(offset), offset + sequence.length);
    const context = `${JSON.stringify(sequence)} injected at byte ${offset}`;
    const outcome = loadBytes(dir, injected, context);
    assert.ok(!outcome.ok, `${context}: loaded`);
    assert.match(outcome.message, /not valid UTF-8/, context);
  }
}

// --- Field-wise fuzzing of the fixture ------------------------------------------------------

/** Drops and retypes `path` in `root`; every outcome is checked, rejections name the path. */
function fuzzField(root: unknown, path: JsonPath, through?: string): void {
  const field = formatPath(path);
  const variants: [string, unknown][] = [["dropped", DROP], ...RETYPES];
  for (const [label, value] of variants) {
    const mutated = mutate(root, path, value);
    const context = `${field} ${label === "dropped" ? label : `retyped to ${label}`}`;
    const message = checkValidation(mutated, context);
    if (message !== undefined) {
      assert.ok(message.includes(field), `${context}: the message does not name ${field}`);
    }
    if (through !== undefined) {
      const path = join(through, "catalog.json");
      Deno.writeTextFileSync(path, JSON.stringify(mutated));
      const loaded = attempt(() => loadData({ path }), `${context} (loadData)`);
      assert.equal(loaded.ok, message === undefined, `${context}: loadData disagrees`);
      if (!loaded.ok) assert.equal(loaded.message, message, `${context}: loadData message`);
    }
  }
}

for (const field of ROOT_FIELDS) {
  Deno.test(`validateBundledData() and loadData() catch the root ${field} dropped or retyped to each JSON type`, () => {
    withTempDir((dir) => fuzzField(validSnapshot(), [field], dir));
  });
}

for (const field of PACKAGE_FIELDS) {
  Deno.test(`validateBundledData() and loadData() catch packages[i].${field} dropped or retyped to each JSON type`, () => {
    withTempDir((dir) => {
      const snapshot = validSnapshot();
      snapshot.packages.forEach((_, i) => fuzzField(snapshot, ["packages", i, field], dir));
    });
  });
}

Deno.test("validateBundledData() catches every node of the fixture dropped or retyped to each JSON type", () => {
  const snapshot = validSnapshot();
  const paths = allPaths(snapshot);
  assert.ok(paths.length > 100, `only ${paths.length} paths`);
  for (const path of paths) {
    for (const [label, value] of [["dropped", DROP], ...RETYPES] as const) {
      checkValidation(mutate(snapshot, path, value), `${formatPath(path)} ${label}`);
    }
  }
});

Deno.test("validateBundledData() agrees with the spec on 3000 random seeded mutations of the fixture", () => {
  const seed = 0x5eed01;
  const random = createPrng(seed);
  let accepted = 0;
  for (let i = 0; i < 3000; i++) {
    let raw: unknown = validSnapshot();
    const steps: string[] = [];
    const count = 1 + random.below(3);
    for (let step = 0; step < count; step++) {
      const [next, label] = randomMutation(random, raw);
      raw = next;
      steps.push(label);
    }
    if (checkValidation(raw, `seed ${seed} #${i}: ${steps.join("; ")}`) === undefined) accepted++;
  }
  // Both outcomes occur, so the comparison with the reference means something.
  assert.ok(accepted > 100 && accepted < 2900, `${accepted} of 3000 accepted`);
});

Deno.test("loadData() agrees with validateBundledData() on 200 random mutations written to a file", () => {
  const seed = 0x5eed02;
  const random = createPrng(seed);
  withTempDir((dir) => {
    for (let i = 0; i < 200; i++) {
      const [raw, label] = randomMutation(random, validSnapshot());
      const context = `seed ${seed} #${i}: ${label}`;
      const message = checkValidation(raw, context);
      const outcome = loadBytes(dir, new TextEncoder().encode(JSON.stringify(raw)), context);
      assert.equal(outcome.ok, message === undefined, `${context}: loadData disagrees`);
    }
  });
});

Deno.test("loadData() rejects the fixture file truncated at many offsets with the hint and a location", () => {
  const bytes = new TextEncoder().encode(JSON.stringify(validSnapshot(), null, 2));
  withTempDir((dir) =>
    checkTruncations(dir, bytes, cutOffsets(createPrng(0x5eed03), bytes.length, 400))
  );
});

Deno.test("loadData() rejects the fixture file with invalid UTF-8 injected at random offsets", () => {
  const bytes = new TextEncoder().encode(JSON.stringify(validSnapshot(), null, 2));
  withTempDir((dir) => checkInvalidUtf8(dir, bytes, createPrng(0x5eed04), 300));
});

Deno.test("validateBundledData() rejects JSON values of every type at the root", () => {
  for (const [label, value] of RETYPES) checkValidation(value, `root retyped to ${label}`);
  checkValidation(undefined, "root undefined");
});

// --- The real corpus ------------------------------------------------------------------------

const REPO_ROOT = new URL("../", import.meta.url);
const CORPUS = fileURLToPath(new URL("../shared/corpus/real-catalog-29pkg.json", REPO_ROOT));
const CORPUS_TESTS = [
  "validateBundledData() and loadData() accept the real corpus: 29 packages, 210 component declarations",
  "validateBundledData() catches the real corpus's package fields dropped or retyped",
  "validateBundledData() agrees with the spec on 400 random seeded mutations of the real corpus",
  "loadData() rejects the real corpus truncated or with invalid UTF-8 injected",
];

if (!existsSync(CORPUS)) {
  for (const name of CORPUS_TESTS) {
    Deno.test({ name: `${name} (skipped: ../shared/corpus not present)`, ignore: true, fn() {} });
  }
} else {
  const bytes = readFileSync(CORPUS);
  const corpus: unknown = JSON.parse(new TextDecoder().decode(bytes));

  Deno.test(CORPUS_TESTS[0] ?? "", () => {
    const validated = validateBundledData(corpus);
    const loaded = loadData({ path: CORPUS });
    assert.deepEqual(loaded, validated);
    for (const data of [validated, loaded]) {
      assert.equal(data.packages.length, 29);
      const declarations = data.packages.reduce((sum, p) => sum + p.components.length, 0);
      assert.equal(declarations, 210);
    }
    assert.ok(referenceValid(corpus), "the reference checker rejects the real corpus");
  });

  Deno.test(CORPUS_TESTS[1] ?? "", () => {
    const random = createPrng(0x5eed05);
    const count = (corpus as BundledData).packages.length;
    for (let n = 0; n < 4; n++) {
      const index = random.below(count);
      for (const field of PACKAGE_FIELDS) fuzzField(corpus, ["packages", index, field]);
    }
    for (const field of ROOT_FIELDS) fuzzField(corpus, [field]);
  });

  Deno.test(CORPUS_TESTS[2] ?? "", () => {
    const seed = 0x5eed06;
    const random = createPrng(seed);
    const paths = allPaths(corpus);
    for (let i = 0; i < 400; i++) {
      const [raw, label] = randomMutation(random, corpus, paths);
      checkValidation(raw, `seed ${seed} #${i}: ${label}`);
    }
  });

  Deno.test(CORPUS_TESTS[3] ?? "", () => {
    const random = createPrng(0x5eed07);
    withTempDir((dir) => {
      const offsets = cutOffsets(random, bytes.length, 0).filter((_, i) => i % 8 === 0);
      for (let i = 0; i < 24; i++) offsets.push(random.below(bytes.length));
      checkTruncations(dir, bytes, offsets);
      checkInvalidUtf8(dir, bytes, random, 12);
    });
  });
}
