/**
 * Builds large, deterministic catalogs for the search benchmark and the search tests: package
 * metadata, Markdown pages with prose, lists, tables and code, and a TypeScript `src/index.ts`,
 * at the sizes real packages have (about 50 KB of text per package at scale 1 in the `docs`
 * profile). A profile (see `_catalog_profiles.ts`) sets the vocabulary, the naming style and
 * the field sizes.
 *
 * @module
 */
import type {
  BundledData,
  BundledPackage,
  CemDeclaration,
  DocPage,
} from "../src/snapshot/model.ts";
import { type CatalogProfile, PROFILES } from "./_catalog_profiles.ts";
import { createPrng, type Prng } from "./_prng.ts";
import { WordSupply } from "./_catalog_words.ts";

/** Options of {@link generateLargeCatalog}. */
export interface LargeCatalogOptions {
  /** Number of packages; the profile's full size by default. */
  packages?: number;
  /** PRNG seed; 1 by default. */
  seed?: number;
  /** Multiplies every page and source size; 1 by default. */
  scale?: number;
  /** The shape of the catalog; `docs` by default. */
  profile?: CatalogProfile;
}

const CATEGORIES = [
  "forms",
  "layout",
  "data",
  "utilities",
  "navigation",
  "feedback",
  "media",
  "charts",
  "networking",
  "state",
  "testing",
  "i18n",
] as const;

/** Characters per page (and for the source) at scale 1, before a random factor of 0.6-1.4. */
const TARGET_SIZE: Record<DocPage | "source", number> = {
  index: 8_000,
  api: 14_000,
  usage: 10_000,
  examples: 10_000,
  source: 7_000,
};

/**
 * Generates a catalog. Equal options give byte-identical catalogs.
 *
 * @param options Size, seed, scale and profile.
 * @returns A snapshot that passes `validateBundledData`.
 */
export function generateLargeCatalog(options: LargeCatalogOptions = {}): BundledData {
  const { profile = PROFILES.docs, seed = 1, scale = 1 } = options;
  const packages = options.packages ?? profile.packages;
  const prng = createPrng(seed);
  const words = new WordSupply(prng, { invented: profile.inventedWords, zipf: profile.zipf });
  const slugs = uniqueSlugs(packages, prng, words);
  // A design system puts one short prefix on all its tags; a catalog may hold a few systems.
  const prefixes = profile.tagExports > 0
    ? Array.from({ length: 24 }, () => words.invented().slice(0, prng.between(2, 3)))
    : [];
  const style = {
    ...profile,
    pageSize: profile.pageSize * scale,
    sourceSize: profile.sourceSize * scale,
  };
  return {
    version: `bench-${packages}-${seed}`,
    packages: slugs.map((slug) =>
      new PackageWriter({ prng, words, profile: style, slug, allSlugs: slugs, prefixes }).build()
    ),
  };
}

function uniqueSlugs(count: number, prng: Prng, words: WordSupply): string[] {
  const slugs = new Set<string>();
  while (slugs.size < count) {
    const base = prng.chance(0.5)
      ? `${words.technical()}-${words.invented()}`
      : `${words.invented()}-${words.technical()}`;
    slugs.add(slugs.has(base) ? `${base}-${slugs.size}` : base);
  }
  return [...slugs];
}

/** What a {@link PackageWriter} draws from. */
interface WriterContext {
  prng: Prng;
  words: WordSupply;
  /** The profile, its sizes already multiplied by the scale. */
  profile: CatalogProfile;
  slug: string;
  allSlugs: readonly string[];
  /** Tag prefixes of the catalog's design systems (none when it has no tag exports). */
  prefixes: readonly string[];
}

/** Writes one package; holds the names its texts keep coming back to. */
class PackageWriter {
  readonly #prng: Prng;
  readonly #words: WordSupply;
  readonly #profile: CatalogProfile;
  readonly #slug: string;
  readonly #allSlugs: readonly string[];
  /** Rare words this package's texts use over and over, as real docs repeat their terms. */
  readonly #topic: readonly string[];
  readonly #exports: readonly string[];

