/**
 * Symbol coverage and size on real repositories: what the acceptance run asks of the
 * generator's symbols.
 *
 * Usage: `deno task measure:symbols [--show N] [repo-root ...]` (default: the demo monorepo;
 * `--show` lists up to N symbols whose names disagree).
 *
 * Coverage: for every name each package's entries export according to `deno doc --json`
 * (its raw output, read here without the generator's printer), whether the snapshot has a
 * record of that name and whether every parameter name, type name and member name deno doc
 * reports for it appears in the record's signature and member signatures.
 *
 * Size: the record as a `get-symbol` answer would carry it (import line, a `ts` block with
 * the signature and every member, the docs and tags), median / 95th percentile / largest;
 * and a `list-symbols` listing (name, kind, subpath, first sentence) of the largest package.
 * The server decides the final wording and summarises very large classes, so these figures
 * are the generator's share of the budgets (median < 1,500, p95 < 6,000, list < 8,000).
 *
 * @module
 */
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { ApiSymbol } from "../src/snapshot/model.ts";
import { DeclarationIndex } from "../src/generator/read/symbols/declaration_index.ts";
import type { DocSymbol } from "../src/generator/read/symbols/deno_doc_json.ts";
import { denoImportMap, extractSymbols } from "../src/generator/read/symbols/extract.ts";
import { runDenoDoc } from "../src/generator/read/symbols/run_deno_doc.ts";
import { median, percentile } from "./_stats.ts";
import { symbolWorkspace } from "./_symbol_workspace.ts";

/** Where deno doc lists members: each member's name must appear in the record. */
const MEMBER_LISTS = new Set(["properties", "methods", "members", "elements"]);

const { values, positionals } = parseArgs({
  args: Deno.args,
  options: { show: { type: "string" } },
  allowPositionals: true,
});
/** How many disagreeing symbols to list per repository. */
const show = Number(values.show ?? 10);
const roots = positionals.length > 0 ? positionals : ["data/demo"];
for (const root of roots.map((path) => resolve(path))) await measure(root);

async function measure(root: string): Promise<void> {
  const workspace = symbolWorkspace(root);
  const { symbols } = await extractSymbols(workspace);
  const files = [...new Set(workspace.packages.flatMap((pkg) => pkg.entries.map((e) => e.file)))];
  const raw = await runDenoDoc({
    deno: workspace.deno,
    root,
    files,
    importMap: denoImportMap(workspace),
  });
  const index = new DeclarationIndex();
  for (const module of raw.modules.values()) index.add(module);

  let exported = 0;
  let recorded = 0;
  /** Agreement counted as deno doc displays a symbol, and counting every JSON declaration. */
  const agreeing = { displayed: 0, everyDeclaration: 0 };
  const disagreements: string[] = [];
  for (const pkg of workspace.packages) {
    const records = symbols.get(pkg.slug) ?? [];
    for (const entry of pkg.entries) {
      for (const symbol of raw.modules.get(resolve(root, entry.file))?.symbols ?? []) {
        if (symbol.declarations.every((d) => d.declarationKind === "private")) continue;
        exported++;
        // A declaration exported by several entries is recorded under the first of them.
        const declared = symbol.declarations.flatMap(index.resolve)[0]?.location;
        const file = declared && relative(root, fileURLToPath(declared.filename));
        const record = records.find((r) => r.name === symbol.name && r.subpath === entry.subpath) ??
          records.find((r) =>
            r.name === symbol.name && r.file === file && r.line === declared!.line + 1
          );
        if (record === undefined) {
          disagreements.push(`${pkg.name} ${entry.subpath} ${symbol.name}: no record`);
          continue;
        }
        recorded++;
        const text = [record.signature, ...(record.members ?? []).map((m) => m.signature)]
          .join("\n");
        const missing = (implementations: boolean) =>
          [...expectedNames(symbol, index, implementations)].filter((name) => !text.includes(name));
        const displayed = missing(false);
        if (displayed.length === 0) agreeing.displayed++;
        else {disagreements.push(
            `${pkg.name} ${symbol.name}: ${displayed.slice(0, 5).join(", ")} missing`,
          );}
        if (missing(true).length === 0) agreeing.everyDeclaration++;
      }
    }
  }

  const all = workspace.packages.flatMap((pkg) =>
    (symbols.get(pkg.slug) ?? []).map((symbol) => ({ pkg: pkg.name, symbol }))
  );
  const answers = all.map(({ pkg, symbol }) => answerText(pkg, symbol).length);
  const listings = workspace.packages.map((pkg) => ({
    name: pkg.name,
    chars: listingText(symbols.get(pkg.slug) ?? []).length,
    count: symbols.get(pkg.slug)?.length ?? 0,
  })).sort((a, b) => b.chars - a.chars);
  const largest = listings[0];
  const percent = (part: number) => `${(100 * part / Math.max(exported, 1)).toFixed(2)}%`;

  console.log(`\n${root}: ${workspace.packages.length} packages, ${all.length} symbol records`);
  console.log(`  deno doc exports ${exported} names; recorded ${recorded} (${percent(recorded)})`);
  console.log(
    `  parameter, type and member names agree, as deno doc displays symbols: ` +
      `${agreeing.displayed} (${percent(agreeing.displayed)}); counting the implementation ` +
      `signatures of overloads too: ${agreeing.everyDeclaration} (${
        percent(agreeing.everyDeclaration)
      })`,
  );
  for (const line of disagreements.slice(0, show)) {
    console.log(`    ${line}`);
  }
  console.log(
    `  get-symbol answer (chars): median ${median(answers)}, p95 ${percentile(answers, 0.95)}, ` +
      `max ${Math.max(...answers)}`,
  );
  if (largest !== undefined) {
    console.log(
      `  list-symbols of the largest package (${largest.name}, ${largest.count} symbols): ` +
        `${largest.chars} chars`,
    );
  }
  const bytes = all.reduce((sum, { symbol }) => sum + JSON.stringify(symbol).length, 0);
  console.log(
    `  symbols in the snapshot: ${(bytes / 1024).toFixed(0)} KiB, ` +
      `${
        (bytes / Math.max(workspace.packages.length, 1) / 1024).toFixed(1)
      } KiB per package on average`,
  );
}

