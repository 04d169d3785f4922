/**
 * `catalog-mcp.json` `publicUrls`: the root's templates for every package, a package's own in
 * their place kind by kind, written to the package record; a bad template stops the run naming
 * its path.
 *
 * @module
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { copyFixture, entry, generate, markedCache, slugs } from "./_generator.ts";

const SITE = "https://ui.example.com";

/** A copy of the components fixture with this `catalog-mcp.json`. */
function configured(config: unknown): { root: string } & Disposable {
  const copy = copyFixture("components");
  writeFileSync(join(copy.root, "catalog-mcp.json"), JSON.stringify(config));
  return copy;
}

Deno.test("catalog-mcp.json publicUrls go to the package record: the root's, a package's own per kind", async () => {
  using copy = configured({
    publicUrls: {
      docs: `${SITE}/{slug}/{page}#{section}`,
      component: `${SITE}/components/{tag}`,
    },
    packages: {
      "@cmp/button": {
        category: "controls",
        publicUrls: { docs: `${SITE}/button-docs/{page}`, symbol: `${SITE}/api#{symbol}` },
      },
    },
  });
  const result = await generate(copy.root);
  assert.deepEqual(entry(result, "button").publicUrls, {
    docs: `${SITE}/button-docs/{page}`,
    component: `${SITE}/components/{tag}`,
    symbol: `${SITE}/api#{symbol}`,
  });
  assert.equal(entry(result, "button").category, "controls");
  assert.deepEqual(entry(result, "card").publicUrls, {
    docs: `${SITE}/{slug}/{page}#{section}`,
    component: `${SITE}/components/{tag}`,
  });
});

Deno.test("without publicUrls the package record has no such field", async () => {
  using copy = configured({ packages: { "@cmp/button": { category: "controls" } } });
  const result = await generate(copy.root);
  assert.ok(result.data.packages.length > 1);
  for (const pkg of result.data.packages) assert.equal("publicUrls" in pkg, false, pkg.slug);
});

Deno.test("a bad public URL template stops the run, naming its path and what is wrong", async () => {
  using copy = configured({
    publicUrls: { docs: "ui.example.com/{slug}/{page}", video: `${SITE}/{tag}` },
    packages: {
      "@cmp/card": { publicUrls: { symbol: `${SITE}/{slug}/{name}`, component: `${SITE}/x` } },
    },
  });
  await assert.rejects(generate(copy.root), (error: Error) => {
    assert.match(error.message, /^catalog-mcp\.json is not valid/);
    assert.match(error.message, /publicUrls\.docs: expected an http:\/\/ or https:\/\/ URL/);
    assert.match(error.message, /publicUrls.*video/);
    assert.match(
      error.message,
      /packages\.@cmp\/card\.publicUrls\.symbol: unknown placeholder \{name\}; a symbol URL takes \{symbol\}, \{slug\}/,
    );
    assert.match(error.message, /symbol: expected the placeholder \{symbol\}/);
    assert.match(error.message, /publicUrls\.component: expected the placeholder \{tag\}/);
    return true;
  });
});

Deno.test("an incremental run rebuilds every package when the root's publicUrls change", async () => {
  using copy = configured({ publicUrls: { symbol: `${SITE}/{slug}#{symbol}` } });
  const cached = await markedCache(copy.root);
  writeFileSync(
    join(copy.root, "catalog-mcp.json"),
    JSON.stringify({ publicUrls: { symbol: `${SITE}/api/{slug}#{symbol}` } }),
  );
  const rerun = await generate(copy.root, { incremental: true, previous: cached.previous });
  assert.deepEqual(rerun.reused, []);
  for (const slug of slugs(rerun)) {
    assert.deepEqual(entry(rerun, slug).publicUrls, { symbol: `${SITE}/api/{slug}#{symbol}` });
  }
});
