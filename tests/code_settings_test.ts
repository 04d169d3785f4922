import assert from "node:assert/strict";
import { rememberInstalledScripts } from "../src/docs/installed_scripts.ts";
import type { BundledPackage } from "../src/snapshot/model.ts";
import { codeSettings } from "../src/tools/code_settings.ts";

function installed(scripts: Record<string, string[]>): BundledPackage {
  const pkg = { name: "kit", slug: "kit" } as unknown as BundledPackage;
  rememberInstalledScripts(
    pkg,
    () => Object.entries(scripts).map(([path, lines]) => ({ path, lines })),
  );
  return pkg;
}

Deno.test("codeSettings() lists the lines that set a name to a value: declared, a let list's, this's field, an object's property, a fallback", () => {
  const pkg = installed({
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
  assert.deepEqual(
    codeSettings(pkg, ["LIMIT", "timeout", "retries", "maxLength", "pattern"], ""),
    [
      "lib/a.js:1: const LIMIT = 3;",
      "lib/a.js:3: timeout = 500,",
      "lib/a.js:5: this.retries = options.retries ?? 2;",
      "lib/a.js:7: maxLength: 255,",
    ],
  );
  assert.deepEqual(codeSettings(pkg, ["pattern", "allowedEmpty", "limits", "handlers"], ""), [
    "lib/a.js:8: pattern: /^data:image\\/(gif|png);/,",
    "lib/a.js:9: allowedEmpty: [ 'alt' ],",
    "lib/a.js:12: limits: { depth: 3 },",
  ]);
});

Deno.test("codeSettings() leaves out comments, comparisons, other objects' properties, values not literal and what is shown", () => {
  const pkg = installed({
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
    ],
  });
  assert.deepEqual(codeSettings(pkg, ["LIMIT"], ""), ["lib/a.js:8: const LIMIT = 3;"]);
  assert.deepEqual(codeSettings(pkg, ["LIMIT"], "```js\nconst LIMIT = 3;\n```"), []);
});

Deno.test("codeSettings() says a statement a build copies once, from the module, three lines a name and four in all", () => {
  const pkg = installed({
    "src/a.js": ["const A = 1;", "const B = 2;"],
    "dist/a.js": ["const A = 1", "B = 3", "B = 4", "B = 5", "const C = 3", "const D = 4"],
  });
  assert.deepEqual(codeSettings(pkg, ["A", "B"], ""), [
    "src/a.js:1: const A = 1;",
    "src/a.js:2: const B = 2;",
    "dist/a.js:2: B = 3",
    "dist/a.js:3: B = 4",
  ]);
  assert.deepEqual(codeSettings(pkg, ["C", "D"], ""), [
    "dist/a.js:5: const C = 3",
    "dist/a.js:6: const D = 4",
  ]);
  assert.deepEqual(codeSettings({ name: "snap" } as unknown as BundledPackage, ["A"], ""), []);
});
