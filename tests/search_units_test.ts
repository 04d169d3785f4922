import assert from "node:assert/strict";
import { blankPackage, catalogOf } from "./_mini_catalog.ts";
import { unitsOf } from "../src/search/units.ts";
import { Catalog } from "../src/catalog/catalog.ts";

Deno.test("a section headed by a whole signature is named by what it declares; other headings by themselves", () => {
  // Fastify's TypeScript reference heads its hook handlers with their signatures: their
  // parameters' types (`RawServer`, `FastifyRequest`) outranked the server option a question
  // was about when they were words of the section's name.
  const signature = "hooks.onSendHandler<RawServer, RawRequest, RawReply, RequestGeneric>" +
    "(request: ServerRequest, reply: ServerReply, done: (err: Error | null) => void): void";
  const prose = "Errors in lifecycle hooks and a custom error handler, and what the reply says";
  const markdown = `# Types\n\n## ${signature}\n\nRuns before the reply.\n\n` +
    "## `useChat()`\n\nChats.\n\n" + `## ${prose}\n\nSaid.\n`;
  const pages = [{ id: "types", title: "Types", markdown }];
  const units = unitsOf(Catalog.fromData(catalogOf(blankPackage("srv", { pages }))));
  const names = units.filter((unit) => unit.id.startsWith("docs/srv/types#"))
    .map((unit) => unit.name);
  assert.deepEqual(names, ["Types", "hooks.onSendHandler", "useChat()", prose]);
  // Its title still shows the heading, cut at a word.
  const hook = units.find((unit) => unit.name === "hooks.onSendHandler");
  assert.match(hook?.title ?? "", /^Types › hooks\.onSendHandler<RawServer, .*…$/);
});

Deno.test("a README's change log section holds releases as a changelog page does", () => {
  // node-persist's README: "Change Logs" › "4.0.0" said why the stored files' names changed.
  const markdown = "# Store\n\nKeeps values on disk.\n\n## Change Logs\n\n### 4.0.0\n\n" +
    "- Switch file hashes from md5 to sha256\n\n### 3.0.0\n\n- Keys expire with a ttl.\n";
  const pages = [{ id: "index", title: "Store", markdown }];
  const units = unitsOf(
    Catalog.fromData(catalogOf(blankPackage("store", { version: "4.0.4", pages }))),
  );
  const of = (section: string) =>
    units.find((found) => found.id === `docs/store/index#${section}`)!;
  assert.equal(of("400").titleVersion, "current");
  assert.match(of("400").text(), /sha256/);
  // An older major's release is history: fetched, not searched.
  assert.equal(of("300").titleVersion, "other");
  assert.equal(of("300").text(), "");
});

Deno.test("a changelog's sections know whether their release is the installed minor version or an earlier one of its major", () => {
  // UI5 2.26.0: its 2.8.0 bug fixes are the installed major's history, not its news.
  const markdown = "# Changelog\n\n## 2.26.0\n\n### Features\n\n- Dialogs can be dragged.\n\n" +
    "## 2.8.0\n\n### Bug Fixes\n\n- Dialogs close on Escape.\n\n## 1.24.0\n\n### Bug Fixes\n\n" +
    "- Popovers open again.\n";
  const pages = [{ id: "CHANGELOG", title: "Changelog", markdown }];
  const units = unitsOf(
    Catalog.fromData(catalogOf(blankPackage("kit", { version: "2.26.0", pages }))),
  );
  const of = (section: string) => {
    const unit = units.find((found) => found.id === `docs/kit/CHANGELOG#${section}`)!;
    return [unit.titleVersion, unit.earlierMinor ?? false];
  };
  assert.deepEqual(of("features"), ["current", false]);
  assert.deepEqual(of("bug-fixes"), ["current", true]);
  assert.deepEqual(of("bug-fixes-1"), ["other", false]);
});
