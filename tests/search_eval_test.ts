import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadData } from "../mod.ts";
import {
  DEFAULT_SNAPSHOT_DIR,
  figures,
  firstRank,
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

Deno.test("search eval: the questions are well formed", () => {
  const questions = readQuestions(readCatalogs());
  assert.ok(questions.length >= 60, `${questions.length} questions`);
});

Deno.test({
  name: `search eval: every expected id of the real catalog's questions exists ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn() {
    const questions = readQuestions(readCatalogs()).filter((q) => q.catalog === "real-29pkg");
    assert.deepEqual(missingIds(questions, snapshotIds(loadRealCorpus())), []);
  },
});

const generated = readCatalogs().filter((c) =>
  c.snapshot !== undefined && existsSync(join(DEFAULT_SNAPSHOT_DIR, c.snapshot))
);

Deno.test({
  name: `search eval: every expected id exists in the generated snapshots ${
    generated.length > 0
      ? `(${generated.map((c) => c.name).join(", ")})`
      : "(skipped: no snapshot in .bench/search-eval/; see docs/search-eval.md)"
  }`,
  ignore: generated.length === 0,
  fn() {
    const questions = readQuestions(readCatalogs());
    for (const catalog of generated) {
      const data = loadData({ path: join(DEFAULT_SNAPSHOT_DIR, catalog.snapshot!) });
      const mine = questions.filter((q) => q.catalog === catalog.name);
      assert.deepEqual(missingIds(mine, snapshotIds(data)), [], catalog.name);
    }
  },
});
