/**
 * The descriptive fields of an installed package, from its own package.json: the catalog
 * neither categorises nor relates a dependency, so nothing else is consulted, except the
 * README's first paragraph when the package has no description (the caller's).
 *
 * @module
 */
import { isRecord } from "../../is_record.ts";
import type { Warn } from "../../warnings.ts";

/** What a dependency's entry says about it besides its name and version. */
export interface InstalledMetadata {
  description: string;
  keywords: string[];
  homepage?: string;
  repository?: string;
}

/**
 * Reads a package.json's `description`, `keywords`, `homepage` and `repository`. A field of the
 * wrong type is reported and left out; `keywords` written as one string (`"modules, stdlib"`,
 * as lodash writes them) is split at its commas, as npm splits it.
 *
 * @param manifest The parsed package.json (empty when it could not be read).
 * @param label How warnings name the package (`next@16.4.6 (package.json)`).
 * @param warn Receives a warning per unusable field.
 * @returns The fields.
 *
 * @example
 * ```ts
 * import { installedMetadata } from "./installed_metadata.ts";
 *
 * const meta = installedMetadata(
 *   { description: "Fast web framework", repository: { type: "git", url: "git+https://github.com/expressjs/express.git" } },
 *   "express@5.3.0 (package.json)",
 *   () => {},
 * );
 * console.log(meta.repository); // "https://github.com/expressjs/express"
 * ```
 */
export function installedMetadata(
  manifest: Record<string, unknown>,
  label: string,
  warn: Warn,
): InstalledMetadata {
  const wrong = (key: string, expected: string) =>
    warn("bad-field", `${label}: "${key}" should be ${expected}; ignored`);
  const { description, keywords, homepage, repository } = manifest;
  const meta: InstalledMetadata = { description: "", keywords: [] };
  if (typeof description === "string" && description.trim() !== "") {
    meta.description = description.trim();
  } else if (description !== undefined && typeof description !== "string") {
    wrong("description", "a string");
  }
  if (Array.isArray(keywords) && keywords.every((keyword) => typeof keyword === "string")) {
    meta.keywords = keywords;
  } else if (typeof keywords === "string") {
    meta.keywords = keywords.split(",").map((keyword) => keyword.trim()).filter(Boolean);
  } else if (keywords !== undefined) wrong("keywords", "a list of strings");
  if (typeof homepage === "string" && /^https?:\/\/\S+$/.test(homepage)) meta.homepage = homepage;
  else if (homepage !== undefined) wrong("homepage", "an http(s) URL");
  const url = repositoryUrl(repository);
  if (url !== undefined) meta.repository = url;
  else if (repository !== undefined) wrong("repository", "a repository URL or shorthand");
  return meta;
}

/** Hosts a shorthand `host:owner/repo` names. */
const SHORTHAND_HOSTS: Readonly<Record<string, string>> = {
  github: "github.com",
  gitlab: "gitlab.com",
  bitbucket: "bitbucket.org",
};

/**
 * The web address of a `repository` field: its `url` (or the string itself), without the
 * `git+` prefix and `.git` suffix npm writes, `git@host:` and `git://` made `https://`, a
 * shorthand (`owner/repo`, `github:owner/repo`) expanded as npm expands it; a `directory`
 * inside a monorepo added as the folder's address on GitHub, GitLab and Bitbucket alike
 * (`/tree/HEAD/<directory>`).
 */
function repositoryUrl(repository: unknown): string | undefined {
  const value = isRecord(repository) ? repository.url : repository;
  if (typeof value !== "string") return undefined;
  let url = value.trim();
  const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(url);
  if (shorthand !== null) {
    url = `https://${SHORTHAND_HOSTS[shorthand[1] ?? "github"]}/${shorthand[2]}`;
  }
  url = url.replace(/^git\+/, "").replace(/^git@([^:/]+):/, "https://$1/")
    .replace(/^(?:git|ssh):\/\/(?:git@)?/, "https://").replace(/\.git$/, "").replace(/\/$/, "");
  if (!/^https?:\/\/\S+$/.test(url)) return undefined;
  const directory = isRecord(repository) ? repository.directory : undefined;
  return typeof directory === "string" && directory !== ""
    ? `${url}/tree/HEAD/${directory.replace(/^\.?\/|\/$/g, "")}`
    : url;
}
