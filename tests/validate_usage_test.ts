/**
 * validate-component-usage through an MCP client, on the demo catalog's Custom Elements
 * Manifest (Aurora's au-* elements): every finding kind, every binding syntax, markup that must
 * stay clean, malformed markup, the tag filter and the limits.
 *
 * @module
 */
import assert from "node:assert/strict";
import { type BundledData, loadData } from "../mod.ts";
import { connectInMemory, textOf } from "./_mcp_client.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { assertToolError } from "./_tool_suite.ts";
import { callValidate, findingLine, findingLines } from "./_usage_check.ts";

const DEMO = loadData();

/** Checks `html` on a fresh in-memory server for `data`. */
async function validate(html: string, tagName?: string, data: BundledData = DEMO) {
  await using c = await connectInMemory(data);
  return await callValidate(c, html, tagName);
}

/** The findings on a fresh in-memory server for `data`, one line each. */
async function findings(html: string, tagName?: string, data: BundledData = DEMO) {
  await using c = await connectInMemory(data);
  return await findingLines(c, html, tagName === undefined ? {} : { tagName });
}

/** The demo snapshot with deprecations added (the demo manifest itself has none). */
function demoWithDeprecations(): BundledData {
  const data = structuredClone(DEMO);
  const declarations = data.packages.flatMap((pkg) => pkg.components);
  const byTag = (tag: string) => declarations.find((d) => d.tagName === tag)!;
  byTag("au-badge").deprecated = "Use au-tag instead.";
  byTag("au-tooltip").deprecated = true;
  byTag("au-button").attributes!.find((a) => a.name === "loading")!.deprecated =
    "Set aria-busy instead.";
  byTag("au-dialog").slots!.find((s) => s.name === "actions")!.deprecated = "Use the footer.";
  byTag("au-dialog").events!.find((e) => e.name === "au-close")!.deprecated = true;
  return data;
}

Deno.test("markup that uses only what the manifest declares, or HTML itself, stays clean", async () => {
  const html = `<!-- a settings form -->
<form class="stack" id="settings">
  <au-text-field label="Email" type="email" required placeholder="you@example.com"
    class="wide" id="email" style="width: 100%" title="Email" tabindex="0" hidden
    aria-describedby="hint" data-testid="email" lang="en" dir="ltr" part="field">
    <au-icon slot="prefix" name="mail" size="16" aria-hidden="true"></au-icon>
  </au-text-field>
  <p id="hint" slot="nothing-to-check">We never share it.</p>
  <au-checkbox checked disabled="" name="terms" value="yes" onchange="save()" onclick="x()">
    I agree
  </au-checkbox>
  <au-button variant="primary" size="large" type="submit" disabled="disabled" loading="true">
    <au-icon slot="prefix" name="save"></au-icon>
    Save <strong>now</strong>
    <span slot="suffix">⌘S</span>
  </au-button>
  <AU-BADGE TONE="success" PILL>new</AU-BADGE>
  <au-dialog open heading="Delete?" dismissible>
    Text in the default slot.
    <h2 slot="heading">Delete the file?</h2>
    <div slot="actions"><au-button variant="danger">Delete</au-button></div>
  </au-dialog>
  <au-tabs selected="a" orientation="vertical">
    <au-tab slot="tab" name="a"><span slot="label">A</span>Panel A</au-tab>
  </au-tabs>
  <au-tooltip content="Help" placement="top-start" delay="200"><span>?</span></au-tooltip>
  <my-app some-attribute></my-app>
  <svg viewBox="0 0 10 10"><font-face font-family="x"></font-face></svg>
</form>`;
  const { result, report } = await validate(html);
  assert.equal(textOf(result), "no problems found");
  assert.deepEqual(report, { valid: true, findings: [] });
});

