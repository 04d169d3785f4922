import assert from "node:assert/strict";
import { join } from "node:path";
import { loadData, validateBundledData } from "../data.ts";
import { compactedText } from "../src/snapshot/compact_text.ts";
import { readSnapshotInBatches, WINDOW_BYTES } from "../src/snapshot/snapshot_batches.ts";
import { PROFILE_NAMES, PROFILES } from "../scripts/_catalog_profiles.ts";
import { generateLargeCatalog } from "../scripts/_large_catalog.ts";
import { validSnapshot, withTempDir } from "./_snapshot_fixture.ts";

/** What the plain way gives: the whole text parsed, then validated. */
function plainLoad(text: string): unknown {
  return validateBundledData(JSON.parse(text.replace(/^\uFEFF/, "")));
}

/** Asserts that the batched road takes the file and gives exactly what the plain way gives. */
function assertBatchedLikePlain(dir: string, name: string, text: string): void {
  const path = join(dir, name);
  Deno.writeTextFileSync(path, text);
  const batched = readSnapshotInBatches(path);
  assert.ok(batched !== undefined, `${name}: the batched road took the file`);
  // Key order included: JSON text, not just deep equality.
  assert.equal(JSON.stringify(batched), JSON.stringify(plainLoad(text)), name);
  if (text.length > WINDOW_BYTES) {
    assert.equal(JSON.stringify(loadData({ path })), JSON.stringify(batched), name);
  }
}

Deno.test("a snapshot read in batches is the one parsed whole, whatever its profile and layout", () => {
  withTempDir((dir) => {
    for (const name of PROFILE_NAMES) {
      const data = generateLargeCatalog({ profile: PROFILES[name], packages: 30, scale: 0.05 });
      assertBatchedLikePlain(dir, `${name}.json`, JSON.stringify(data));
      assertBatchedLikePlain(dir, `${name}-pretty.json`, JSON.stringify(data, null, "\t"));
    }
    // Root and package keys in another order, unknown keys of every kind, escapes, a byte order mark,
    // whitespace everywhere JSON allows it, and a package larger than the 4 MB read window.
    const { packages } = validSnapshot();
    packages[0]!.docs.index = `\\"quoted\\" \u2014 ${"x".repeat(5_000_000)} \u{1F600}`;
    packages[1]!.apiSource = 'const s = "\\\\"; // \\u2014';
    // A package whose keys come in another order than the schema's, with one it does not know.
    packages[2] = Object.fromEntries(
      [...Object.entries(packages[2]!), ["x-extra", { b: [1] }]].reverse(),
    ) as typeof packages[2];
    const body = JSON.stringify(packages).replace(/,"/g, ' ,\r\n\t "');
    const text = `\uFEFF { "extra" : [1, {"a": null}, "s\\"]"] , "packages" :${body},` +
      ` "n": -1.5e3, "version":"1.0.0", "t": true }\n\n`;
    assertBatchedLikePlain(dir, "odd.json", text);
  });
});

Deno.test("loading a file larger than the window compacts long texts, a smaller one is parsed whole", () => {
  withTempDir((dir) => {
    const snapshot = validSnapshot();
    snapshot.packages[0]!.docs.index = `# Title — ${"words ".repeat(100)}`;
    const small = join(dir, "small.json");
    Deno.writeTextFileSync(small, JSON.stringify(snapshot));
    const whole = loadData({ path: small });
    assert.equal(compactedText(whole.packages[0]!.docs, "index"), undefined, "parsed whole");
    assert.deepStrictEqual(whole, snapshot);
    snapshot.packages[1]!.docs.index = "x".repeat(WINDOW_BYTES);
    const text = JSON.stringify(snapshot);
    const path = join(dir, "catalog.json");
    Deno.writeTextFileSync(path, text);
    const loaded = loadData({ path });
    assert.ok(compactedText(loaded.packages[0]!.docs, "index") !== undefined, "compacted");
    assert.deepStrictEqual(loaded, snapshot);
    // Valid JSON whose meaning the batched road does not reproduce: repeated keys (the last one
    // wins) and `__proto__`; and files that are not snapshots at all.
    const odd = [
      text.replace('"version":', '"version":"0.0.0","version":'),
      text.replace('{"version":', '{"__proto__":{},"version":'),
      `${text}]`,
      text.slice(0, -20),
      "[]",
    ];
    odd.forEach((content, i) => {
      const file = join(dir, `odd-${i}.json`);
      Deno.writeTextFileSync(file, content);
      assert.equal(readSnapshotInBatches(file), undefined, content.slice(0, 40));
    });
    const repeated = join(dir, "odd-0.json");
    assert.deepStrictEqual(loadData({ path: repeated }), plainLoad(odd[0]!));
    assert.equal(readSnapshotInBatches(join(dir, "missing.json")), undefined);
  });
});
