/**
 * A seeded synthetic monorepo for the generator benchmark, shaped like the real ones the
 * generator meets: a pnpm workspace whose packages declare `exports` into an unbuilt `dist/`,
 * barrel `src/index.ts` files over a dozen modules with JSDoc, docs pages with front matter, a
 * README, sibling re-exports and a few Custom Elements Manifests. Sized like real ones: about
 * 100 KB of TypeScript, Markdown and JSON per package (vielzeug 100 KB, the Deno standard
 * library 92 KB, lit 245 KB, TanStack Query 42 KB, tests left out).
 *
 * With `elements`, it is a web-component library instead: each package also holds Lit elements
 * built from a mixin (`@customElement`, `@property`) and declares a Custom Elements Manifest
 * it has not built, so the generator builds each one from source.
 *
 * @module
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { WordSupply } from "./_catalog_words.ts";
import { createPrng, type Prng } from "./_prng.ts";

/** What to generate. */
export interface MonorepoShape {
  /** How many packages. */
  packages: number;
  /** Seed of everything random. */
  seed: number;
  /** Lit elements in every package, with a declared, unbuilt manifest. */
  elements?: boolean;
}

/**
 * Writes the monorepo under `root` (which should be empty or absent).
 *
 * @param root The folder to write.
 * @param shape How many packages, and the seed.
 * @returns How many files and bytes were written.
 */
export function writeSyntheticMonorepo(
  root: string,
  shape: MonorepoShape,
): { files: number; bytes: number } {
  const prng = createPrng(shape.seed);
  const words = new WordSupply(prng);
  let files = 0;
  let bytes = 0;
  const write = (path: string, text: string) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    files++;
    bytes += text.length;
  };
  const names = Array.from(
    { length: shape.packages },
    (_, i) => `pkg-${String(i).padStart(3, "0")}`,
  );

  write(
    "package.json",
    JSON.stringify({ name: "bench-monorepo", version: "1.0.0", private: true }),
  );
  write("pnpm-workspace.yaml", "packages:\n  - packages/*\n");
  names.forEach((name, index) => {
    const folder = `packages/${name}`;
    const modules = Array.from({ length: prng.between(14, 22) }, (_, m) => `module_${m}`);
    write(
      `${folder}/package.json`,
      manifest(name, sentence(prng, words, 12), shape.elements === true),
    );
    for (const module of modules) write(`${folder}/src/${module}.ts`, moduleSource(prng, words));
    if (shape.elements === true) {
      write(`${folder}/src/focusable.ts`, FOCUSABLE_MIXIN);
      for (let e = prng.between(4, 8); e > 0; e--) {
        const module = `element_${e}`;
        modules.push(module);
        write(`${folder}/src/${module}.ts`, elementSource(prng, words, `${name}-el-${e}`));
      }
    }
    const sibling = index > 0 && prng.chance(0.15) ? names[prng.below(index)] : undefined;
    write(
      `${folder}/src/index.ts`,
      modules.map((module) => `export * from "./${module}";\n`).join("") +
        (sibling === undefined ? "" : `export * from "@bench/${sibling}";\n`),
    );
    write(`${folder}/README.md`, `# @bench/${name}\n\n${paragraphs(prng, words, 3)}`);
    for (const page of ["index", "api", "usage", "examples"]) {
      const front = page === "index"
        ? `---\ncategory: ${words.word()}\nkeywords: [${words.word()}, ${words.word()}]\n---\n\n`
        : `---\ntitle: ${page}\n---\n\n`;
      write(
        `${folder}/docs/${page}.md`,
        `${front}# ${page}\n\n${paragraphs(prng, words, prng.between(10, 60))}`,
      );
    }
    if (prng.chance(0.1)) {
      write(`${folder}/custom-elements.json`, componentManifest(prng, words, name));
    }
  });
  return { files, bytes };
}

function manifest(name: string, description: string, elements: boolean): string {
  return JSON.stringify(
    {
      name: `@bench/${name}`,
      version: "1.0.0",
      description,
      exports: { ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } },
      ...(elements
        ? { customElements: "dist/custom-elements.json", dependencies: { lit: "^3.0.0" } }
        : {}),
    },
    null,
    2,
  );
}

