/**
 * The package cache's upkeep: a server marks the folders it uses and removes those no server used
 * for 30 days, its own version's packages and other versions' folders alike.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keepUsed, UNUSED_DAYS } from "../src/live/installed/cache_upkeep.ts";
import { packagesFolder } from "../src/live/installed/package_cache.ts";
import { stdioDeps, untilIndexed } from "./_deps_server.ts";
import { npmApp, writeApp } from "./_installed_apps.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function scratch(): { path: string } & Disposable {
  const path = mkdtempSync(join(tmpdir(), "catalog-mcp-upkeep-"));
  return { path, [Symbol.dispose]: () => rmSync(path, { recursive: true, force: true }) };
}

/** A folder (with a file in it) last modified `days` days before `now`. */
function folderAged(path: string, days: number, now: number): void {
  mkdirSync(path, { recursive: true });
  Deno.writeTextFileSync(join(path, "x.entry.json"), "{}");
  const then = new Date(now - days * DAY_MS);
  utimesSync(path, then, then);
}

Deno.test("keepUsed() marks what is served and removes the folders no server used for 30 days", () => {
  using root = scratch();
  const now = Date.now();
  const folder = join(root.path, "packages", "0.2.0+7");
  folderAged(join(folder, "served@1.0.0"), UNUSED_DAYS + 10, now);
  folderAged(join(folder, "@scope+gone@1.0.0"), UNUSED_DAYS + 10, now);
  folderAged(join(folder, "recent@2.0.0"), 3, now);
  folderAged(join(root.path, "packages", "0.1.0+5"), UNUSED_DAYS + 1, now);
  folderAged(join(root.path, "packages", "0.1.0+6"), UNUSED_DAYS - 1, now);
  const removed = keepUsed(folder, [{ name: "served", version: "1.0.0", folder: "/app" }], now);
  assert.deepEqual(removed.map((path) => path.slice(root.path.length + 1)).sort(), [
    "packages/0.1.0+5",
    "packages/0.2.0+7/@scope+gone@1.0.0",
  ]);
  assert.ok(existsSync(join(folder, "recent@2.0.0")));
  assert.ok(existsSync(join(root.path, "packages", "0.1.0+6")));
  // Served: marked as used now, whatever its age.
  assert.equal(statSync(join(folder, "served@1.0.0")).mtimeMs, now);
  // The version's folder too (removing a package in it may have touched it again since).
  assert.ok(statSync(folder).mtimeMs >= now);
});

Deno.test("keepUsed() leaves a cache it cannot read as it is", () => {
  using root = scratch();
  assert.deepEqual(keepUsed(join(root.path, "packages", "none"), []), []);
});

Deno.test("--deps: once its packages are indexed, the server removes the cache folders of a version unused for 30 days, and says so", async () => {
  using app = writeApp(npmApp());
  using cache = scratch();
  const stale = join(cache.path, "packages", "0.0.1+1");
  folderAged(join(stale, "left-pad@0.9.0"), UNUSED_DAYS + 5, Date.now());
  folderAged(stale, UNUSED_DAYS + 5, Date.now());
  await using served = await stdioDeps(["--deps", app.root], cache.path);
  await untilIndexed(served.client);
  for (let waited = 0; existsSync(stale) && waited < 5_000; waited += 50) {
    await new Promise((done) => setTimeout(done, 50));
  }
  assert.ok(!existsSync(stale));
  assert.ok(existsSync(packagesFolder(cache.path)));
  assert.match(served.stderr(), /removed 1 package cache folders unused for 30 days/);
});
