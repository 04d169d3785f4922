import assert from "node:assert/strict";
import { Spares } from "../src/search_packages/spares.ts";

/** A spare buffer full of stale bytes, as a dead working array leaves it. */
function stale(bytes: number): ArrayBuffer {
  const buffer = new ArrayBuffer(bytes);
  new Uint8Array(buffer).fill(0xab);
  return buffer;
}

Deno.test("arrays carved from spare buffers start zeroed and never overlap", () => {
  const spares = new Spares([{ buffer: stale(1000), written: 1000 }]);
  const arrays = [
    spares.uint32(10),
    spares.ids(100, 7),
    spares.int32(5),
    spares.ids(100_000, 3),
    spares.uint32(300),
  ];
  for (const array of arrays) assert.ok(array.every((value) => value === 0));
  assert.ok(arrays[1] instanceof Uint16Array && arrays[3] instanceof Uint32Array);
  // Each filled with its own number: none is overwritten by another.
  arrays.forEach((array, i) => array.fill(i + 1));
  arrays.forEach((array, i) => assert.ok(array.every((value) => value === i + 1), `array ${i}`));
  // The first four fit the spare (written room first); the last needed a new buffer.
  assert.equal(arrays[0]!.buffer, arrays[3]!.buffer);
  assert.notEqual(arrays[4]!.buffer, arrays[0]!.buffer);
});

Deno.test("a scratch lent is the most written spare, and comes back for the next one", () => {
  const little = { buffer: stale(4096), written: 100 };
  const much = { buffer: stale(4096), written: 4000 };
  const spares = new Spares([little, much]);
  const scratch = spares.lend(512);
  assert.equal(scratch.buffer, much.buffer);
  spares.giveBack(scratch);
  assert.equal(spares.lend(100).buffer, much.buffer);
  // Too large for any spare: a new array of its own.
  assert.equal(spares.lend(10_000).length, 10_000);
});