Deno.test("unknown-element: a tag with the catalog's prefix that it does not declare", async () => {
  assert.deepEqual(
    await findings(
      '<au-buton variant="x"></au-buton>\n<au-zzzzzz></au-zzzzzz><x-button></x-button>',
    ),
    ["unknown-element <au-buton> 1:1 -> au-button", "unknown-element <au-zzzzzz> 2:1"],
  );
  const { report } = await validate("<au-buton></au-buton>");
  assert.equal(
    report.findings[0]?.message,
    '<au-buton> is not an element of this catalog; did you mean "au-button"?',
  );
});

Deno.test("unknown-attribute: not declared, not global, not aria-*, data-* or on*", async () => {
  assert.deepEqual(
    await findings('<au-button varient="primary" colour="red" aria-label="ok">Go</au-button>'),
    [
      "unknown-attribute <au-button> varient 1:12 -> variant",
      "unknown-attribute <au-button> colour 1:30",
    ],
  );
  const { report } = await validate("<au-button colour></au-button>");
  assert.equal(
    report.findings[0]?.message,
    '<au-button> has no attribute "colour". get-component "au-button" lists what it takes.',
  );
});

Deno.test("unknown-attribute: attributes are matched case-insensitively, as HTML does", async () => {
  assert.deepEqual(await findings('<au-button VARIANT="ghost" Disabled></au-button>'), []);
  assert.deepEqual(await findings("<au-button Varient></au-button>"), [
    "unknown-attribute <au-button> Varient 1:12 -> variant",
  ]);
});

Deno.test("invalid-value: an attribute typed by an alias is checked against the union the manifest's parsedType spells", async () => {
  const data = structuredClone(DEMO);
  const button = data.packages.flatMap((pkg) => pkg.components)
    .find((declaration) => declaration.tagName === "au-button")!;
  const variant = button.attributes!.find((attribute) => attribute.name === "variant")!;
  variant.type = { text: "ButtonVariant | undefined" };
  variant.parsedType = { text: "'solid' | 'outline' | undefined" };
  assert.deepEqual(await findings('<au-button variant="solid"></au-button>', undefined, data), []);
  assert.deepEqual(
    await findings('<au-button variant="primary"></au-button>', undefined, data),
    ["invalid-value <au-button> variant 1:12"],
  );
});

Deno.test("invalid-value: a value outside the declared union lists the allowed ones", async () => {
  assert.deepEqual(
    await findings(
      '<au-button variant="primery" size="huge"></au-button>\n<au-icon name="x" size="18">',
    ),
    [
      "invalid-value <au-button> variant 1:12 -> primary",
      "invalid-value <au-button> size 1:30",
      "invalid-value <au-icon> size 2:19 -> 16",
    ],
  );
  const { report } = await validate('<au-button variant="Primary"></au-button>');
  assert.equal(
    report.findings[0]?.message,
    '"Primary" is not a valid variant for <au-button>; did you mean "primary"? ' +
      "Use one of: primary, secondary, ghost, danger.",
  );
});

Deno.test("invalid-value: open types (string, number, a type name) are not checked", async () => {
  assert.deepEqual(
    await findings('<au-tooltip placement="anywhere" delay="soon" content="x"></au-tooltip>'),
    [],
  );
});

Deno.test('boolean-false: a boolean attribute written ="false" is still on', async () => {
  assert.deepEqual(
    await findings(
      '<au-checkbox checked="false" disabled="FALSE" indeterminate="true"></au-checkbox>',
    ),
    ["boolean-false <au-checkbox> checked 1:14", "boolean-false <au-checkbox> disabled 1:30"],
  );
  const { report } = await validate('<au-button disabled="false"></au-button>');
  assert.equal(
    report.findings[0]?.message,
    'disabled="false" still turns disabled on: a boolean attribute is on whenever present. ' +
      "Leave disabled out to turn it off.",
  );
});

