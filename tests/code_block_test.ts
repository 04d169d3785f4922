import assert from "node:assert/strict";
import { codeBlock } from "../src/generator/read/installed/code_block.ts";

Deno.test("codeBlock() keeps a long line of fallbacks whole and cuts one past 320 characters", () => {
  const fallbacks = "const message = " +
    Array.from({ length: 12 }, (_, i) => `options.message${i}`).join(" ?? ") + ";";
  assert.ok(fallbacks.length > 250 && fallbacks.length <= 320);
  assert.equal(codeBlock([fallbacks]), "```js\n" + fallbacks + "\n```\n");
  const minified = "x".repeat(500);
  assert.equal(codeBlock([minified]), "```js\n" + "x".repeat(319) + "…\n```\n");
  // The lines asked to be kept are never cut.
  assert.equal(codeBlock([minified], [0, 0]), "```js\n" + minified + "\n```\n");
});
