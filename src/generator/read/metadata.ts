/**
 * A package's descriptive fields, from the most deliberate source to the least: the
 * repository's `catalog-mcp.json`, the front matter of the package's index page, its manifest,
 * then what its README and its entry module's documentation say first.
 *
 * @module
 */
import { CONFIG_FILE, type ConfiguredFields } from "../find/config.ts";
import type { Warn } from "../warnings.ts";

/** The descriptive fields of a catalog entry. */
export interface PackageMetadata {
  /** Manifest `version`, or `0.0.0`. */
  version: string;
  /** Configured, front matter or manifest `description`, else a summary, else `""`. */
  description: string;
  /** Configured or front matter `category`, else `""`. */
  category: string;
  /** Configured, front matter or manifest `keywords`, else `[]`. */
  keywords: string[];
  /** Configured or front matter `related`, else `[]`. */
  related: string[];
  /** Front matter `exports`, or `null` when they are to be derived from the source. */
  exports: string[] | null;
}

/** Where each value is read from, for the warnings. */
export interface MetadataSources {
  /** The parsed manifest. */
  manifest: Record<string, unknown>;
  /** The manifest's path. */
  manifestPath: string;
  /** The index page's front matter. */
  frontMatter: Record<string, unknown>;
  /** The file the front matter came from, if any. */
  frontMatterFile: string | null;
  /** The package's section of `catalog-mcp.json`, if it has one. */
  config: ConfiguredFields | undefined;
  /**
   * First paragraphs that can describe the package when nothing declares a description, in
   * order of preference (the README's, then the entry module's documentation).
   */
  summaries: string[];
}

const DEFAULT_VERSION = "0.0.0";

/**
 * Resolves the descriptive fields of a package.
 *
 * @param sources Manifest and front matter.
 * @param label How warnings name the package.
 * @param warn Receives a warning for each default taken and each value of the wrong type.
 * @returns The fields.
 */
export function resolveMetadata(
  sources: MetadataSources,
  label: string,
  warn: Warn,
): PackageMetadata {
  const { manifest, manifestPath, frontMatter, config = {} } = sources;
  // Without an index page or README the front matter is empty, so only the manifest can be
  // pointed at.
  const docFile = sources.frontMatterFile ?? manifestPath;
  const noDocs = sources.frontMatterFile === null
    ? " (the package has no index page or README)"
    : "";
  const fromDoc = <T>(key: string, check: Check<T>) =>
    checked(frontMatter, key, check, `${label} (${docFile})`, warn);
  const fromManifest = <T>(key: string, check: Check<T>) =>
    checked(manifest, key, check, `${label} (${manifestPath})`, warn);

  const version = fromManifest("version", isNonEmptyString);
  if (version === undefined) {
    warn("no-version", `${label} (${manifestPath}): no "version"; using ${DEFAULT_VERSION}`);
  }
  const description = config.description ?? fromDoc("description", isString) ??
    fromManifest("description", isString) ?? sources.summaries[0];
  if (description === undefined) {
    warn(
      "no-description",
      `${label} (${docFile}): no "description" in ${CONFIG_FILE}, front matter or manifest, ` +
        `and no first paragraph in a README or @module documentation; using ""${noDocs}`,
    );
  }
  const category = config.category ?? fromDoc("category", isString);
  if (category === undefined) {
    warn(
      "no-category",
      `${label} (${docFile}): no "category" in front matter or ${CONFIG_FILE}; using ""${noDocs}`,
    );
  }
  return {
    version: version ?? DEFAULT_VERSION,
    description: description ?? "",
    category: category ?? "",
    keywords: config.keywords ?? fromDoc("keywords", isStringList) ??
      fromManifest("keywords", isStringList) ?? [],
    related: config.related ?? fromDoc("related", isStringList) ?? [],
    exports: fromDoc("exports", isStringList) ?? null,
  };
}

interface Check<T> {
  test: (value: unknown) => value is T;
  expected: string;
}

const isString: Check<string> = {
  test: (v): v is string => typeof v === "string",
  expected: "a string",
};
const isNonEmptyString: Check<string> = {
  test: (v): v is string => typeof v === "string" && v.trim() !== "",
  expected: "a non-empty string",
};
const isStringList: Check<string[]> = {
  test: (v): v is string[] => Array.isArray(v) && v.every((item) => typeof item === "string"),
  expected: "a list of strings",
};

/** The field's value when it has the right type; a wrong type is reported and ignored. */
function checked<T>(
  record: Record<string, unknown>,
  key: string,
  check: Check<T>,
  where: string,
  warn: Warn,
): T | undefined {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (check.test(value)) return value;
  warn("bad-field", `${where}: "${key}" should be ${check.expected}; ignored`);
  return undefined;
}
