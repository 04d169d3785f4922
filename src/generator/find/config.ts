/**
 * `catalog-mcp.json`: what a repository tells the generator that its files do not say. Per
 * package metadata without front matter, and which package each page of a root documentation
 * tree belongs to.
 *
 * @module
 */
import { z } from "zod";
import { describeIssues } from "../../snapshot/zod_issues.ts";
import type { PublicUrlKind, PublicUrls } from "../../snapshot/model.ts";
import { templateProblems } from "../../snapshot/public_urls.ts";
import { parseJsonc } from "./jsonc.ts";
import type { RepositoryFiles } from "./repository_files.ts";

/** The configuration file's name at the repository root. */
export const CONFIG_FILE = "catalog-mcp.json";

const stringList = z.array(z.string());

/** A URL template for one kind of item, checked as `search` and `fetch` will fill it. */
const template = (kind: PublicUrlKind) =>
  z.string().superRefine((value, ctx) => {
    for (const message of templateProblems(kind, value)) ctx.addIssue({ code: "custom", message });
  }).exactOptional();

/** Where the team's documentation site shows each kind of item. */
const publicUrls = z.strictObject({
  docs: template("docs"),
  symbol: template("symbol"),
  component: template("component"),
});

/** Fields a package's entry takes from the configuration before any other source. */
const packageFields = z.strictObject({
  description: z.string().optional(),
  category: z.string().optional(),
  keywords: stringList.optional(),
  related: stringList.optional(),
  publicUrls: publicUrls.optional(),
});

/** One rule mapping files of a documentation tree to a package's pages. */
const docsRule = z.strictObject({
  include: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  exclude: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
  package: z.string().min(1),
  prefix: z.string().regex(/^[\w@.-]+(?:\/[\w@.-]+)*$/, "expected a path such as reference")
    .optional(),
});

const configSchema = z.strictObject({
  $schema: z.string().optional(),
  publicUrls: publicUrls.optional(),
  packages: z.record(z.string(), packageFields).optional(),
  docs: z.array(docsRule).optional(),
});

/** Fields set for one package in `catalog-mcp.json`. */
export type ConfiguredFields = z.infer<typeof packageFields>;

/** One rule of the `docs` list. */
export interface DocsRule {
  /** Glob patterns of the Markdown files, relative to the repository root. */
  include: string[];
  /** Glob patterns of files to leave out. */
  exclude: string[];
  /** The package the pages belong to, by its package name. */
  package: string;
  /** Put before every page id made by this rule (`reference` -> `reference/QueryClient`). */
  prefix?: string;
}

/** The parsed configuration of a repository; empty when it has no `catalog-mcp.json`. */
export interface CatalogConfig {
  /** The file the configuration came from, relative to the repository root, or `null`. */
  file: string | null;
  /**
   * Per package, by package name. A package's `publicUrls` are the root's with its own in
   * their place, kind by kind.
   */
  packages: Record<string, ConfiguredFields>;
  /** The root's `publicUrls`, for every package (each package's section may replace them). */
  publicUrls: PublicUrls;
  /** Root documentation tree rules, in order. */
  docs: DocsRule[];
}

/**
 * Reads and checks `catalog-mcp.json` at the repository root (JSON with comments allowed).
 *
 * @param files The repository's files.
 * @returns The configuration; empty when the file does not exist.
 * @throws {Error} When the file cannot be parsed or does not fit: the message names each
 * failing field by path.
 */
export function readCatalogConfig(files: RepositoryFiles): CatalogConfig {
  const text = files.read(CONFIG_FILE);
  if (text === null) return { file: null, packages: {}, publicUrls: {}, docs: [] };
  let raw: unknown;
  try {
    raw = parseJsonc(text);
  } catch (error) {
    throw new Error(`Cannot parse ${CONFIG_FILE}: ${(error as Error).message}`);
  }
  const result = configSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    const problems = describeIssues(result.error.issues, 5).map((line) => `  - ${line}`);
    throw new Error(
      `${CONFIG_FILE} is not valid (README: "catalog-mcp.json"):\n${problems.join("\n")}`,
    );
  }
  const { packages = {}, publicUrls = {}, docs = [] } = result.data;
  return {
    file: CONFIG_FILE,
    packages,
    publicUrls,
    docs: docs.map((rule) => ({
      include: [rule.include].flat(),
      exclude: rule.exclude === undefined ? [] : [rule.exclude].flat(),
      package: rule.package,
      ...(rule.prefix === undefined ? {} : { prefix: rule.prefix }),
    })),
  };
}

/**
 * The fields `catalog-mcp.json` sets for one package: its own section, with the root's
 * `publicUrls` for each kind it does not give itself.
 *
 * @param config The configuration.
 * @param name The package's name.
 * @returns The fields, or `undefined` when the configuration says nothing about the package.
 */
export function configuredFields(
  config: CatalogConfig,
  name: string,
): ConfiguredFields | undefined {
  const own = config.packages[name];
  const publicUrls = { ...config.publicUrls, ...own?.publicUrls };
  if (Object.keys(publicUrls).length === 0) return own;
  return { ...own, publicUrls };
}
