/**
 * The shapes of catalog the benchmarks and tests generate. Each profile sets what a search
 * engine is sensitive to: how big the vocabulary is and how steeply its words repeat, how
 * names are written (camelCase, kebab-case with custom element tags, snake_case), how long
 * the fields are, and how much non-ASCII text there is. `docs` is the catalog the benchmarks
 * used first (the same bytes for the same seed); the others were added so that no figure
 * depends on one distribution.
 *
 * @module
 */

/** How a catalog's words and fields are drawn. */
export interface CatalogProfile {
  /** The name used on the command line and in reports. */
  readonly name: ProfileName;
  /** One line on what the profile is like. */
  readonly summary: string;
  /** Packages at full size (about 100 MB of JSON). */
  readonly packages: number;
  /** Invented words in the long tail of the vocabulary (names, domain terms). */
  readonly inventedWords: number;
  /**
   * Exponent of the Zipf law words are drawn with: 1 as in prose; above it the top words
   * repeat more and the tail less, below it the other way round.
   */
  readonly zipf: number;
  /** How identifiers are written: `createDataGrid`, `create-data-grid`, `create_data_grid`. */
  readonly naming: "camel" | "kebab" | "snake";
  /** Share of a package's exports that are custom element tags such as `sg-badge-group`. */
  readonly tagExports: number;
  /** How many words an exported name is made of: [fewest, most]. */
  readonly exportParts: readonly [number, number];
  /** Multiplies the size of every documentation page. */
  readonly pageSize: number;
  /** Multiplies the size of the source. */
  readonly sourceSize: number;
  /** Chance that a sentence holds a non-ASCII word (accents, Greek, CJK). */
  readonly nonAscii: number;
}

/** The profile names. */
export const PROFILE_NAMES = ["docs", "components", "sprawl", "code"] as const;

/** One profile name. */
export type ProfileName = typeof PROFILE_NAMES[number];

/** Every profile, by name. */
export const PROFILES: Readonly<Record<ProfileName, CatalogProfile>> = {
  docs: {
    name: "docs",
    summary: "2,000 documented packages, prose vocabulary, camelCase exports",
    packages: 2000,
    inventedWords: 6000,
    zipf: 1,
    naming: "camel",
    tagExports: 0,
    exportParts: [2, 6],
    pageSize: 1,
    sourceSize: 1,
    nonAscii: 0,
  },
  components: {
    name: "components",
    summary: "a design system: kebab-case names, custom element tags, a small vocabulary " +
      "repeated steeply",
    packages: 2000,
    inventedWords: 900,
    zipf: 1.3,
    naming: "kebab",
    tagExports: 0.6,
    exportParts: [1, 4],
    pageSize: 1.04,
    sourceSize: 0.8,
    nonAscii: 0.02,
  },
  sprawl: {
    name: "sprawl",
    summary: "8,000 small packages, a large flat vocabulary, snake_case names, " +
      "non-ASCII words",
    packages: 8000,
    inventedWords: 60000,
    zipf: 0.8,
    naming: "snake",
    tagExports: 0,
    exportParts: [2, 4],
    pageSize: 0.19,
    sourceSize: 0.26,
    nonAscii: 0.12,
  },
  code: {
    name: "code",
    summary: "500 packages of mostly source, long camelCase compounds, few docs",
    packages: 500,
    inventedWords: 12000,
    zipf: 1.05,
    naming: "camel",
    tagExports: 0,
    exportParts: [3, 8],
    pageSize: 0.35,
    sourceSize: 28,
    nonAscii: 0,
  },
};

/**
 * Finds a profile by name.
 *
 * @param name A name from {@link PROFILE_NAMES}.
 * @returns The profile.
 * @throws {RangeError} Naming the profiles when there is none by that name.
 */
export function profileNamed(name: string): CatalogProfile {
  const profile = (PROFILES as Record<string, CatalogProfile>)[name];
  if (profile === undefined) {
    throw new RangeError(`no profile "${name}"; the profiles are ${PROFILE_NAMES.join(", ")}`);
  }
  return profile;
}
