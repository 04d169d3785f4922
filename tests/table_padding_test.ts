/** Tables read without the spaces that pad their cells (src/generator/read/docs/table_padding.ts). */
import assert from "node:assert/strict";
import { withoutTablePadding } from "../src/generator/read/docs/table_padding.ts";

Deno.test("withoutTablePadding: cells keep one space a side, a delimiter three dashes and its colons", () => {
  const table = [
    "| Option      | Default | Meaning                 |",
    "| :---------- | ------: | :---------------------: |",
    "| `count`     | `10`    | Rotated files kept      |",
  ].join("\n");
  assert.equal(
    withoutTablePadding(`Intro.\n\n${table}\n\nAfter.`),
    "Intro.\n\n| Option | Default | Meaning |\n| :--- | ---: | :---: |\n" +
      "| `count` | `10` | Rotated files kept |\n\nAfter.",
  );
});

Deno.test("withoutTablePadding: fenced code, an escaped pipe, a row's indent and prose are left as they are", () => {
  const page = [
    "```text",
    "| kept     | as is |",
    "```",
    "- item",
    "",
    "    | Nested   | row |",
    "| `a \\|  b`    | c |",
    "Two  spaces  in prose, and ---- dashes.",
  ].join("\n");
  assert.equal(
    withoutTablePadding(page),
    page.replace("    | Nested   | row |", "    | Nested | row |")
      .replace("| `a \\|  b`    | c |", "| `a \\|  b` | c |"),
  );
  const plain = "# Title\n\nNo table here.";
  assert.equal(withoutTablePadding(plain), plain);
});
