/**
 * A small, valid catalog snapshot built in code, for tests of the data layer and anything
 * above it. Every call returns fresh objects, so tests may mutate what they get.
 *
 * @module
 */
import type { BundledData, BundledPackage, CemDeclaration } from "../data.ts";

/** A JSON path into a snapshot: object keys and array indexes, e.g. `["packages", 1, "slug"]`. */
export type JsonPath = readonly (string | number)[];

/** The fields the specification requires at the snapshot root, in spec order. */
export const ROOT_FIELDS = ["version", "packages"] as const;

/** The fields the specification requires on every package, in spec order. */
export const PACKAGE_FIELDS = [
  "slug",
  "name",
  "version",
  "category",
  "description",
  "exports",
  "keywords",
  "availableDocPages",
  "related",
  "docs",
  "components",
  "apiSource",
] as const;

/** A component declaration that uses every part of the Custom Elements Manifest model. */
export function validDeclaration(): CemDeclaration {
  return {
    kind: "class",
    name: "FxButton",
    tagName: "fx-button",
    description: "A button that submits or resets its form.",
    superclass: { name: "LitElement", package: "lit" },
    attributes: [
      {
        name: "variant",
        type: { text: "'primary' | 'quiet'" },
        default: "'primary'",
        description: "Visual weight.",
        fieldName: "variant",
      },
      { name: "disabled", type: { text: "boolean" } },
    ],
    members: [
      { name: "variant", kind: "field", type: { text: "string" } },
      { name: "focus", kind: "method", description: "Moves focus to the button." },
    ],
    events: [{ name: "fx-press", type: { text: "CustomEvent<void>" } }],
    slots: [{ name: "", description: "The label." }, { name: "icon" }],
    cssParts: [{ name: "base", description: "The native button." }],
    cssProperties: [{ name: "--fx-button-radius", default: "4px" }],
  };
}

/**
 * A valid package with every field set; `overrides` replace or add fields (extra keys too).
 *
 * @param overrides Fields to replace or add.
 * @returns A fresh package record.
 */
export function validPackage(
  overrides: Partial<BundledPackage> & Record<string, unknown> = {},
): BundledPackage {
  return {
    slug: "button",
    name: "@fx/button",
    version: "2.4.1",
    category: "forms",
    description: "Buttons for forms and toolbars — «pressable» things.",
    exports: ["FxButton", "buttonStyles"],
    keywords: ["button", "form", "toolbar"],
    availableDocPages: ["index", "api", "usage", "examples"],
    related: ["layout", "icons"],
    docs: {
      index: "# Button\n\nPress it. Ünïcødé: 日本語 😀\n",
      api: "# API\n\n`<fx-button variant>`\n",
      usage: "# Usage\n\n```html\n<fx-button>Save</fx-button>\n```\n",
      examples: "# Examples\n\nA quiet button.\n",
    },
    components: [validDeclaration(), { kind: "function", name: "buttonStyles" }],
    apiSource: 'export { FxButton } from "./button.ts";\nexport const buttonStyles = "";\n',
    ...overrides,
  };
}

/**
 * A valid snapshot of three packages: one with everything, one with a single doc page and no
 * source or components, one with no doc pages at all.
 *
 * @returns A fresh snapshot.
 */
export function validSnapshot(): BundledData {
  return {
    version: "2026.11.0",
    packages: [
      validPackage(),
      validPackage({
        slug: "layout",
        name: "@fx/layout",
        version: "0.0.0",
        category: "layout",
        description: "Stacks and grids.",
        exports: ["FxStack"],
        keywords: [],
        availableDocPages: ["index"],
        related: ["button"],
        docs: { index: "# Layout\n" },
        components: [],
        apiSource: null,
      }),
      validPackage({
        slug: "icons",
        name: "@fx/icons",
        version: "1.0.0",
        category: "",
        description: "",
        exports: [],
        keywords: ["svg"],
        availableDocPages: [],
        related: [],
        docs: {},
        components: [{ kind: "class", name: "FxIcon", tagName: "fx-icon" }],
        apiSource: "export {};\n",
      }),
    ],
  };
}

/**
 * The snapshot as plain JSON (what `JSON.parse` gives), to mutate freely with
 * {@link setAt} and {@link deleteAt}.
 *
 * @returns A fresh, untyped copy of {@link validSnapshot}.
 */
export function rawSnapshot(): Record<string, unknown> {
  return JSON.parse(JSON.stringify(validSnapshot()));
}

/**
 * Returns a copy of `root` with the value at `path` replaced.
 *
 * @param root Parsed JSON.
 * @param path Where to write; the parent must exist.
 * @param value The new value.
 * @returns The changed copy.
 */
export function setAt(root: unknown, path: JsonPath, value: unknown): unknown {
  const copy = structuredClone(root);
  const [parent, key] = parentOf(copy, path);
  (parent as Record<string | number, unknown>)[key] = value;
  return copy;
}

/**
 * Returns a copy of `root` without the value at `path` (a key is deleted, an array entry
 * removed).
 *
 * @param root Parsed JSON.
 * @param path What to remove; the parent must exist.
 * @returns The changed copy.
 */
export function deleteAt(root: unknown, path: JsonPath): unknown {
  const copy = structuredClone(root);
  const [parent, key] = parentOf(copy, path);
  if (Array.isArray(parent) && typeof key === "number") parent.splice(key, 1);
  else delete (parent as Record<string | number, unknown>)[key];
  return copy;
}

/**
 * Reads the value at `path`, or `undefined` when there is none.
 *
 * @param root Parsed JSON.
 * @param path Where to read.
 * @returns The value found.
 */
export function getAt(root: unknown, path: JsonPath): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * Renders a path the way validation errors do: `packages[1].docs.api`.
 *
 * @param path A JSON path.
 * @returns The path as text.
 */
export function formatPath(path: JsonPath): string {
  return path.map((key, i) => typeof key === "number" ? `[${key}]` : i === 0 ? key : `.${key}`)
    .join("");
}

function parentOf(root: unknown, path: JsonPath): [object, string | number] {
  const key = path.at(-1);
  const parent = getAt(root, path.slice(0, -1));
  if (key === undefined || typeof parent !== "object" || parent === null) {
    throw new Error(`no parent for ${formatPath(path)}`);
  }
  return [parent, key];
}

/** Runs `fn` with a fresh temporary directory (for snapshot files) and removes it afterwards. */
export function withTempDir(fn: (dir: string) => void): void {
  const dir = Deno.makeTempDirSync({ prefix: "catalog-mcp-snapshot-" });
  try {
    fn(dir);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}