Deno.test('boolean-false: an element of a Stencil package reads ="false" as off, and is not reported', async () => {
  const data = structuredClone(DEMO);
  for (const pkg of data.packages) {
    if (pkg.components.some((declaration) => declaration.tagName === "au-checkbox")) {
      pkg.falseAttributesOff = true;
    }
  }
  assert.deepEqual(
    await findings(
      '<au-checkbox checked="false" disabled=${false}></au-checkbox>',
      undefined,
      data,
    ),
    [],
  );
});

Deno.test("unknown-attribute: a property the element's class has, which its manifest leaves out, is not unknown", async () => {
  // Material Web's buttons: `disabled`, `form`, `name` come from mixins its manifest records
  // without attributes; its class's declarations have them.
  const data = structuredClone(DEMO);
  const pkg = data.packages.find((each) =>
    each.components.some((declaration) => declaration.tagName === "au-button")
  )!;
  pkg.symbols!.find((symbol) => symbol.name === "AuButton")!.members!.push(
    { name: "form", kind: "property", signature: "form: string" },
    { name: "formDisabledCallback", kind: "method", signature: "formDisabledCallback(): void" },
    { name: "shadowMode", kind: "property", signature: "static shadowMode: string" },
  );
  assert.deepEqual(
    await findings(
      '<au-button form="f" .form=${"f"} formdisabledcallback="x" shadow-mode="open"></au-button>',
      undefined,
      data,
    ),
    [
      "unknown-attribute <au-button> formdisabledcallback 1:34 -> disabled",
      "unknown-attribute <au-button> shadow-mode 1:59",
    ],
  );
});

Deno.test("boolean-false: Lit's disabled=${false} sets the string and is reported, ?disabled is not", async () => {
  assert.deepEqual(
    await findings("<au-button disabled=${false} ?loading=${false}></au-button>"),
    ["boolean-false <au-button> disabled 1:12"],
  );
  const { report } = await validate("<au-button disabled=${false}></au-button>");
  assert.match(report.findings[0]!.message, /Bind it as \?disabled=\$\{\.\.\.\} instead\.$/);
});

Deno.test("unknown-slot: a child's slot the parent does not declare lists its slots", async () => {
  assert.deepEqual(
    await findings(`<au-dialog open>
  <h2 slot="heading">Title</h2>
  <div slot="footer">F</div>
  <au-button slot="actoins">OK</au-button>
</au-dialog>
<au-text-field><span slot="">x</span></au-text-field>`),
    [
      "unknown-slot <au-dialog> slot 3:8",
      "unknown-slot <au-dialog> slot 4:14 -> actions",
      "unknown-slot <au-text-field> slot 6:22",
    ],
  );
  const { report } = await validate('<au-dialog><div slot="footer"></div></au-dialog>');
  assert.equal(
    report.findings[0]?.message,
    '<au-dialog> has no slot "footer". Its slots: (default), heading, actions.',
  );
});

Deno.test("unknown-slot: a parent that lists no slots, or is no catalog element, is not checked", async () => {
  // au-icon's manifest lists no slots (it may only lack slot docs); div and my-card are not ours.
  assert.deepEqual(
    await findings(
      '<au-icon><b slot="x"></b></au-icon><div><b slot="y"></b></div><my-card><b slot="z"></b></my-card>',
    ),
    [],
  );
});

Deno.test("unknown-slot: the parent is found through <template> and self-closing tags", async () => {
  // Parsed as HTML, <au-button /> stays open and the div lands inside it (au-button has no
  // "heading" slot); as written, the div is the dialog's child.
  assert.deepEqual(
    await findings(`<au-dialog>
  <au-button />
  <div slot="heading">Title</div>
  <template v-if="ok"><div slot="actions">A</div><div slot="feet">B</div></template>
</au-dialog>`),
    ["unknown-slot <au-dialog> slot 4:55"],
  );
});