  constructor({ prng, words, profile, slug, allSlugs, prefixes }: WriterContext) {
    this.#prng = prng;
    this.#words = words;
    this.#profile = profile;
    this.#slug = slug;
    this.#allSlugs = allSlugs;
    this.#topic = Array.from({ length: prng.between(3, 6) }, () => words.invented());
    const prefix = prefixes.length > 0 ? prng.pick(prefixes) : "";
    const exports = new Set<string>();
    const count = prng.between(5, 40);
    const [fewest, most] = profile.exportParts;
    while (exports.size < count) {
      const parts = prng.between(fewest, most);
      exports.add(
        prefix !== "" && prng.chance(profile.tagExports)
          ? `${prefix}-${this.#identifier(parts, "kebab")}`
          : this.#identifier(parts),
      );
    }
    this.#exports = [...exports];
  }

  build(): BundledPackage {
    const prng = this.#prng;
    const pages = (["index", "api", "usage", "examples"] as const).filter((page) =>
      page === "index" || !prng.chance(page === "examples" ? 0.15 : 0.05)
    );
    const docs: Partial<Record<DocPage, string>> = {};
    for (const page of pages) docs[page] = this.#page(page);
    return {
      slug: this.#slug,
      name: `@bench/${this.#slug}`,
      version: `${prng.between(0, 4)}.${prng.between(0, 20)}.${prng.between(0, 9)}`,
      category: prng.pick(CATEGORIES),
      description: this.#sentence(prng.between(12, 25)),
      exports: [...this.#exports],
      keywords: Array.from(
        { length: prng.between(3, 10) },
        () => prng.chance(0.3) ? prng.pick(this.#topic) : this.#words.technical(),
      ),
      related: Array.from({ length: prng.between(0, 5) }, () => prng.pick(this.#allSlugs)),
      availableDocPages: pages,
      docs,
      components: this.#components(),
      apiSource: prng.chance(0.08) ? null : this.#source(),
    };
  }

  #size(part: DocPage | "source"): number {
    const scale = part === "source" ? this.#profile.sourceSize : this.#profile.pageSize;
    return Math.round(TARGET_SIZE[part] * scale * (0.6 + 0.8 * this.#prng.next()));
  }

  #term(): string {
    const prng = this.#prng;
    const roll = prng.next();
    if (roll < 0.04) return prng.pick(this.#topic);
    if (roll < 0.06) return `\`${prng.pick(this.#exports)}\``;
    if (roll < 0.07) return this.#slug;
    return this.#words.word();
  }

  #sentence(length: number): string {
    const parts = Array.from({ length }, () => this.#term());
    if (this.#prng.chance(0.15)) parts.splice(this.#prng.below(length), 0, "—");
    if (this.#prng.chance(0.05)) parts.splice(this.#prng.below(length), 0, "→");
    const { nonAscii } = this.#profile;
    if (nonAscii > 0 && this.#prng.chance(nonAscii)) {
      parts.splice(this.#prng.below(length), 0, this.#words.nonAscii());
    }
    const text = parts.join(" ");
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  }

  #identifier(parts: number, naming = this.#profile.naming): string {
    const words = Array.from(
      { length: parts },
      (_, i) =>
        i > 0 && this.#prng.chance(0.3) ? this.#prng.pick(this.#topic) : this.#words.technical(),
    );
    if (naming !== "camel") return words.join(naming === "kebab" ? "-" : "_");
    const camel = words.map((word, i) => i === 0 ? word : capitalise(word)).join("");
    return this.#prng.chance(0.3) ? capitalise(camel) : camel;
  }

  #page(page: DocPage): string {
    const target = this.#size(page);
    const out = [`# ${capitalise(this.#slug)} — ${page}`, "", this.#paragraph()];
    let length = out.join("\n").length;
    while (length < target) {
      const section = this.#section();
      out.push(section);
      length += section.length + 1;
    }
    return out.join("\n");
  }

  #paragraph(): string {
    const sentences = this.#prng.between(2, 6);
    return Array.from({ length: sentences }, () => this.#sentence(this.#prng.between(6, 22)))
      .join(" ");
  }

  #section(): string {
    const prng = this.#prng;
    const lines = ["", `## ${capitalise(this.#sentence(prng.between(2, 4)).slice(0, -1))}`, ""];
    lines.push(this.#paragraph(), "");
    const kind = prng.below(3);
    if (kind === 0) {
      for (let i = prng.between(3, 7); i > 0; i--) {
        lines.push(`- ${this.#sentence(prng.between(4, 12))}`);
      }
    } else if (kind === 1) {
      lines.push("| Option | Type | Default | Description |", "| --- | --- | --- | --- |");
      for (let i = prng.between(3, 8); i > 0; i--) {
        const type = prng.pick(["string", "number", "boolean", "() => void"]);
        lines.push(
          `| \`${this.#identifier(prng.between(1, 3))}\` | \`${type}\` | \`${
            prng.below(100)
          }\` | ` +
            `${this.#sentence(prng.between(4, 10))} |`,
        );
      }
    } else {
      lines.push(
        "```ts",
        `import { ${prng.pick(this.#exports)} } from "@bench/${this.#slug}";`,
        "",
      );
      for (let i = prng.between(3, 10); i > 0; i--) lines.push(this.#statement());
      lines.push("```");
    }
    return lines.join("\n");
  }

  #statement(): string {
    const prng = this.#prng;
    const name = this.#identifier(prng.between(1, 3));
    return prng.chance(0.5)
      ? `const ${name} = ${prng.pick(this.#exports)}({ ${this.#words.technical()}: ${
        prng.below(1000)
      } });`
      : `${name}.${this.#identifier(prng.between(1, 2))}("${this.#words.word()}");`;
  }

  #source(): string {
    const prng = this.#prng;
    const target = this.#size("source");
    const out = [`// @bench/${this.#slug}: ${this.#sentence(prng.between(5, 10))}`];
    let length = out[0]!.length;
    let next = 0;
    while (length < target) {
      const name = this.#exports[next++ % this.#exports.length]!;
      const lines = ["", "/**", ` * ${this.#sentence(prng.between(6, 16))}`, " */"];
      if (name.includes("-")) {
        // A custom element: its class, registered under the tag.
        lines.push(`customElements.define("${name}", class extends HTMLElement {`);
        for (let i = prng.between(2, 6); i > 0; i--) {
          lines.push(`  ${this.#identifier(prng.between(1, 3))}(): void {`, "  }");
        }
        lines.push("});");
        out.push(lines.join("\n"));
        length += out[out.length - 1]!.length + 1;
        continue;
      }
      if (/^[A-Z]/.test(name)) {
        lines.push(`export class ${name} {`);
        for (let i = prng.between(2, 6); i > 0; i--) {
          lines.push(
            `  ${this.#identifier(prng.between(1, 3))}(): void {`,
            `    ${this.#statement()}`,
            "  }",
          );
        }
      } else {
        lines.push(`export function ${name}(options: ${capitalise(name)}Options = {}): unknown {`);
        for (let i = prng.between(2, 8); i > 0; i--) lines.push(`  ${this.#statement()}`);
        lines.push(`  return ${this.#identifier(2)};`);
      }
      lines.push("}");
      const block = lines.join("\n");
      out.push(block);
      length += block.length + 1;
    }
    return out.join("\n");
  }

  #components(): CemDeclaration[] {
    const prng = this.#prng;
    return Array.from({ length: prng.chance(0.3) ? prng.between(1, 3) : 0 }, () => {
      const name = capitalise(this.#identifier(2));
      return {
        kind: "class",
        name,
        tagName: `x-${this.#slug}-${prng.below(1000)}`,
        description: this.#sentence(prng.between(5, 12)),
        attributes: [{ name: this.#words.technical(), type: { text: "string" } }],
      };
    });
  }
}

function capitalise(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
