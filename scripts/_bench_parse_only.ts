/**
 * The baseline of the memory benchmark: a process that only reads a snapshot and
 * `JSON.parse`s it, the plain way (the whole file as bytes, then as one string). It says
 * "ready" on stdout once the data is parsed and keeps it alive until stdin closes, so that the
 * benchmark can read its peak resident memory.
 *
 * @module
 */
const data: unknown = JSON.parse(
  new TextDecoder("utf-8", { fatal: true }).decode(Deno.readFileSync(Deno.args[0]!)),
);
console.log("ready");
for await (const _ of Deno.stdin.readable) {
  // Nothing is sent; stdin closing ends the process.
}
if (data === undefined) console.error("no data");