Deno.test("unknown-event: a listener for an event the element does not dispatch", async () => {
  assert.deepEqual(
    await findings(`<au-text-field @au-chnge=\${h} @au-input=\${h} @focus=\${h}
  onau-change="save()" onau-inptu="x()" onblur="y()"></au-text-field>
<au-button @anything=\${h} onwhatever="x()"></au-button>`),
    [
      "unknown-event <au-text-field> @au-chnge 1:16 -> au-change",
      "unknown-event <au-text-field> onau-inptu 2:24 -> au-input",
    ],
  );
  const { report } = await validate("<au-checkbox @au-toggle=${h}></au-checkbox>");
  assert.equal(
    report.findings[0]?.message,
    '<au-checkbox> does not dispatch "au-toggle". Its events: au-change, and the standard DOM events.',
  );
});

Deno.test("deprecated: elements, attributes, slots and events marked in the manifest", async () => {
  const data = demoWithDeprecations();
  assert.deepEqual(
    await findings(
      `<au-badge tone="info">New</au-badge><au-tooltip content="x"></au-tooltip>
<au-button loading .loading=\${busy}></au-button>
<au-dialog @au-close=\${h}><div slot="actions"></div></au-dialog>`,
      undefined,
      data,
    ),
    [
      "deprecated <au-badge> 1:1",
      "deprecated <au-tooltip> 1:37",
      "deprecated <au-button> loading 2:12",
      "deprecated <au-button> .loading 2:20",
      "deprecated <au-dialog> @au-close 3:12",
      "deprecated <au-dialog> slot 3:32",
    ],
  );
  const { report } = await validate('<au-badge tone="info"></au-badge>', undefined, data);
  assert.equal(report.findings[0]?.message, "<au-badge> is deprecated: Use au-tag instead.");
});

Deno.test("Lit .prop binds a property: fields, reflected attributes and element properties pass", async () => {
  assert.deepEqual(
    await findings(`<au-dialog .returnValue=\${v} .open=\${o} .textContent=\${t} .ariaLabel=\${l}
  .lodaing=\${x} .foo=\${y}></au-dialog>
<au-button .lodaing=\${x}></au-button>`),
    [
      "unknown-attribute <au-dialog> .lodaing 2:3",
      "unknown-attribute <au-dialog> .foo 2:17",
      "unknown-attribute <au-button> .lodaing 3:12 -> loading",
    ],
  );
});

Deno.test("Lit ?attr binds an attribute and @event listens; values in ${...} are not checked", async () => {
  assert.deepEqual(
    await findings(
      '<au-button ?disabled=${d} ?disabeld=${d} variant=${v} size="${s}" @click=${() => go(a > b)}></au-button>',
    ),
    ["unknown-attribute <au-button> ?disabeld 1:27 -> disabled"],
  );
});

Deno.test("Lit @event is exact, as addEventListener is", async () => {
  assert.deepEqual(await findings("<au-checkbox @auChange=${h}></au-checkbox>"), [
    "unknown-event <au-checkbox> @auChange 1:14 -> au-change",
  ]);
});

Deno.test("Vue :prop and v-bind:prop match attributes and properties, kebab or camel case", async () => {
  assert.deepEqual(
    await findings(`<au-dialog :open="isOpen" :return-value="v" :returnValue="v" :class="c" :key="k"
  :style="s" :aria-label="l" :data-id="i" :heding="h"></au-dialog>
<au-button :variant="'ghost'" v-bind:size="'large'" :variant.attr="'danjer'"
  v-bind:size="'huge'" :type="kind"></au-button>`),
    [
      "unknown-attribute <au-dialog> :heding 2:43 -> heading",
      "invalid-value <au-button> :variant.attr 3:53 -> danger",
    ],
  );
});

Deno.test("Vue @event and v-on:event match hyphenated names, modifiers aside", async () => {
  assert.deepEqual(
    await findings(`<au-dialog @au-open.once="o" @auRequestClose="c" v-on:au-close.stop="x"
  @click.prevent="y" v-on:au-opne="z" v-if="a" v-model="m" #default="s"></au-dialog>`),
    ["unknown-event <au-dialog> v-on:au-opne 2:22 -> au-open"],
  );
});