const FOCUSABLE_MIXIN = `import type { LitElement } from "lit";
import { property } from "lit/decorators.js";

type Constructor<T> = new (...args: any[]) => T;

/** Makes an element focusable. */
export const Focusable = <T extends Constructor<LitElement>>(superClass: T) => {
  class FocusableElement extends superClass {
    /** Whether the element ignores input. */
    @property({ type: Boolean, reflect: true }) disabled = false;
  }
  return FocusableElement;
};
`;

function elementSource(prng: Prng, words: WordSupply, tag: string): string {
  const className = tag.split("-").map((part) => part[0]?.toUpperCase() + part.slice(1)).join("");
  const properties = Array.from(
    { length: prng.between(3, 8) },
    (_, p) =>
      `  /** ${sentence(prng, words, 12)} */
  @property() prop${p} = "${words.word()}";
`,
  );
  return `import { html, LitElement } from "lit";
import { customElement, property } from "lit/decorators.js";
import { Focusable } from "./focusable.js";

/**
 * ${sentence(prng, words, 18)}
 *
 * @slot - ${sentence(prng, words, 8)}
 * @fires ${tag}-change - ${sentence(prng, words, 8)}
 * @csspart base - ${sentence(prng, words, 6)}
 */
@customElement("${tag}")
export class ${className} extends Focusable(LitElement) {
${properties.join("\n")}
  override render() {
    return html\`<div part="base"><slot></slot></div>\`;
  }
}
`;
}

function identifier(prng: Prng, words: WordSupply): string {
  const parts = Array.from({ length: prng.between(2, 3) }, () => words.word());
  return parts.map((part, i) => i === 0 ? part : part[0]?.toUpperCase() + part.slice(1)).join("")
    .replace(/[^\w]/g, "");
}

function moduleSource(prng: Prng, words: WordSupply): string {
  const lines: string[] = [];
  for (let d = prng.between(4, 9); d > 0; d--) {
    const name = identifier(prng, words);
    lines.push(
      "/**",
      ` * ${sentence(prng, words, 18)}`,
      " *",
      ` * @param input ${sentence(prng, words, 8)}`,
      ` * @returns ${sentence(prng, words, 6)}`,
      " * @example",
      " * ```ts",
      ` * ${name}("${words.word()}"); // a comment with "quotes" and a / slash`,
      " * ```",
      " */",
      prng.chance(0.3)
        ? `export interface ${name[0]?.toUpperCase()}${
          name.slice(1)
        }Options {\n  size?: number;\n  label: string;\n}`
        : `export function ${name}(input: string, options: { strict?: boolean } = {}): string {\n` +
          `  const pattern = /[a-z]+\\/${words.word().replace(/\W/g, "")}/g;\n` +
          "  return options.strict ? input.replace(pattern, `${input}`) : input;\n}",
      "",
    );
  }
  return lines.join("\n");
}

function sentence(prng: Prng, words: WordSupply, length: number): string {
  const text = Array.from(
    { length: prng.between(Math.ceil(length / 2), length) },
    () => words.word(),
  );
  return `${text.join(" ")}.`;
}

function paragraphs(prng: Prng, words: WordSupply, count: number): string {
  return Array.from({ length: count }, () => sentence(prng, words, prng.between(20, 80)))
    .join("\n\n") + "\n";
}

function componentManifest(prng: Prng, words: WordSupply, name: string): string {
  const declarations = Array.from({ length: prng.between(2, 6) }, (_, i) => ({
    kind: "class",
    name: `Bench${i}`,
    tagName: `bench-${name}-${i}`,
    description: sentence(prng, words, 10),
    attributes: [{ name: "variant", type: { text: "'a' | 'b'" } }],
  }));
  return JSON.stringify({
    schemaVersion: "2.1.0",
    modules: [{ kind: "javascript-module", path: "src/elements.ts", declarations }],
  });
}
