import assert from "node:assert/strict";
import type { BundledPackage } from "../src/snapshot/model.ts";
import { scriptSettings } from "../src/generator/read/installed/script_settings.ts";
import { codeSettings } from "../src/tools/code_settings.ts";

function settingsOf(scripts: Record<string, string[]>): Record<string, string[]> {
  return scriptSettings(Object.entries(scripts).map(([path, lines]) => ({ path, lines })));
}

Deno.test("scriptSettings() keeps the lines that set a name to a value: declared, a let list's, this's field, an object's property, a fallback, a short literal over lines", () => {
  const settings = settingsOf({
    "lib/a.js": [
      "const LIMIT = 3;",
      "let a = 1,",
      "  timeout = 500,",
      "  b = 2;",
      "    this.retries = options.retries ?? 2;",
      "const defaults = {",
      "  maxLength: 255,",
      "  pattern: /^data:image\\/(gif|png);/,",
      "  allowedEmpty: [",
      "    'alt'",
      "  ],",
      "  limits: {",
      "    depth: 3",
      "  },",
      "  handlers: [",
      "    first,",
      "  ],",
      "};",
    ],
  });
  assert.deepEqual(settings.LIMIT, ["lib/a.js:1: const LIMIT = 3;"]);
  assert.deepEqual(settings.timeout, ["lib/a.js:3: timeout = 500,"]);
  assert.deepEqual(settings.retries, ["lib/a.js:5: this.retries = options.retries ?? 2;"]);
  assert.deepEqual(settings.maxLength, ["lib/a.js:7: maxLength: 255,"]);
  assert.deepEqual(settings.pattern, ["lib/a.js:8: pattern: /^data:image\\/(gif|png);/,"]);
  assert.deepEqual(settings.allowedEmpty, ["lib/a.js:9: allowedEmpty: [ 'alt' ],"]);
  assert.deepEqual(settings.limits, ["lib/a.js:12: limits: { depth: 3 },"]);
  assert.equal(settings.handlers, undefined);
  assert.equal(settings.defaults, undefined);
});

Deno.test("scriptSettings() reads arrays of numbers with exponents, twelve at most, and a longer one at once", () => {
  // mathjs' `lgamma` coefficients: cut into numbers in every way its digits allow, a line like
  // this kept the old pattern backtracking for minutes (the whole package for four).
  const numbers = (count: number) =>
    Array.from({ length: count }, (_, k) => `-${k + 1}.955065359477124183e-${k + 2}`).join(", ");
  const settings = settingsOf({
    "lib/lgamma.js": [
      `var SHORT = [${numbers(8)}];`,
      `var LONG = [${numbers(16)}];`,
      `  g: 4.7421875e+0,`,
    ],
  });
  assert.deepEqual(Object.keys(settings).sort(), ["SHORT", "g"]);
  assert.deepEqual(settings.g, ["lib/lgamma.js:3: g: 4.7421875e+0,"]);
});

Deno.test("scriptSettings() leaves out comments, comparisons, other objects' properties, values not literal and names no object key can be", () => {
  const settings = settingsOf({
    "lib/a.js": [
      " * @example Settings.LIMIT = 9",
      "// LIMIT = 8",
      "if (n == LIMIT) {}",
      "options.LIMIT = 4;",
      "this.LIMIT = LIMIT;",
      "LIMIT = compute(n);",
      "const fn = LIMIT => 5;",
      "const LIMIT = 3;",
      "let x = cond ? LIMIT : 0;",
      "  constructor: 1,",
      '  "__proto__": null,',
    ],
  });
  assert.deepEqual(settings.LIMIT, ["lib/a.js:8: const LIMIT = 3;"]);
  assert.ok(!Object.hasOwn(settings, "constructor") && !Object.hasOwn(settings, "__proto__"));
});

Deno.test("scriptSettings() keeps an options object's default: its property set from itself with a literal to fall back on", () => {
  // cli-progress: the declaration's docs say `gracefulExit` defaults to true; the code, false.
  const settings = settingsOf({
    "lib/options.js": [
      "    options.gracefulExit = mergeOption(opt.gracefulExit, false);",
      "    opts.timeout = opts.timeout || 5000;",
      "    config.retries = defaultTo(config.retries, 3);",
      "    el.tagName = create(node, 'div');",
      "    options.size = mergeOption(opt.sizes, 10);",
      "    state.count = compute(state.count);",
    ],
  });
  assert.deepEqual(settings.gracefulExit, [
    "lib/options.js:1: options.gracefulExit = mergeOption(opt.gracefulExit, false);",
  ]);
  assert.deepEqual(settings.timeout, ["lib/options.js:2: opts.timeout = opts.timeout || 5000;"]);
  assert.deepEqual(settings.retries, [
    "lib/options.js:3: config.retries = defaultTo(config.retries, 3);",
  ]);
  // Not from itself, or with no literal to fall back on: no default of the name.
  assert.deepEqual(
    ["tagName", "size", "count"].filter((name) => Object.hasOwn(settings, name)),
    [],
  );
});

Deno.test("scriptSettings() keeps a statement a build copies once, from the module, and three lines a name", () => {
  const settings = settingsOf({
    "src/a.js": ["const A = 1;", "const B = 2;"],
    "dist/a.js": ["const A = 1", "B = 3", "B = 4", "B = 5"],
  });
  assert.deepEqual(settings.A, ["src/a.js:1: const A = 1;"]);
  assert.deepEqual(settings.B, [
    "src/a.js:2: const B = 2;",
    "dist/a.js:2: B = 3",
    "dist/a.js:3: B = 4",
  ]);
});

Deno.test("codeSettings() says a package's settings of names, four at most, none a result shows", () => {
  const pkg = {
    name: "kit",
    codeSettings: settingsOf({
      "lib/a.js": ["const A = 1;", "const B = 2;", "B = 3;", "const C = 3;", "const D = 4;"],
    }),
  } as unknown as BundledPackage;
  assert.deepEqual(codeSettings(pkg, ["A", "B", "C", "D"], ""), [
    "lib/a.js:1: const A = 1;",
    "lib/a.js:2: const B = 2;",
    "lib/a.js:3: B = 3;",
    "lib/a.js:4: const C = 3;",
  ]);
  assert.deepEqual(codeSettings(pkg, ["A", "constructor"], "```js\nconst A = 1\n```"), []);
  assert.deepEqual(codeSettings({ name: "snap" } as unknown as BundledPackage, ["A"], ""), []);
});
