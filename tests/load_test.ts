import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadData, validateBundledData } from "../data.ts";
import { REGENERATE_HINT } from "../src/snapshot/regenerate_hint.ts";
import { setAt, validSnapshot, withTempDir } from "./_snapshot_fixture.ts";

/** Writes `content` to `name` in `dir` and returns the file's path. */
function writeFile(dir: string, name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  if (typeof content === "string") Deno.writeTextFileSync(path, content);
  else Deno.writeFileSync(path, content);
  return path;
}

/** Asserts that `loadData` throws a plain `Error` synchronously and returns its message. */
function loadError(path: string): string {
  let message = "";
  assert.throws(() => loadData({ path }), (error: unknown) => {
    assert.ok(error instanceof Error, `expected an Error, got ${String(error)}`);
    assert.equal(error.constructor, Error, `expected a plain Error, got ${error.name}`);
    message = error.message;
    return true;
  });
  return message;
}

function assertIncludes(message: string, ...fragments: string[]): void {
  for (const fragment of fragments) {
    assert.ok(message.includes(fragment), `expected ${JSON.stringify(fragment)} in:\n${message}`);
  }
}

Deno.test("loadData({ path }) reads and validates a snapshot file", () => {
  withTempDir((dir) => {
    const path = writeFile(dir, "catalog.json", JSON.stringify(validSnapshot(), null, 2));
    const data = loadData({ path });
    assert.ok(!(data instanceof Promise), "loadData() must return the data, not a promise");
    assert.deepEqual(data, validSnapshot());
  });
});

Deno.test("loadData() accepts a file that starts with a UTF-8 byte order mark", () => {
  withTempDir((dir) => {
    const path = writeFile(dir, "catalog.json", `\uFEFF${JSON.stringify(validSnapshot())}`);
    assert.deepEqual(loadData({ path }), validSnapshot());
  });
});

Deno.test("loadData() accepts a U+FFFD written in the file, and rejects one a bad byte would make", () => {
  withTempDir((dir) => {
    const snapshot = validSnapshot();
    snapshot.packages[0]!.description = "Replacement \uFFFD character";
    const path = writeFile(dir, "catalog.json", JSON.stringify(snapshot));
    assert.deepEqual(loadData({ path }), snapshot);
    const bytes = new TextEncoder().encode(JSON.stringify(snapshot));
    const at = bytes.indexOf(0xef); // U+FFFD is EF BF BD; a lone FF decodes to it too
    const bad = writeFile(
      dir,
      "bad.json",
      new Uint8Array([...bytes.slice(0, at), 0xff, ...bytes.slice(at + 3)]),
    );
    assertIncludes(loadError(bad), bad, "not valid UTF-8", REGENERATE_HINT);
  });
});

Deno.test("loadData() names the path and the regeneration command when the file is missing", () => {
  withTempDir((dir) => {
    const path = join(dir, "nowhere", "catalog.json");
    assertIncludes(loadError(path), "not found", path, REGENERATE_HINT);
  });
});

Deno.test("loadData() names the path and the system error when the path is a directory", () => {
  withTempDir((dir) => {
    const message = loadError(dir);
    assertIncludes(message, `Cannot read the catalog snapshot at ${dir}: `);
    assert.match(message, /directory|EISDIR/i);
  });
});

/**
 * `chmod 000` only blocks reads for unprivileged users; as root (common in containers) the
 * file stays readable, and on Windows `chmod` is not supported. Probe once so the test is
 * skipped visibly instead of passing without checking anything.
 */
