import assert from "node:assert/strict";
import { codeCalls } from "../src/search/code_calls.ts";

/** A code page as `code_page.ts` writes one: a section per definition, its place, its code. */
function codePage(sections: [heading: string, place: string, code: string][]) {
  const markdown = sections.map(([heading, place, code]) =>
    `## ${heading}\n\n${place}\n\n\`\`\`js\n${code}\n\`\`\`\n`
  ).join("\n");
  return { id: "code", markdown };
}

const page = codePage([
  ["Queue.push()", "lib/queue.js:3", "push(job) {\n  this.drain()\n  return JSON.parse(job)\n}"],
  ["Queue.drain()", "lib/queue.js:9", "drain() {\n  return new Worker(LIMITS)\n}"],
  ["Pool.drain()", "lib/pool.js:2", "drain() {}"],
  ["Worker.constructor()", "lib/worker.js:1", "constructor(limits) {\n  this.limits = limits\n}"],
  ["LIMITS", "lib/limits.js:1", "const LIMITS = {\n  jobs: 4,\n}"],
  [
    "parse()",
    "lib/parse.js:1",
    "function parse(text) {\n  function inner() {}\n  return inner()\n}",
  ],
  ["run()", "lib/run.js:1", "function run() {\n  drain()\n  parse(limits)\n}"],
  ["run(), lines 60-90", "lib/run.js:60", "  run()\n  helper()"],
  ["helper()", "lib/run.js:99", "function helper() {\n  return run()\n}"],
]);

Deno.test("codeCalls() names the sections a section calls, constructs and reads, in its order", () => {
  // `this.drain()` is its own class's, `new Worker(` its constructor's, `LIMITS` a value read;
  // `JSON.parse(` is the platform's, not the page's `parse()`.
  assert.deepEqual(codeCalls(page, "queuepush"), ["queuedrain"]);
  assert.deepEqual(codeCalls(page, "queuedrain"), ["workerconstructor", "limits"]);
});

Deno.test("codeCalls() leaves out what it cannot tell apart, what a section defines and its own parts", () => {
  // Two `drain()`s in other scripts: neither; `parse(` called, `limits` a lower-case word.
  assert.deepEqual(codeCalls(page, "run"), ["parse"]);
  // A function it defines is not one it calls, nor one that the page does not define.
  assert.deepEqual(codeCalls(page, "parse"), []);
  // A later part of `run()` calls `run()`: itself, not named; a definition calling it is.
  assert.deepEqual(codeCalls(page, "run-lines-60-90"), ["helper"]);
  assert.deepEqual(codeCalls(page, "helper"), ["run"]);
  assert.deepEqual(codeCalls(page, "no-such-section"), []);
});
