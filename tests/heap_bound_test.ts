/** The heap's garbage is collected once it has grown by a step (src/heap_bound.ts). */
import assert from "node:assert/strict";
import { getHeapStatistics } from "node:v8";
import { HeapBound, whenIdle } from "../src/heap_bound.ts";

const MiB = 2 ** 20;

/** About 40 MiB of objects, dead once the function returns. */
function leaveGarbage(): void {
  const garbage = Array.from({ length: 500_000 }, (_, at) => ({ at, text: `item ${at}` }));
  assert.equal(garbage.length, 500_000);
}

function used(): number {
  return getHeapStatistics().used_heap_size;
}

Deno.test("a heap that has not grown by the step is left as it is", () => {
  const bound = new HeapBound(64 * MiB);
  assert.equal(bound.collectIfGrown(), false);
});

Deno.test("a heap grown by the step is collected, down to what is alive", () => {
  const bound = new HeapBound(16 * MiB);
  leaveGarbage();
  const before = used();
  assert.equal(bound.collectIfGrown(), true);
  assert.ok(used() < before - 16 * MiB, `${before / MiB} MiB, then ${used() / MiB} MiB`);
  // The garbage is gone: the next look finds no growth.
  assert.equal(bound.collectIfGrown(), false);
});

Deno.test("an idle moment after the last call collects, and a call puts it off", async () => {
  const bound = new HeapBound(16 * MiB);
  leaveGarbage();
  const before = used();
  whenIdle(bound);
  await new Promise((resolve) => setTimeout(resolve, 100));
  whenIdle(bound);
  await new Promise((resolve) => setTimeout(resolve, 150));
  // 250 ms after the first call, 150 after the second: not yet idle long enough.
  assert.ok(used() >= before - 16 * MiB, "collected before the server was idle");
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.ok(used() < before - 16 * MiB, `${before / MiB} MiB, then ${used() / MiB} MiB`);
});