function permissionsBlockReads(): boolean {
  if (Deno.build.os === "windows") return false;
  const dir = Deno.makeTempDirSync({ prefix: "catalog-mcp-probe-" });
  try {
    const path = writeFile(dir, "probe.json", "{}");
    Deno.chmodSync(path, 0o000);
    try {
      Deno.readFileSync(path);
      return false;
    } catch {
      return true;
    }
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}

const UNREADABLE = "loadData() names the path and the system error when the file is unreadable";
if (permissionsBlockReads()) {
  Deno.test(UNREADABLE, () => {
    withTempDir((dir) => {
      const path = writeFile(dir, "catalog.json", JSON.stringify(validSnapshot()));
      Deno.chmodSync(path, 0o000);
      const message = loadError(path);
      assertIncludes(message, `Cannot read the catalog snapshot at ${path}: `);
      assert.match(message, /permission denied|EACCES/i);
    });
  });
} else {
  Deno.test({
    name: `${UNREADABLE} (skipped: chmod 000 does not block reads here, e.g. running as root)`,
    ignore: true,
    fn() {},
  });
}

Deno.test("loadData() gives the regeneration command, line and column for malformed JSON", () => {
  withTempDir((dir) => {
    const path = writeFile(dir, "catalog.json", '{\n  "version": "1",\n  "packages": [1 2]\n}\n');
    assertIncludes(
      loadError(path),
      `Catalog snapshot at ${path} is not valid JSON`,
      "(line 3, column 18)",
      REGENERATE_HINT,
    );
  });
});

Deno.test("loadData() gives the regeneration command and the position for a truncated file", () => {
  withTempDir((dir) => {
    const text = JSON.stringify(validSnapshot(), null, 2);
    const cut = text.indexOf('"layout"');
    const path = writeFile(dir, "catalog.json", text.slice(0, cut));
    const lines = text.slice(0, cut).split("\n");
    const column = (lines.at(-1)?.length ?? 0) + 1;
    assertIncludes(
      loadError(path),
      "is not valid JSON",
      `(line ${lines.length}, column ${column}`,
      REGENERATE_HINT,
    );
  });
});

Deno.test("loadData() says the file is empty when it is empty or only whitespace", () => {
  withTempDir((dir) => {
    for (const content of ["", " \n\t\n"]) {
      const path = writeFile(dir, "catalog.json", content);
      assertIncludes(loadError(path), path, "the file is empty", REGENERATE_HINT);
    }
  });
});

Deno.test("loadData() rejects a file with invalid UTF-8 bytes", () => {
  withTempDir((dir) => {
    const json = new TextEncoder().encode(JSON.stringify(validSnapshot()));
    const at = json.indexOf(0x3a); // the first ":"
    const bytes = new Uint8Array([...json.subarray(0, at + 2), 0xff, ...json.subarray(at + 2)]);
    const path = writeFile(dir, "catalog.json", bytes);
    assertIncludes(loadError(path), path, "not valid UTF-8", REGENERATE_HINT);
  });
});

Deno.test("loadData() names the failing field and the regeneration command when validation fails", () => {
  withTempDir((dir) => {
    const raw = setAt(validSnapshot(), ["packages", 1, "docs"], "# Layout");
    const path = writeFile(dir, "catalog.json", JSON.stringify(raw));
    assertIncludes(
      loadError(path),
      'packages[1].docs: expected a record, found "# Layout"',
      REGENERATE_HINT,
    );
  });
});

Deno.test("loadData() rejects valid JSON that is not a snapshot", () => {
  withTempDir((dir) => {
    for (const content of ["null", "[]", '"catalog"', "0", "{}"]) {
      const path = writeFile(dir, "catalog.json", content);
      assertIncludes(loadError(path), "Invalid catalog snapshot", REGENERATE_HINT);
    }
  });
});

const BUNDLED = fileURLToPath(new URL("../data/catalog.json", import.meta.url));
const BUNDLED_TEST = "loadData() without options loads the bundled data/catalog.json";

if (existsSync(BUNDLED)) {
  Deno.test(BUNDLED_TEST, () => {
    const data = loadData();
    assert.ok(!(data instanceof Promise), "loadData() must return the data, not a promise");
    assert.equal(typeof data.version, "string");
    assert.ok(data.packages.length > 0, "the bundled snapshot has no packages");
    assert.deepEqual(data, validateBundledData(JSON.parse(readFileSync(BUNDLED, "utf8"))));
  });
} else {
  Deno.test({
    name: `${BUNDLED_TEST} (skipped: data/catalog.json is not generated yet)`,
    ignore: true,
    fn() {},
  });
}
