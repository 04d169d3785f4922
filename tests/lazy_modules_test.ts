import assert from "node:assert/strict";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import denoConfig from "../deno.json" with { type: "json" };

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every module `importLater` or a `LaterModule` loads, as a path from the repository root. */
function modulesLoadedLater(): string[] {
  const found = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of Deno.readDirSync(folder)) {
      const path = join(folder, entry.name);
      if (entry.isDirectory) visit(path);
      if (!entry.isFile || !entry.name.endsWith(".ts")) continue;
      for (
        const [, target = ""] of Deno.readTextFileSync(path).matchAll(
          /(?:importLater|new LaterModule)<[^>]+>\(\s*"([^"]+)"/g,
        )
      ) {
        found.add(relative(ROOT, join(folder, target)));
      }
    }
  };
  visit(join(ROOT, "src"));
  return [...found].sort();
}

Deno.test("deno task compile embeds every module the server loads later (deno compile cannot see them)", () => {
  const included = [...denoConfig.tasks.compile.matchAll(/--include (\S+)/g)].map(([, path]) =>
    path
  );
  const later = modulesLoadedLater();
  assert.ok(later.length >= 7, later.join(", "));
  assert.deepEqual(later.filter((module) => !included.includes(module)), []);
});
