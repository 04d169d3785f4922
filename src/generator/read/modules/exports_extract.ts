/**
 * Derives a module's exported names from its TypeScript source, without a compiler.
 *
 * Only top-level `export` statements count (those inside `namespace` or `declare module`
 * blocks are skipped). Comments and literals are masked first, so examples in doc comments
 * are never mistaken for exports.
 *
 * @module
 */
import { declaredNames } from "./bindings.ts";
import { maskCommentsAndLiterals } from "./ts_mask.ts";

/**
 * One thing a module exports: a name (`default` for a default export), or everything another
 * module exports (`export * from "..."`), whose names the caller has to look up.
 */
export type ExportItem = { name: string } | { starFrom: string };

/** What one module's source says about its exports. */
export interface ModuleExports {
  /** The exports in source order; names may repeat (overloads, declaration merging). */
  items: ExportItem[];
  /** Export statements that were not understood, as `line N: text`. */
  unsupported: string[];
}

type Rule = (match: RegExpExecArray, masked: string, source: string) => Partial<ModuleExports>;

const ID = "([A-Za-z_$][\\w$]*)";
const DECLARE = "(?:declare\\s+)?";

/** Tried in order at every top-level `export`; the first pattern that matches wins. */
const RULES: readonly [RegExp, Rule][] = [
  // `export =` is TypeScript's form of a CommonJS module's single export.
  [/export\s+default\b|export\s*=/y, () => ({ items: [{ name: "default" }] })],
  [new RegExp(`export\\s+${DECLARE}(?:async\\s+)?function\\b\\s*\\*?\\s*${ID}`, "y"), named],
  [new RegExp(`export\\s+${DECLARE}(?:abstract\\s+)?class\\s+${ID}`, "y"), named],
  [new RegExp(`export\\s+${DECLARE}(?:const\\s+)?enum\\s+${ID}`, "y"), named],
  [new RegExp(`export\\s+${DECLARE}(?:interface|type|namespace|module)\\s+${ID}`, "y"), named],
  [new RegExp(`export\\s+import\\s+${ID}\\s*=`, "y"), named],
  [new RegExp(`export\\s+(?:type\\s+)?\\*\\s*as\\s+${ID}`, "y"), named],
  [/export\s+(?:type\s+)?\*\s*from\s*["']/y, (match, _masked, source) => ({
    items: [{ starFrom: quotedAt(source, match.index + match[0].length - 1) }],
  })],
  [/export\s+(?:type\s+)?\{([^}]*)\}/y, (match) => exportList(match[1] as string)],
  [new RegExp(`export\\s+${DECLARE}(const|let|var|using)\\s+`, "y"), (match, masked) => ({
    items: declaredNames(
      masked,
      match.index + match[0].length,
      match[1] === "let" || match[1] === "var",
    )
      .map((name) => ({ name })),
  })],
  // `export as namespace X` names a global for script users; it adds no module export.
  [/export\s+as\s+namespace\b/y, () => ({})],
];

function named(match: RegExpExecArray): Partial<ModuleExports> {
  return { items: [{ name: match[1] as string }] };
}

/** `a, b as c, type d, x as default` -> `a`, `c`, `d`, `default`. */
function exportList(list: string): Partial<ModuleExports> {
  const items: ExportItem[] = [];
  const unsupported: string[] = [];
  for (const item of list.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    const exported = item.replace(/^type\s+/, "").split(/\s+as\s+/).at(-1)?.trim() ?? "";
    if (/^[A-Za-z_$][\w$]*$/.test(exported)) items.push({ name: exported });
    else unsupported.push(`a string export name in { ${list.trim()} }`);
  }
  return { items, unsupported };
}

/** Reads the string literal whose opening quote is at `quote` from the original source. */
function quotedAt(source: string, quote: number): string {
  const end = source.indexOf(source[quote] as string, quote + 1);
  return source.slice(quote + 1, end === -1 ? undefined : end);
}

/**
 * Lists what a TypeScript module exports.
 *
 * Recognised: `export` before `function`, `async function`, `function*`, `class`,
 * `abstract class`, `const`/`let`/`var` (destructuring included), `enum`, `const enum`,
 * `interface`, `type`, `namespace`, optionally after `declare`; `export default ...`
 * (`default`); `export { a, b as c }` with or without `from`; `export * as ns from`;
 * `export import A = B`. `export * from` is returned as a `starFrom` item for the caller to
 * follow.
 *
 * @param source TypeScript source text.
 * @returns The exports in source order and any statement that was not understood.
 */
export function extractExports(source: string): ModuleExports {
  const masked = maskCommentsAndLiterals(source);
  const result: ModuleExports = { items: [], unsupported: [] };
  let depth = 0;
  // Braces and the word `export` are all that matter here; the regular expression engine
  // finds the next one far faster than a loop over every character.
  for (const { 0: token, index: i } of masked.matchAll(/[{}]|export/g)) {
    if (token === "{") depth++;
    else if (token === "}") depth--;
    else if (depth === 0 && isExportKeyword(masked, i)) {
      const found = applyRules(masked, source, i);
      if (found === null) result.unsupported.push(describeAt(source, i));
      else {
        result.items.push(...(found.items ?? []));
        result.unsupported.push(
          ...(found.unsupported ?? []).map((what) => describeAt(source, i, what)),
        );
      }
    }
  }
  return result;
}

function isExportKeyword(masked: string, i: number): boolean {
  return masked.startsWith("export", i) && !/[\w$.]/.test(masked[i - 1] ?? " ") &&
    !/[\w$]/.test(masked[i + 6] ?? " ");
}

function applyRules(masked: string, source: string, at: number): Partial<ModuleExports> | null {
  for (const [pattern, rule] of RULES) {
    pattern.lastIndex = at;
    const match = pattern.exec(masked);
    if (match !== null) return rule(match, masked, source);
  }
  return null;
}

function describeAt(source: string, at: number, what?: string): string {
  const line = source.slice(0, at).split("\n").length;
  const text = what ?? (source.slice(at).split("\n", 1)[0] ?? "").trim();
  return `line ${line}: ${text}`;
}
