/** The scripts behind a package's names: its own and its family's (origin_scripts.ts). */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scriptsBehind } from "../src/generator/read/installed/origin_scripts.ts";
import type { ApiSymbol } from "../src/snapshot/model.ts";

Deno.test("scriptsBehind() reads the packages of the scope a package's name gives, not another publisher's", () => {
  const root = mkdtempSync(join(tmpdir(), "catalog-mcp-origins-"));
  try {
    const folders: Record<string, string> = {};
    for (const name of ["csvkit", "@csvkit/format", "@other/format"]) {
      const folder = join(root, "node_modules", name);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, "package.json"), JSON.stringify({ name, version: "1.0.0" }));
      writeFileSync(join(folder, "index.js"), `export function of() {\n  return "${name}";\n}\n`);
      folders[name] = folder;
    }
    const declaredIn = (name: string): ApiSymbol => ({
      name: `from${name.length}`,
      kind: "function",
      subpath: ".",
      signature: "function of(): string",
      file: `node_modules/${name}/index.d.ts`,
      line: 1,
    });
    const scripts = scriptsBehind(
      { name: "csvkit", folder: folders.csvkit! },
      [declaredIn("@csvkit/format"), declaredIn("@other/format")],
      (name) => ({ name, version: "1.0.0", folder: folders[name]! }),
    );
    assert.deepEqual(scripts.map(({ path }) => path), ["index.js", "@csvkit/format/index.js"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
