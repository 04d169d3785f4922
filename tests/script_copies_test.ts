import assert from "node:assert/strict";
import { inBuild, rewrites, statement } from "../src/docs/script_copies.ts";

const module = {
  path: "src/parser.js",
  lines: [
    "const DEFAULT_TIMEOUT = 60000;",
    "function parse(options) {",
    "  return options.timeout || DEFAULT_TIMEOUT;",
    "}",
  ],
};

Deno.test("inBuild knows the folders builds write, by module system and language level", () => {
  for (const path of ["dist/a.js", "lib/cjs/a.js", "es6/a.js", "es6-modern/a.js", "umd/a.js"]) {
    assert.equal(inBuild(path), true, path);
  }
  for (const path of ["src/a.js", "source/a.js", "lib/a.js", "a.js", "es6.js"]) {
    assert.equal(inBuild(path), false, path);
  }
});

Deno.test("rewrites tells a bundler's bundle, a build named after its package and a copy apart", () => {
  const webpacked = { path: "lib/all.js", lines: ["var p = __webpack_require__(1);"] };
  const named = { path: "dist/feed-kit.js", lines: ["var x = 1;"] };
  const compiled = {
    path: "legacy.js",
    lines: [
      "function _typeof(o) { return typeof o; }",
      ...module.lines.map((l) => l.replace("const", "var")),
    ],
  };
  const concatenated = { path: "feedKit.js", lines: ["(function () {", ...module.lines, "})();"] };
  const found = rewrites([module, webpacked, named, compiled, concatenated], "feed-kit");
  assert.deepEqual(Object.fromEntries(found), {
    "lib/all.js": "bundled",
    "dist/feed-kit.js": "named",
    "legacy.js": "copy",
    "feedKit.js": "copy",
  });
});

Deno.test("rewrites takes no script for a copy on its name or helpers alone", () => {
  // The package's own code at its root, named after it, that no module writes: its code.
  const own = {
    path: "feed-kit.js",
    lines: ["const RETRIES = 3; // how many times a feed is read"],
  };
  // Compiled with helpers, but its own code: none of its statements is a module's.
  const helped = {
    path: "lib/retry.js",
    lines: ["function _classCallCheck(a, b) {}", "var attempts = 0; // tries so far"],
  };
  assert.deepEqual([...rewrites([module, own, helped], "feed-kit").keys()], []);
});

Deno.test("statement reads a line as any build writes it", () => {
  assert.equal(statement("  var DEFAULT_TIMEOUT  = 60000;"), "DEFAULT_TIMEOUT = 60000");
  assert.equal(statement("const DEFAULT_TIMEOUT = 60000"), "DEFAULT_TIMEOUT = 60000");
});
