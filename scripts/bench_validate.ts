/**
 * Markup check benchmark (`deno task bench:validate`): validate-component-usage's engine on a
 * 64 KB fragment that uses 1,000 elements of a catalog declaring 1,000 custom elements (each
 * with union-typed, boolean and string attributes, events and slots), written as a Lit
 * template with event and property bindings, slotted children and a few mistakes. Measured in
 * the same run, interleaved round by round:
 *
 * - parse5 alone parsing the same fragment with source locations: the baseline, the floor
 *   under any check built on a spec-compliant parser;
 * - the whole check as the tool runs it (rules already indexed): parse, check, report text.
 *
 * The first check on a catalog indexes its rules; that one-time cost is printed apart.
 * Exits 1 when the check's median misses the target (50 ms).
 *
 * Usage: `deno task bench:validate [--runs 40]`
 *
 * @module
 */
import { parseArgs } from "node:util";
import { parseFragment } from "parse5";
import { Catalog } from "../src/catalog/catalog.ts";
import { elementRulesOf } from "../src/markup/element_rules.ts";
import { validateUsage } from "../src/markup/validate_usage.ts";
import type { BundledData, CemDeclaration } from "../src/snapshot/model.ts";
import { blankPackage } from "../tests/_mini_catalog.ts";
import { createPrng } from "./_prng.ts";
import { loadAverage, median } from "./_stats.ts";

const ELEMENTS = 1_000;
const FRAGMENT_CHARS = 65_536;
const TARGET_MS = 50;
const WARMUP_RUNS = 5;

const { values } = parseArgs({ args: Deno.args, options: { runs: { type: "string" } } });
const runs = Number(values.runs ?? 40);

const catalog = Catalog.fromData(catalogOf(ELEMENTS));
const html = fragment(ELEMENTS, FRAGMENT_CHARS);

const indexStart = performance.now();
elementRulesOf(catalog);
const indexMs = performance.now() - indexStart;
const first = validateUsage(catalog, html);

const subjects = [
  {
    label: "parse5 alone (baseline)",
    run: () => parseFragment(html, { sourceCodeLocationInfo: true }),
  },
  { label: "validate-component-usage check", run: () => validateUsage(catalog, html) },
];
const times = subjects.map(() => [] as number[]);
for (let round = -WARMUP_RUNS; round < runs; round++) {
  // Alternating the order keeps one subject from always running on a warmer heap.
  for (let i = 0; i < subjects.length; i++) {
    const index = (i + round + WARMUP_RUNS) % subjects.length;
    const started = performance.now();
    subjects[index]!.run();
    if (round >= 0) times[index]!.push(performance.now() - started);
  }
}

const [parse, check] = times.map((samples) => median(samples)) as [number, number];
console.log(
  `Markup check: ${html.length} characters, ${ELEMENTS} catalog elements used, ` +
    `${ELEMENTS} declared; ${first.report.findings.length} findings listed` +
    (first.report.notes ? ` (${first.report.notes.join(" ")})` : ""),
);
console.log(`Load average ${loadAverage()} on ${navigator.hardwareConcurrency} cores`);
console.log(`${runs} runs each, median ms:\n`);
for (const [i, subject] of subjects.entries()) {
  const ms = median(times[i]!);
  console.log(
    `${subject.label.padEnd(36)}${ms.toFixed(1).padStart(8)}${
      `${(ms / parse).toFixed(2)}x`.padStart(9)
    }`,
  );
}
console.log(
  `\nindexing the rules of ${ELEMENTS} declarations, once per catalog: ${indexMs.toFixed(1)} ms`,
);
const met = check < TARGET_MS;
console.log(
  `${met ? "ok  " : "MISS"} check: ${check.toFixed(1)} ms (median, ${
    (check / parse).toFixed(2)
  }x parse5 alone), target < ${TARGET_MS} ms`,
);
if (!met) Deno.exitCode = 1;

/** A catalog of `count` elements `x-e0`... with the kinds of declaration the check reads. */
function catalogOf(count: number): BundledData {
  const components: CemDeclaration[] = Array.from({ length: count }, (_, i) => ({
    kind: "class",
    name: `XE${i}`,
    tagName: `x-e${i}`,
    attributes: [
      { name: "kind", type: { text: "'a' | 'b' | 'c' | undefined" }, fieldName: "kind" },
      { name: "size", type: { text: "'sm' | 'md' | 'lg'" } },
      { name: "on", type: { text: "boolean" }, fieldName: "on" },
      { name: "label", type: { text: "string" } },
      { name: "max-items", type: { text: "number" } },
    ],
    members: [{ name: "items", kind: "field" }, { name: "kind", kind: "field" }],
    events: [{ name: "pick" }, { name: "x-change" }],
    slots: [{ name: "" }, { name: "start" }, { name: "end" }],
  }));
  return { version: "1.0.0", packages: [blankPackage("elements", { components })] };
}

/**
 * A Lit template using each of `count` elements once, in random order, padded with text to
 * `chars` characters. About one element in twenty has a mistake.
 */
function fragment(count: number, chars: number): string {
  const prng = createPrng(17);
  const parts: string[] = [];
  for (const i of Array.from({ length: count }, (_, n) => n).sort(() => prng.next() - 0.5)) {
    const kind = prng.chance(0.05) ? "z" : prng.pick(["a", "b", "c"]);
    const extra = prng.chance(0.05) ? " colour" : "";
    const slot = prng.chance(0.05) ? "middle" : "end";
    parts.push(
      `<x-e${i} kind="${kind}" ?on=\${o} @pick=\${() => go(${i})} .items=\${s}${extra}>` +
        `<b slot="${slot}">·</b>t</x-e${i}>\n`,
    );
  }
  return parts.join("").padEnd(chars, "\n<!-- padding -->").slice(0, chars);
}
