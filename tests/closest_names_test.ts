import assert from "node:assert/strict";
import { closestNames } from "../src/catalog/closest_names.ts";

const TAGS = ["sg-badge", "sg-button", "sg-button-group", "sg-card", "sg-checkbox", "sg-dialog"];

Deno.test("closestNames() suggests a name one typo away first", () => {
  assert.deepEqual(closestNames("sg-buton", TAGS)[0], "sg-button");
  assert.deepEqual(closestNames("sg-butotn", TAGS)[0], "sg-button");
});

Deno.test("closestNames() matches case-insensitively and keeps the candidate's spelling", () => {
  assert.deepEqual(closestNames("createward", ["createWard", "Ward"]), ["createWard", "Ward"]);
});

Deno.test("closestNames() counts a name that contains the query as one edit away", () => {
  assert.deepEqual(closestNames("button", TAGS), ["sg-button", "sg-button-group"]);
});

Deno.test("closestNames() suggests nothing when no name is close", () => {
  assert.deepEqual(closestNames("tooltip", TAGS), []);
  assert.deepEqual(closestNames("", TAGS), []);
});

Deno.test("closestNames() orders by distance, then by the candidates' order, and honours the limit", () => {
  const names = ["parseDate", "parseData", "parse", "parseDates", "formatDate"];
  assert.deepEqual(closestNames("parseDat", names), [
    "parseDate",
    "parseData",
    "parse",
    "parseDates",
  ]);
  assert.deepEqual(closestNames("parseDat", names, 2), ["parseDate", "parseData"]);
});
