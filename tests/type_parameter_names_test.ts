/**
 * `namedTypeParameters` (src/symbols/type_parameter_names.ts): a long class or interface header
 * keeps its type parameters' names alone.
 */
import assert from "node:assert/strict";
import { namedTypeParameters } from "../src/symbols/type_parameter_names.ts";

Deno.test("a long header keeps its type parameters' names: nested brackets and arrows are inside one", () => {
  const long = "export interface Options<TData extends Record<string, Array<number>> = {}, " +
    "TFn extends (value: TData) => void = () => void, TKey extends keyof TData = keyof TData> " +
    "extends Base<TData> {";
  assert.equal(
    namedTypeParameters(long),
    "export interface Options<TData, TFn, TKey> extends Base<TData> {",
  );
});

Deno.test("a short header, a line that is no header and a header without type parameters stay as they are", () => {
  const short = "interface Options<T extends string = string> {";
  assert.equal(namedTypeParameters(short), short);
  const function_ = `function pick<T extends Record<string, unknown>>(value: T): T ${
    "// ".repeat(40)
  }`;
  assert.equal(namedTypeParameters(function_), function_);
  const plain = `class Client extends Base implements ${"Service, ".repeat(20)}Other {`;
  assert.equal(namedTypeParameters(plain), plain);
});