Deno.test("other template syntax in attribute position is left alone", async () => {
  assert.deepEqual(
    await findings(
      '<au-button ${spread(props)} [variant]="v" (click)="go()" *ngIf="x" #ref v-show="s" ' +
        '@[name]="h" :[key]="v"></au-button>\n<au-button variant="{{ v }}" size="<%= s %>">',
    ),
    [],
  );
});

Deno.test("JSX and Svelte: {expression} values are bound, on:event listens, bind: is left alone", async () => {
  assert.deepEqual(
    await findings(
      '<au-checkbox className="x" checked={false} onClick={save} on:au-change={h} ' +
        'on:au-chnge|once={h} bind:checked={c} class:big={b} xlink:href="#x"></au-checkbox>',
    ),
    [
      "unknown-event <au-checkbox> on:au-chnge|once 1:76 -> au-change",
      "unknown-attribute <au-checkbox> xlink:href 1:128",
    ],
  );
});

Deno.test("markup inside a nested template literal is checked, at its place in the input", async () => {
  assert.deepEqual(
    await findings(
      '<au-tabs>${tabs.map((t) => html`\n  <au-tab slot="tabz" name=${t.id}>${t.label}</au-tab>`)}</au-tabs>',
    ),
    ["unknown-slot <au-tabs> slot 2:11 -> tab"],
  );
});

Deno.test("malformed markup never fails: the parser recovers and what it recovered is checked", async () => {
  const cases: [string, string[]][] = [
    ['<div><au-button variant="primery"><p></div></span></au-button>', [
      "invalid-value <au-button> variant 1:17 -> primary",
    ]],
    ['<au-button variant="primery"', []],
    ['<au-button variant="primary>text</au-button><au-buton>', []],
    ["<<<>>></><au-badge tone=info pill=false>x", [
      "boolean-false <au-badge> pill 1:30",
    ]],
    ["\u0000<au-button \u0000 varient>\u0000", [
      "unknown-attribute <au-button> varient 1:15 -> variant",
    ]],
    ["<au-button @click=${() => {", []],
    ["</au-button></au-buton><!-- <au-buton> -->", []],
    ["<table><au-button varient></au-button><tr><td><au-badge tone=x>", [
      "unknown-attribute <au-button> varient 1:19 -> variant",
      "invalid-value <au-badge> tone 1:57",
    ]],
  ];
  for (const [html, expected] of cases) {
    assert.deepEqual(await findings(html), expected, html);
  }
});

Deno.test("lines and columns are 1-based and count \\r\\n as one line break", async () => {
  assert.deepEqual(
    await findings('\r\n\r\n  <au-button\r\n    varient="x"></au-button>\r<au-buton>'),
    [
      "unknown-attribute <au-button> varient 4:5 -> variant",
      "unknown-element <au-buton> 5:1 -> au-button",
    ],
  );
});

Deno.test("the text answer has one line per finding, in input order, each saying what to do", async () => {
  const { result } = await validate(
    '<au-dialog><div slot="x"></div></au-dialog>\n<au-button varient="a"></au-button>',
  );
  assert.equal(
    textOf(result),
    [
      '1:17 unknown-slot: <au-dialog> has no slot "x". Its slots: (default), heading, actions.',
      '2:12 unknown-attribute: <au-button> has no attribute "varient"; did you mean "variant"?',
    ].join("\n"),
  );
});

Deno.test("a finding never repeats; the same mistake at two places is two findings", async () => {
  const html = '<au-button varient="a" varient="b"></au-button>\n<au-button varient="c">';
  assert.deepEqual(await findings(html), [
    "unknown-attribute <au-button> varient 1:12 -> variant",
    "unknown-attribute <au-button> varient 2:12 -> variant",
  ]);
});

