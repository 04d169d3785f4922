import assert from "node:assert/strict";
import { join } from "node:path";
import { EVAL_DIR } from "./_app.ts";
import { questionProblems, readQuestions } from "./_questions.ts";
import type { Question } from "./_questions.ts";

const manifest = JSON.parse(Deno.readTextFileSync(join(EVAL_DIR, "package.json")));
const dependencies = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
];

Deno.test("questions.json holds 40 sound questions about the app's direct dependencies", () => {
  const questions = readQuestions();
  assert.equal(questions.length, 40);
  assert.deepEqual(questionProblems(questions, dependencies), []);
});

Deno.test("questionProblems() names duplicate ids, unknown packages, kinds and sources", () => {
  const sound: Question = {
    id: "a",
    package: "next",
    kind: "docs",
    question: "q?",
    answer: "a.",
    source: "node_modules/next/README.md",
  };
  assert.deepEqual(
    questionProblems([
      sound,
      { ...sound, package: "vue", source: "README.md" },
      { ...sound, id: "b", answer: " ", kind: "guess" as Question["kind"] },
    ], dependencies),
    [
      "a: duplicate id",
      "a: vue is not a direct dependency of the app",
      "a: source README.md is not under node_modules/",
      "b: no answer",
      "b: kind guess",
    ],
  );
});
