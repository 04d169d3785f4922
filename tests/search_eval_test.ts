import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadData } from "../mod.ts";
import {
  BLIND_DIR,
  DEFAULT_SNAPSHOT_DIR,
  EVAL_SETS,
  figures,
  firstRank,
  HELD_OUT_DIR,
  missingIds,
  readCatalogs,
  readQuestions,
  snapshotIds,
} from "../scripts/_search_eval.ts";
import { HAS_REAL_CORPUS, loadRealCorpus, REAL_CORPUS_NOTE } from "./_corpus.ts";

Deno.test("search eval: hit@k, MRR and the character figures", () => {
  const outcomes = [
    { rank: 1, chars: 100 },
    { rank: 3, chars: 300 },
    { rank: null, chars: 900 },
    { rank: 2, chars: 200 },
  ];
  assert.deepEqual(figures(outcomes), {
    count: 4,
    hitAt1: 0.25,
    hitAt3: 0.75,
    mrr: (1 + 1 / 3 + 0 + 1 / 2) / 4,
    medianChars: 250,
    p95Chars: 900,
  });
  assert.deepEqual(firstRank(["a", "b", "c"], ["c", "b"]), 2);
  assert.deepEqual(firstRank(["a"], ["z"]), null);
});

Deno.test("search eval: the questions of the three sets are well formed", () => {
  const questions = readQuestions(readCatalogs());
  assert.ok(questions.length >= 60, `${questions.length} questions`);
  const heldOut = readQuestions(readCatalogs(HELD_OUT_DIR), HELD_OUT_DIR);
  assert.ok(heldOut.length >= 50, `${heldOut.length} held-out questions`);
  const blind = readQuestions(readCatalogs(BLIND_DIR), BLIND_DIR);
  assert.ok(blind.length >= 75, `${blind.length} blind questions`);
  assert.deepEqual(blind.filter((q) => !q.answer?.trim()).map((q) => q.id), []);
  const blindCatalogs = readCatalogs(BLIND_DIR);
  for (const name of blindCatalogs.map((c) => c.name)) {
    assert.ok(blind.filter((q) => q.catalog === name).length >= 25, `${name}: 25 questions`);
  }
  const mine = new Set(readCatalogs().map((c) => c.name));
  assert.deepEqual(readCatalogs(HELD_OUT_DIR).filter((c) => mine.has(c.name)), []);
  const earlier = new Set([...mine, ...readCatalogs(HELD_OUT_DIR).map((c) => c.name)]);
  assert.deepEqual(blindCatalogs.filter((c) => earlier.has(c.name)), []);
});

Deno.test("search eval: a set that requires answers rejects a question without one", () => {
  const dir = `${Deno.makeTempDirSync()}/`;
  const catalogs = [{ name: "demo", snapshot: "demo.json" }];
  const question = {
    id: "demo-q",
    catalog: "demo",
    kind: "symbol",
    keywords: "two words",
    question: "Which function does it?",
    expected: ["symbol/demo/run"],
  };
  const write = (file: object) =>
    Deno.writeTextFileSync(`${dir}questions.json`, JSON.stringify(file));
  try {
    write({ questions: [question] });
    assert.equal(readQuestions(catalogs, dir).length, 1);
    write({ answersRequired: true, questions: [question] });
    assert.throws(() => readQuestions(catalogs, dir), /demo-q: no answer/);
    write({ answersRequired: true, questions: [{ ...question, answer: "  " }] });
    assert.throws(() => readQuestions(catalogs, dir), /demo-q: the answer should be/);
    write({ answersRequired: true, questions: [{ ...question, answer: "run() does it." }] });
    assert.equal(readQuestions(catalogs, dir)[0]?.answer, "run() does it.");
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test({
  name: `search eval: every expected id of the real catalog's questions exists ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn() {
    const questions = readQuestions(readCatalogs()).filter((q) => q.catalog === "real-29pkg");
    assert.deepEqual(missingIds(questions, snapshotIds(loadRealCorpus())), []);
  },
});

const generated = EVAL_SETS.flatMap((dir) =>
  readCatalogs(dir).filter((c) =>
    c.snapshot !== undefined && existsSync(join(DEFAULT_SNAPSHOT_DIR, c.snapshot))
  ).map((catalog) => ({ dir, catalog }))
);

Deno.test({
  name: `search eval: every expected id exists in the generated snapshots ${
    generated.length > 0
      ? `(${generated.map(({ catalog }) => catalog.name).join(", ")})`
      : "(skipped: no snapshot in .bench/search-eval/; see docs/search-eval.md)"
  }`,
  ignore: generated.length === 0,
  fn() {
    for (const { dir, catalog } of generated) {
      const data = loadData({ path: join(DEFAULT_SNAPSHOT_DIR, catalog.snapshot!) });
      const mine = readQuestions(readCatalogs(dir), dir).filter((q) => q.catalog === catalog.name);
      assert.deepEqual(missingIds(mine, snapshotIds(data)), [], catalog.name);
    }
  },
});