Deno.test("tagName limits the check to that element and the slots of its children", async () => {
  const html = `<au-button varient="a"><span slot="x"></span></au-button>
<au-dialog heding="h"><div slot="y"></div><au-button varient="b"></au-button></au-dialog>
<au-buton></au-buton>`;
  assert.deepEqual(await findings(html, "au-dialog"), [
    "unknown-attribute <au-dialog> heding 2:12 -> heading",
    "unknown-slot <au-dialog> slot 2:28",
  ]);
  assert.deepEqual(await findings(html, "AU-BUTTON"), [
    "unknown-attribute <au-button> varient 1:12 -> variant",
    "unknown-slot <au-button> slot 1:30",
    "unknown-attribute <au-button> varient 2:54 -> variant",
  ]);
});

Deno.test("an unknown tagName is a tool error naming the closest tags", async () => {
  await using c = await connectInMemory(DEMO);
  const close = await callValidate(c, "", "au-buton");
  assert.equal(
    assertToolError(close.result),
    'Component "au-buton" not found. Closest tags: au-button.',
  );
  const far = await callValidate(c, "", "zz-top");
  assertToolError(far.result, "Available tags: au-badge, au-button,");
});

Deno.test("a snapshot without a component manifest is a tool error, as for list-components", async () => {
  const data = miniCatalog();
  for (const pkg of data.packages) pkg.components = [];
  await using c = await connectInMemory(data);
  const listed = textOf(await c.call("list-components"));
  const { result } = await callValidate(c, "<x-a></x-a>");
  assert.equal(assertToolError(result), listed);
});

Deno.test("html over 65,536 characters is a tool error naming the limit; up to it is checked", async () => {
  await using c = await connectInMemory(DEMO);
  const over = await callValidate(c, "x".repeat(65_537));
  assertToolError(over.result, "65536 characters");
  const filler = "<p>x</p>".repeat(8_190);
  const html = `${filler}<au-buton>`.padEnd(65_536, " ");
  const atLimit = await callValidate(c, html);
  assert.deepEqual(atLimit.report.findings.map((finding) => findingLine(finding)), [
    "unknown-element <au-buton> 1:65521 -> au-button",
  ]);
});

Deno.test("elements nested past the depth bound are not checked, and a note says so", async () => {
  const open = (n: number) => "<div>".repeat(n);
  const html = `${open(10)}<au-button varient></au-button>${open(300)}<au-button varient>`;
  const { result, report } = await validate(html);
  assert.deepEqual(report.findings.map((finding) => findingLine(finding)), [
    "unknown-attribute <au-button> varient 1:62 -> variant",
  ]);
  assert.deepEqual(report.notes, ["Elements nested over 256 deep were not checked."]);
  assert.match(textOf(result), /\nElements nested over 256 deep were not checked\.$/);
});

Deno.test("attributes past the per-element bound are not checked, and a note says so", async () => {
  const many = Array.from({ length: 200 }, (_, i) => `data-a${i}`).join(" ");
  const { report } = await validate(`<au-button varient ${many} colour></au-button>`);
  assert.deepEqual(report.findings.map((finding) => findingLine(finding)), [
    "unknown-attribute <au-button> varient 1:12 -> variant",
  ]);
  assert.deepEqual(report.notes, ["Only the first 128 attributes of an element were checked."]);
});

Deno.test("at most 100 findings are listed; a note counts the rest", async () => {
  const { result, report } = await validate("<au-buton></au-buton>\n".repeat(130));
  assert.equal(report.valid, false);
  assert.equal(report.findings.length, 100);
  assert.equal(report.findings.at(-1)?.line, 100);
  assert.deepEqual(report.notes, ["30 more findings not listed; fix these and check again."]);
  assert.equal(textOf(result).split("\n").length, 101);
});
