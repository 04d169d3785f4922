import assert from "node:assert/strict";
import { codeNames, symbolNames } from "../src/search/query_names.ts";

Deno.test("codeNames takes names shaped like code, the last part of a dotted one, each once", () => {
  assert.deepEqual(codeNames("Effect.catchAll renamed? Effect.catchAll"), ["catchAll"]);
  assert.deepEqual(codeNames("z.string().email() deprecated"), ["email"]);
  assert.deepEqual(codeNames("`experimental_throttle` of useChat"), [
    "experimental_throttle",
    "useChat",
  ]);
  assert.deepEqual(codeNames("images.minimumCacheTTL default"), ["minimumCacheTTL"]);
});

Deno.test("codeNames leaves plain words, capitalised words and dotted prose alone", () => {
  assert.deepEqual(codeNames("Either Result throttle Node.js e.g. wa-button @ai-sdk/react"), []);
});

Deno.test("symbolNames adds capitalised words but common ones to the names shaped like code", () => {
  assert.deepEqual(symbolNames("What replaced Either? Is Result the catchAll"), [
    "Either",
    "Result",
    "catchAll",
  ]);
});
