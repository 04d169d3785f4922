import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { codePage } from "../src/generator/read/installed/code_page.ts";
import { packageScripts } from "../src/generator/read/installed/package_scripts.ts";

/** The headings and places of a code page made of these scripts. */
function sections(scripts: Record<string, string>): string[] {
  const page = codePage(
    Object.entries(scripts).map(([path, text]) => ({ path, lines: text.split("\n") })),
    "kit",
    [],
  );
  return [...(page?.markdown ?? "").matchAll(/^## (.*)\n\n(\S+?):/gm)].map(([, h, p]) =>
    `${h} ${p}`
  );
}

Deno.test("codePage() takes one module's copies once: a .cjs twin, a browser's build, a bundle", () => {
  const add = (exported: string) => `function add(a, b) {\n  return a + b;\n}\n${exported}\n`;
  assert.deepEqual(
    sections({
      "add.cjs": add("module.exports = add;"),
      "add.js": add("export { add };"),
      "dist/browser/sum.js": "function sum(list) {\n  return list.reduce(add, 0);\n}\n",
      "dist/node/sum.js": "function sum(list) {\n  return list.reduce(add, 0) | 0;\n}\n",
    }),
    ["add() add.cjs", "sum() dist/node/sum.js"],
  );
  // A script outside the builds that defines fifty functions other scripts define is a bundle:
  // what only it defines stays.
  const modules: Record<string, string> = {};
  let bundle = "function onlyHere() {\n  return 1;\n}\n";
  for (let i = 0; i < 50; i++) {
    modules[`lib/f${i}.js`] = `function f${i}(x) {\n  return x + ${i};\n}\n`;
    bundle += `function f${i}(x) {\n  return x + ${i}; // bundled\n}\n`;
  }
  const shown = sections({ ...modules, "cdn.js": bundle });
  assert.equal(shown.length, 51);
  assert.ok(shown.includes("onlyHere() cdn.js"));
  assert.ok(!shown.includes("f0() cdn.js"));
});

Deno.test("codePage() leaves out a value that only calls a function another script defines, not a value of the same name", () => {
  assert.deepEqual(
    sections({
      "blacklist.js": "function blacklist(text, chars) {\n  return text.replace(chars, '');\n}\n",
      "fp/blacklist.js": "export const blacklist = convertToFP(fn, 2);\n",
      "isDecimal.js": "var blacklist = ['', '-', '+'];\n",
    }),
    ["blacklist() blacklist.js", "Values in isDecimal.js: blacklist isDecimal.js"],
  );
});

Deno.test("codePage() defines a function assigned to several names at once by the first", () => {
  // accounting's API: `var unformat = lib.unformat = lib.parse = function(value, decimal) {`.
  assert.deepEqual(
    sections({
      "accounting.js": "var unformat = lib.unformat = lib.parse = function(value, decimal) {\n" +
        "  return parseFloat(value);\n};\nlib.formatColumn = function(list) {\n  return list;\n};\n",
    }),
    ["unformat() accounting.js", "lib.formatColumn() accounting.js"],
  );
});

Deno.test("packageScripts() raises a brace on a line of its own and leaves out tools' settings", () => {
  const folder = mkdtempSync(join(tmpdir(), "scripts-"));
  try {
    const files: Record<string, string> = {
      "lib/parse.js": "function parse(text)\n{\n  return text;\n}\n",
      "eslint.config.js": "module.exports = [];\n",
      ".eslintrc.js": "module.exports = {};\n",
      "Gruntfile.js": "module.exports = function (grunt) {};\n",
      "rollup.config.mjs": "export default {};\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    const scripts = packageScripts(folder);
    assert.deepEqual(scripts.map((script) => script.path), ["lib/parse.js"]);
    assert.deepEqual(scripts[0]!.lines.slice(0, 3), [
      "function parse(text) {",
      "",
      "  return text;",
    ]);
  } finally {
    rmSync(folder, { recursive: true });
  }
});
