/**
 * A small hand-written snapshot with one of everything the tools distinguish: all pages, some
 * pages, no pages, a page beyond the four (with a `/` in its id), no source, components (with
 * a duplicate tag and untagged declarations), symbols in one package only.
 *
 * @module
 */
import { type ApiSymbol, type BundledData, type BundledPackage, DOC_PAGES } from "../mod.ts";

/**
 * A package with nothing in it but its slug, name (`@mini/<slug>`) and version, plus `fields`.
 * Its available pages are those of `fields.docs` unless given.
 */
export function blankPackage(slug: string, fields: Partial<BundledPackage> = {}): BundledPackage {
  const docs = fields.docs ?? {};
  return {
    slug,
    name: `@mini/${slug}`,
    version: "1.0.0",
    category: "",
    description: "",
    exports: [],
    keywords: [],
    related: [],
    availableDocPages: DOC_PAGES.filter((page) => docs[page] !== undefined),
    docs,
    components: [],
    apiSource: null,
    ...fields,
  };
}

/**
 * An exported symbol of the main entry, declared at line 1 of `index.d.ts`, plus `fields`.
 */
export function exportedSymbol(
  name: string,
  signature: string,
  fields: Partial<ApiSymbol> = {},
): ApiSymbol {
  return {
    name,
    kind: "function",
    subpath: ".",
    signature,
    file: "index.d.ts",
    line: 1,
    ...fields,
  };
}

/** A catalog of the given packages (version 1.0.0). */
export function catalogOf(...packages: BundledPackage[]): BundledData {
  return { version: "1.0.0", packages };
}

/** Builds a fresh copy of the mini catalog. */
export function miniCatalog(): BundledData {
  return {
    version: "2026.1.0",
    packages: [
      blankPackage("date-picker", {
        category: "forms",
        description: "Pick a date from a calendar popover.",
        exports: ["DatePicker", "parseIsoDate"],
        keywords: ["calendar", "date"],
        related: ["tokens"],
        availableDocPages: ["index", "api", "usage", "examples"],
        docs: {
          index: "# Date picker\n\nChoose dates.",
          api: "# API\n\n`DatePicker(options)`",
          usage: "# Usage\n\nImport the picker.",
          examples: "# Examples\n\nA range picker.",
        },
        apiSource: "export function DatePicker() {}\nexport function parseIsoDate() {}\n",
        symbols: datePickerSymbols(),
        pages: [{
          id: "guides/ranges",
          title: "Ranges",
          markdown: "# Ranges\n\nA start and an end.\n\n## Open ranges\n\nNo end.\n\n" +
            "## Presets\n\nLast week.\n",
        }],
      }),
      blankPackage("tokens", {
        category: "foundations",
        description: "Design tokens: colors, spacing.",
        exports: ["tokens"],
        keywords: ["design tokens"],
        availableDocPages: ["index", "api"],
        docs: { index: "# Tokens", api: "# Token API" },
        apiSource: "export const tokens = {};\n",
      }),
      blankPackage("empty", { version: "0.0.0" }),
      blankPackage("elements", {
        category: "components",
        description: "Web components.",
        availableDocPages: ["index"],
        docs: { index: "# Elements" },
        components: [
          {
            kind: "class",
            name: "MiniButton",
            tagName: "mini-button",
            description: "A button.",
            attributes: [
              { name: "variant", type: { text: "'primary' | 'ghost'" }, default: "'primary'" },
              { name: "disabled", type: { text: "boolean" } },
              { name: "label" },
            ],
            members: [{ name: "focus", kind: "method" }],
            events: [{ name: "press", type: { text: "CustomEvent" } }],
            slots: [{ name: "" }],
            cssParts: [{ name: "control" }],
            cssProperties: [{ name: "--mini-button-bg", default: "blue" }],
            "x-extension": { kept: true },
          },
          { kind: "function", name: "defineAll" },
          { kind: "class", name: "MiniCard", tagName: "mini-card" },
          { kind: "class", name: "MiniButtonAgain", tagName: "mini-button" },
        ],
      }),
    ],
  };
}

/** The symbols of the date picker: the only package of the mini catalog with symbol data. */
function datePickerSymbols(): ApiSymbol[] {
  return [
    {
      name: "DatePicker",
      kind: "function",
      subpath: ".",
      signature: "function DatePicker(): void",
      doc: "Renders a date picker.",
      file: "date-picker/src/index.ts",
      line: 1,
    },
    {
      name: "parseIsoDate",
      kind: "function",
      subpath: ".",
      signature: "function parseIsoDate(): void",
      doc: "Parses an ISO 8601 date.",
      file: "date-picker/src/index.ts",
      line: 2,
    },
  ];
}
