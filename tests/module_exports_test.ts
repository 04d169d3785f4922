import assert from "node:assert/strict";
import { type ExportItem, moduleExports } from "../src/generator/read/modules/module_exports.ts";

const names = (items: readonly ExportItem[]) =>
  items.map((item) => "name" in item ? item.name : `* from ${item.starFrom}`);

Deno.test("moduleExports() finds every top-level export form and ignores comments, strings and namespaces", () => {
  const source = [
    "/** export function inDoc() {} */",
    "// export const inComment = 1;",
    'const s = "export const inString = 1";',
    "const t = `export class InTemplate ${'}'}`;",
    'const r = /export const inRegExp = "/;',
    "export function* gen() {}",
    "export async function load() {}",
    "export declare const declared: string;",
    "export abstract class Shape {}",
    "export const a = 1, m: Map<string, number> = new Map(), b = () => 2;",
    "export const [c, , d = 1, ...e] = [];",
    "export const { x: renamed, y: { deep }, ...rest } = {} as any;",
    "export let f = 1",
    "export const enum Mode { On }",
    "export enum Color { Red }",
    "export interface Props {}",
    "export type Id = string;",
    "export namespace Space { export const hidden = 1; }",
    "export module Legacy {}",
    'declare module "ambient" { export const alsoHidden: 1; }',
    "export { g as h, type I, j as default };",
    'export * as ns from "./ns.ts";',
    'export * from "./all.ts";',
    'export type * from "./types.ts";',
    'export { k, l as m2 } from "./k.ts";',
    "export import K = Space.hidden;",
    "export as namespace GlobalName;",
  ].join("\n");
  const result = moduleExports(source, "mod.ts");
  assert.deepEqual(names(result.items), [
    "gen",
    "load",
    "declared",
    "Shape",
    "a",
    "m",
    "b",
    "c",
    "d",
    "e",
    "renamed",
    "deep",
    "rest",
    "f",
    "Mode",
    "Color",
    "Props",
    "Id",
    "Space",
    "Legacy",
    "h",
    "I",
    "default",
    "ns",
    "* from ./all.ts",
    "* from ./types.ts",
    "k",
    "m2",
    "K",
  ]);
  assert.deepEqual(result.unsupported, []);
});

Deno.test("moduleExports() takes no type parameter or type argument for a declarator", () => {
  const source = [
    "export const make = <T = unknown, U = any>(h: H<T, U>): Handler<E, P, I> => h",
    "export const table = new Map<string, Set<number>>(), size = 2;",
    "export let open, closed = 1;",
    "export const done = (x: number) => x >= 2, last = 3;",
    // A comparison inside brackets closes no bracket: `leaked` is a key, not a declarator.
    "export const feature = { a: (x) => [x.length > 0 ? 1 : 2], leaked: () => 1 };",
    "export const sized = { b: (x) => x.size < 2 && [x], inner: 1 }, after = 4;",
  ].join("\n");
  assert.deepEqual(names(moduleExports(source, "mod.ts").items), [
    "make",
    "table",
    "size",
    "open",
    "closed",
    "done",
    "last",
    "feature",
    "sized",
    "after",
  ]);
});

Deno.test("moduleExports() reads export default and export = as the module's default export", () => {
  assert.deepEqual(moduleExports("const x = 1;\nexport = x;\n", "mod.ts"), {
    items: [{ name: "default" }],
    ambientModules: new Map(),
    unsupported: [],
  });
  const defaults = [
    "export default function named() {}",
    "export default class {}",
    "export default interface Options {}",
    "export default 42;",
  ];
  for (const source of defaults) {
    assert.deepEqual(names(moduleExports(source, "mod.ts").items), ["default"], source);
  }
});

Deno.test("moduleExports() records each declare module block of a .d.ts under its module name", () => {
  const source = [
    'import type { Base } from "./base";',
    "export declare const top: number;",
    'declare module "pkg" {',
    "  export function main(): void;",
    '  export * from "pkg/helpers";',
    "  export default main;",
    "}",
    'declare module "pkg/sub" {',
    "  export interface Sub extends Base {}",
    "  const hidden: 1;",
    "  export { hidden as visible };",
    "}",
    'declare module "pkg" {',
    "  export const added: 1;",
    "}",
    "declare global {",
    "  interface Window { injected: true }",
    "}",
    "export as namespace Pkg;",
  ].join("\n");
  const result = moduleExports(source, "types/index.d.ts");
  assert.deepEqual(names(result.items), ["top"]);
  assert.deepEqual(
    Object.fromEntries([...result.ambientModules].map(([name, items]) => [name, names(items)])),
    {
      pkg: ["main", "* from pkg/helpers", "default", "added"],
      "pkg/sub": ["Sub", "visible"],
    },
  );
  assert.deepEqual(result.unsupported, []);
});

Deno.test("moduleExports() exports every declaration of a .d.ts module or declare module block without export statements, as TypeScript does", () => {
  const implicit = [
    'import type { Base } from "./base";',
    "declare const internal: Base;",
    "export declare function f(): typeof internal;",
    "interface Options {}",
    "declare global { interface Window { added: true } }",
    'declare module "legacy" {',
    "  function old(): void;",
    "  const version: string;",
    "  interface Opts {}",
    "  namespace Util {}",
    "}",
  ].join("\n");
  const result = moduleExports(implicit, "index.d.ts");
  assert.deepEqual(names(result.items), ["internal", "f", "Options"]);
  assert.deepEqual(names(result.ambientModules.get("legacy") ?? []), [
    "old",
    "version",
    "Opts",
    "Util",
  ]);
  // `export {}` turns the rule off; an ordinary module and a script never had it.
  assert.deepEqual(names(moduleExports(`${implicit}\nexport {};`, "index.d.ts").items), ["f"]);
  assert.deepEqual(names(moduleExports(implicit, "index.ts").items), ["f"]);
  assert.deepEqual(names(moduleExports("declare const g: 1;", "globals.d.ts").items), []);
});

Deno.test("moduleExports() parses JSX by the file's extension", () => {
  const source = "export const Button = () => <button>{'export const no = 1'}</button>;\n" +
    "export function Icon() { return <svg />; }";
  assert.deepEqual(names(moduleExports(source, "button.tsx").items), ["Button", "Icon"]);
  assert.deepEqual(names(moduleExports(source, "button.jsx").items), ["Button", "Icon"]);
});

Deno.test("moduleExports() reads a CommonJS-style declaration file: export = of a namespace", () => {
  const source = [
    "declare function lib(input: string): string;",
    "declare namespace lib {",
    "  export const version: string;",
    "}",
    "export = lib;",
  ].join("\n");
  assert.deepEqual(names(moduleExports(source, "index.d.ts").items), ["default"]);
});