/**
 * Parameter names, type names and member names deno doc reports for a symbol. Without
 * `implementations`, the implementation signature of an overloaded function, method or
 * constructor does not count: deno doc's own HTML and text output hide it, as `.d.ts` files do.
 */
function expectedNames(
  symbol: DocSymbol,
  index: DeclarationIndex,
  implementations: boolean,
): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) {
      const items = implementations ? value : withoutImplementations(value);
      return items.forEach((item) => visit(item, key));
    }
    if (typeof value !== "object" || value === null) return;
    const node = value as Record<string, unknown>;
    // Private members are no API (the snapshot leaves them out); docs are not signatures.
    if (node.accessibility === "private") return;
    if (typeof node.typeName === "string") names.add(node.typeName);
    if (node.kind === "identifier" && typeof node.name === "string") names.add(node.name);
    if (MEMBER_LISTS.has(key) && typeof node.name === "string") names.add(node.name);
    for (const [child, inner] of Object.entries(node)) {
      if (child !== "jsDoc" && child !== "location" && child !== "repr") visit(inner, child);
    }
  };
  const declarations = symbol.declarations.flatMap(index.resolve);
  visit(implementations ? declarations : withoutImplementations(declarations), "declarations");
  return names;
}

/** Drops, from a list of declarations or members, implementations that have overloads. */
function withoutImplementations(items: unknown[]): unknown[] {
  const hasBody = (item: unknown) => {
    const node = item as {
      hasBody?: boolean;
      def?: { hasBody?: boolean };
      functionDef?: { hasBody?: boolean };
    };
    return Boolean(node?.hasBody ?? node?.def?.hasBody ?? node?.functionDef?.hasBody);
  };
  const nameOf = (item: unknown) => (item as { name?: unknown; kind?: unknown })?.name ?? "";
  return items.filter((item) =>
    !hasBody(item) ||
    !items.some((other) => other !== item && nameOf(other) === nameOf(item) && !hasBody(other))
  );
}

/** Roughly what `get-symbol` returns for a record. */
function answerText(pkg: string, symbol: ApiSymbol): string {
  const from = symbol.subpath === "." ? pkg : `${pkg}${symbol.subpath.slice(1)}`;
  const importLine = symbol.name === "default"
    ? `import value from "${from}";`
    : `import { ${symbol.name} } from "${from}";`;
  const members = (symbol.members ?? []).map((m) => `  ${m.signature.replaceAll("\n", "\n  ")};`);
  const code = members.length > 0
    ? `${symbol.signature} {\n${members.join("\n")}\n}`
    : symbol.signature;
  const tags = (symbol.tags ?? []).map((t) =>
    `@${t.tag}${t.name ? ` ${t.name}` : ""}${t.text ? ` ${t.text}` : ""}`
  );
  const memberDocs = (symbol.members ?? []).filter((m) => m.doc).map((m) =>
    `- ${m.name}: ${m.doc}`
  );
  return [importLine, "```ts", code, "```", symbol.doc ?? "", ...tags, ...memberDocs].join("\n");
}

/** Roughly what `list-symbols` returns for a package. */
function listingText(symbols: readonly ApiSymbol[]): string {
  return symbols.map((s) => {
    const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(s.doc ?? "")?.[0] ??
      (s.doc ?? "").split("\n")[0];
    return `${s.name} ${s.kind} ${s.subpath} ${sentence}`;
  }).join("\n");
}
