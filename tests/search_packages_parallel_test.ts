import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compactedText } from "../src/snapshot/compact_text.ts";
import { readSnapshotInBatches } from "../src/snapshot/snapshot_batches.ts";
import { buildSearchIndexInParallel, type SearchIndex } from "../src/search_packages/engine.ts";
import { type BuildWorker, startBuildWorker } from "../src/search_packages/parallel_build.ts";
import { generateLargeCatalog } from "../scripts/_large_catalog.ts";
import { prepareReference, referenceSearch } from "../scripts/_reference_search_packages.ts";
import { searchedTextBytes } from "../scripts/_text_size.ts";
import { generateQueries } from "./_generated_queries.ts";
import { connectInMemory, textOf } from "./_mcp_client.ts";
import { assertIndexAgrees } from "./_search_packages_reference.ts";

const { packages } = generateLargeCatalog({ packages: 40, seed: 21, scale: 0.03 });
const queries = generateQueries(packages, 600, 21);

/** A worker that is started for real, and says whether it answered. */
function watchedWorker(): { start: () => BuildWorker | undefined; answered: () => boolean } {
  let answered = false;
  return {
    start() {
      const worker = startBuildWorker();
      if (worker === undefined) return undefined;
      return {
        set onmessage(listener: BuildWorker["onmessage"]) {
          worker.onmessage = listener && ((event) => {
            answered = true;
            listener(event);
          });
        },
        get onmessage() {
          return worker.onmessage;
        },
        set onerror(listener: BuildWorker["onerror"]) {
          worker.onerror = listener;
        },
        get onerror() {
          return worker.onerror;
        },
        set onmessageerror(listener: BuildWorker["onmessageerror"]) {
          worker.onmessageerror = listener;
        },
        get onmessageerror() {
          return worker.onmessageerror;
        },
        postMessage: (fields) => worker.postMessage(fields),
        terminate: () => worker.terminate(),
      };
    },
    answered: () => answered,
  };
}

function assertSameAsReference(index: SearchIndex, all = packages): void {
  assertIndexAgrees(index, all, queries);
}

Deno.test("an index built on two threads answers like the reference scan", async () => {
  const worker = watchedWorker();
  const index = await buildSearchIndexInParallel(packages, {
    minTextLength: 0,
    startWorker: worker.start,
  });
  assert.ok(worker.answered(), "the worker built its part");
  assertSameAsReference(index);
});

Deno.test("an index of a catalog loaded from a file, texts compacted, built on two threads answers like the reference scan", async () => {
  const folder = await Deno.makeTempDir({ prefix: "catalog-mcp-parallel-" });
  try {
    const path = join(folder, "catalog.json");
    await Deno.writeTextFile(path, JSON.stringify({ version: "1", packages }));
    // The batched road (taken by loadData above 4 MB) is the one that compacts texts.
    const loaded = readSnapshotInBatches(path)!.packages;
    assert.ok(loaded.some((pkg) => compactedText(pkg.docs, "index") !== undefined));
    const worker = watchedWorker();
    const index = await buildSearchIndexInParallel(loaded, {
      minTextLength: 0,
      startWorker: worker.start,
    });
    assert.ok(worker.answered(), "the worker built its part");
    assertSameAsReference(index, loaded);
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("an index built on two threads is about as large as one built on one", async () => {
  const worker = watchedWorker();
  const two = await buildSearchIndexInParallel(packages, {
    minTextLength: 0,
    startWorker: worker.start,
  });
  assert.ok(worker.answered(), "the worker built its part");
  const one = await buildSearchIndexInParallel(packages, { startWorker: () => undefined });
  // Tokens found in both halves are stored twice; nothing else is.
  assert.ok(two.sizeBytes >= one.sizeBytes, `${two.sizeBytes} ${one.sizeBytes}`);
  assert.ok(two.sizeBytes < one.sizeBytes * 1.3, `${two.sizeBytes} ${one.sizeBytes}`);
});

Deno.test("small catalogs, and runtimes without workers, are built on one thread", async () => {
  let started = 0;
  const counting = () => {
    started++;
    return undefined;
  };
  // The default threshold: this catalog is far below it.
  assertSameAsReference(await buildSearchIndexInParallel(packages, { startWorker: counting }));
  assert.equal(started, 0, "no worker for a small catalog");
  assertSameAsReference(
    await buildSearchIndexInParallel(packages, { minTextLength: 0, startWorker: counting }),
  );
  assert.equal(started, 1, "a worker was asked for, and none could be started");
});

Deno.test("when the worker fails, or its answer cannot be read, this thread builds its part", async () => {
  const failures: ((worker: BuildWorker) => void)[] = [
    (worker) => worker.onerror?.({ preventDefault() {} }),
    (worker) => worker.onmessageerror?.(),
  ];
  for (const fail of failures) {
    let terminated = false;
    const failing: BuildWorker = {
      onmessage: null,
      onerror: null,
      onmessageerror: null,
      postMessage: () => setTimeout(() => fail(failing), 0),
      terminate: () => terminated = true,
    };
    const index = await buildSearchIndexInParallel(packages, {
      minTextLength: 0,
      startWorker: () => failing,
    });
    assert.ok(terminated);
    assertSameAsReference(index);
  }
});

Deno.test("no worker is started without read access to its modules, and nothing is printed", async () => {
  const folder = await Deno.makeTempDir({ prefix: "catalog-mcp-worker-" });
  try {
    const script = join(folder, "start.ts");
    const module = new URL("../src/search_packages/parallel_build.ts", import.meta.url).href;
    await Deno.writeTextFile(
      script,
      `import { startBuildWorker } from ${JSON.stringify(module)};\n` +
        `const worker = startBuildWorker();\nworker?.terminate();\n` +
        `console.log(worker === undefined ? "one thread" : "worker");\n`,
    );
    const run = async (...permissions: string[]) => {
      const { stdout, stderr } = await new Deno.Command(Deno.execPath(), {
        args: ["run", "--quiet", "--no-prompt", ...permissions, script],
      }).output();
      return {
        out: new TextDecoder().decode(stdout).trim(),
        err: new TextDecoder().decode(stderr),
      };
    };
    const searchFolder = fileURLToPath(new URL("../src/search_packages", import.meta.url));
    assert.deepStrictEqual(await run(`--allow-read=${script}`), { out: "one thread", err: "" });
    assert.deepStrictEqual(await run(`--allow-read=${searchFolder}`), { out: "worker", err: "" });
    const denied = `--deny-read=${join(searchFolder, "build_worker.ts")}`;
    assert.deepStrictEqual(await run(`--allow-read=${searchFolder}`, denied), {
      out: "one thread",
      err: "",
    });
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("the first searches of a large catalog wait for one build on two threads, then agree with the reference", async () => {
  // Over the two-thread threshold of 4 million characters.
  const data = generateLargeCatalog({ packages: 110, seed: 22, scale: 1 });
  const textBytes = searchedTextBytes(data.packages);
  assert.ok(textBytes > 5_000_000, `${textBytes} bytes of text`);
  await using client = await connectInMemory(data);
  const asked = ["server test", "the", "configuration", "zzzz", "a b"];
  const answers = await Promise.all(
    asked.map((query) => client.call("search-packages", { query })),
  );
  const big = prepareReference(data.packages);
  answers.forEach((answer, i) => {
    assert.deepStrictEqual(JSON.parse(textOf(answer)), referenceSearch(big, asked[i]!), asked[i]);
  });
});
