import assert from "node:assert/strict";

/** A module of `deno info --json`, with what the test reads. */
interface InfoModule {
  specifier: string;
  dependencies?: { code?: { specifier: string } }[];
}

/**
 * The modules Deno loads before `mod.ts` runs: its imports, transitively, including those of
 * dynamic imports whose specifier is a literal, which Deno loads ahead of time too.
 */
async function loadedAtStart(): Promise<string[]> {
  const info = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", "mod.ts"],
    cwd: new URL("..", import.meta.url),
  }).output();
  assert.ok(info.success, new TextDecoder().decode(info.stderr));
  const { modules } = JSON.parse(new TextDecoder().decode(info.stdout)) as {
    modules: InfoModule[];
  };
  const bySpecifier = new Map(modules.map((m) => [m.specifier, m]));
  const loaded = new Set([new URL("../mod.ts", import.meta.url).href]);
  for (const specifier of loaded) {
    for (const dependency of bySpecifier.get(specifier)?.dependencies ?? []) {
      if (dependency.code) loaded.add(dependency.code.specifier);
    }
  }
  const root = new URL("..", import.meta.url).href;
  return [...loaded].map((s) => s.replace(root, "")).sort();
}

Deno.test("a stdio start loads no code that waits for a request: tools, search-packages, search, symbols, markup, docs sections, HTTP, generator", async () => {
  const graph = await loadedAtStart();
  // tools/list is answered from the generated list ...
  assert.ok(graph.includes("src/tools/tool_list.json"), graph.join("\n"));
  // ... and what answers the calls is imported with the first call that needs it.
  const lazy = [
    /^src\/tools\/(?!tool_list\.json$)/,
    /^src\/search_packages\//,
    /^src\/search\//,
    /^src\/symbols\//,
    /^src\/markup\//,
    /^src\/docs\//,
    /^src\/http\/(?!start\.ts$|options\.ts$)/, // the library's startHttpServer imports the rest
    /^src\/generator\//,
    /parse5|markdown-it|hono|stemmer|node:sqlite|typescript/,
  ];
  const eager = graph.filter((module) => lazy.some((pattern) => pattern.test(module)));
  assert.deepEqual(eager, []);
});
