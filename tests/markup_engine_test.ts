import assert from "node:assert/strict";
import { maskTemplateHoles } from "../src/markup/template_holes.ts";
import { valueRuleOf } from "../src/markup/type_values.ts";

Deno.test("maskTemplateHoles() leaves markup without holes untouched", () => {
  const html = '<x-a b="c">{{ vue }} $ { }</x-a>';
  assert.equal(maskTemplateHoles(html), html);
});

Deno.test("maskTemplateHoles() masks what would end a tag, keeping the length and the rest", () => {
  const html = '<x-a @click=${() => go(a > b, "x y")} b="${c ? \'d\' : "e"}">t ${n}</x-a>';
  const masked = maskTemplateHoles(html);
  assert.equal(masked.length, html.length);
  assert.equal(
    masked,
    '<x-a @click=${()____go(a___b,__x_y_)} b="${c_?__d__:__e_}">t ${n}</x-a>',
  );
});

Deno.test("maskTemplateHoles() keeps the markup of nested template literals", () => {
  const html = "<ul>${items.map((i) => html`<li a=${i.a}>${i}</li>`)}</ul>";
  assert.equal(
    maskTemplateHoles(html),
    "<ul>${items.map((i)____html_<li a=${i.a}>${i}</li>_)}</ul>",
  );
});

Deno.test("maskTemplateHoles() leaves a hole that never closes, and all after it, as written", () => {
  const html = "<x-a b=${c}></x-a><x-d e=${() => {";
  assert.equal(maskTemplateHoles(html), html);
  assert.equal(maskTemplateHoles("${a b} ${c"), "${a_b} ${c");
});

Deno.test("maskTemplateHoles() masks newlines in holes and ends an unclosed string at one", () => {
  assert.equal(maskTemplateHoles("${a\n'b\nc}"), "${a__b_c}");
});

Deno.test("valueRuleOf() reads unions of string literals in any layout", () => {
  assert.deepEqual(valueRuleOf("'a' | \"b\""), { kind: "one-of", values: ["a", "b"] });
  assert.deepEqual(valueRuleOf("\n  | 'sm'\n  | 'md'\n  | undefined"), {
    kind: "one-of",
    values: ["sm", "md"],
  });
  assert.deepEqual(valueRuleOf("('x'|'y' | null)"), { kind: "one-of", values: ["x", "y"] });
  assert.deepEqual(valueRuleOf("'a|b' | 'c'"), { kind: "one-of", values: ["a|b", "c"] });
  assert.deepEqual(valueRuleOf("16 | 20 | '24'"), { kind: "one-of", values: ["16", "20", "24"] });
});

Deno.test("valueRuleOf() reads boolean, alone or with undefined", () => {
  assert.deepEqual(valueRuleOf("boolean"), { kind: "boolean" });
  assert.deepEqual(valueRuleOf("boolean | undefined"), { kind: "boolean" });
});

Deno.test("valueRuleOf() checks nothing for open or unreadable types", () => {
  for (
    const text of [
      undefined,
      "",
      "string",
      "number",
      "Placement",
      "'a' | string",
      "'a' | Size",
      "boolean | 'auto'",
      "'a' | ",
      "'unterminated",
      "`x-${string}`",
      "'it\\'s'",
      "undefined",
    ]
  ) {
    assert.deepEqual(valueRuleOf(text), { kind: "any" }, String(text));
  }
});
