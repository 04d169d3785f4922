import assert from "node:assert/strict";
import { type PackageMeta, packageMeta, validateBundledData } from "../data.ts";
import { validPackage, validSnapshot } from "./_snapshot_fixture.ts";

const META_KEYS = [
  "name",
  "slug",
  "version",
  "description",
  "category",
  "keywords",
  "exports",
  "related",
  "availableDocPages",
  "hasSource",
];

Deno.test("packageMeta() drops docs, apiSource and components", () => {
  const meta = packageMeta(validPackage());
  for (const key of ["docs", "apiSource", "components"]) {
    assert.ok(!(key in meta), `packageMeta() kept ${key}`);
  }
});

Deno.test("packageMeta() sets hasSource to true when the package has source text", () => {
  assert.equal(packageMeta(validPackage()).hasSource, true);
});

Deno.test("packageMeta() sets hasSource to false when apiSource is null", () => {
  assert.equal(packageMeta(validPackage({ apiSource: null })).hasSource, false);
});

Deno.test("packageMeta() keeps exactly the PackageMeta keys, in order", () => {
  for (const pkg of validSnapshot().packages) {
    assert.deepEqual(Object.keys(packageMeta(pkg)), META_KEYS);
  }
});

Deno.test("packageMeta() copies every kept field from the package", () => {
  const pkg = validPackage();
  const expected: PackageMeta = {
    name: "@fx/button",
    slug: "button",
    version: "2.4.1",
    description: pkg.description,
    category: "forms",
    keywords: ["button", "form", "toolbar"],
    exports: ["FxButton", "buttonStyles"],
    related: ["layout", "icons"],
    availableDocPages: ["index", "api", "usage", "examples"],
    hasSource: true,
  };
  assert.deepEqual(packageMeta(pkg), expected);
});

Deno.test("packageMeta() drops unknown extra keys of a validated package", () => {
  const data = validateBundledData({
    version: "1",
    packages: [validPackage({ internalNotes: "keep out", deprecated: true })],
  });
  const pkg = data.packages[0];
  assert.ok(pkg !== undefined);
  assert.equal((pkg as unknown as Record<string, unknown>).internalNotes, "keep out");
  const meta = packageMeta(pkg);
  assert.deepEqual(Object.keys(meta), META_KEYS);
  assert.ok(!("internalNotes" in meta) && !("deprecated" in meta));
});

Deno.test("packageMeta() round-trips through JSON with the same keys and values", () => {
  const meta = packageMeta(validSnapshot().packages[1] ?? validPackage());
  assert.deepEqual(JSON.parse(JSON.stringify(meta)), meta);
  assert.equal(meta.hasSource, false);
  assert.deepEqual(meta.availableDocPages, ["index"]);
});
