/**
 * The rules of a snapshot that a JSON Schema cannot state: names that must be unique, doc page
 * lists that must agree with the pages, and words a folder name or a page id must not hold. Each
 * rule takes a value whose shape is already valid and returns what it breaks, as paths below
 * that value and sentences. The zod schema (`schema.ts`) reports them; the quick check of parsed
 * snapshots (`snapshot_check.ts`) only asks whether there are any.
 *
 * @module
 */
import { DOC_PAGES } from "./model.ts";

/** One broken rule: where, below the value checked, and what is wrong. */
export interface RuleProblem {
  path: (string | number)[];
  message: string;
}

const isDocPage = (name: string): boolean => (DOC_PAGES as readonly string[]).includes(name);

/** A package's folder name: no path separators. */
export function slugProblems(slug: string): RuleProblem[] {
  return /[/\\]/.test(slug)
    ? [{ path: [], message: "a folder name must not contain '/' or '\\'" }]
    : [];
}

/** A package's `docs`: only the four doc pages. */
export function docsProblems(docs: Readonly<Record<string, string>>): RuleProblem[] {
  return Object.keys(docs).filter((key) => !isDocPage(key)).map((key) => ({
    path: [key],
    message: `"${key}" is not a doc page (expected one of ${DOC_PAGES.join(", ")})`,
  }));
}

const RESERVED_ID = `a page id must not be one of the four pages (${DOC_PAGES.join(", ")}); ` +
  "put those in docs";

/** A documentation page's id: none of the four doc pages, which belong in `docs`. */
export function pageIdProblems(id: string): RuleProblem[] {
  return isDocPage(id) ? [{ path: [], message: RESERVED_ID }] : [];
}

/** What the package rules read (a package, or zod's parsed form of one). */
interface PackageLists {
  docs: Readonly<Record<string, string>>;
  availableDocPages: readonly string[];
  pages?: readonly { id: string }[] | undefined;
  symbols?: readonly { name: string; subpath: string }[] | undefined;
}

/**
 * A package: unique page ids, one symbol of a name per entry point, and `availableDocPages`
 * listing each page of `docs` once and nothing else.
 */
export function packageProblems(pkg: PackageLists): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (pkg.pages !== undefined) {
    problems.push(...duplicates(
      ["pages", "id"],
      pkg.pages.map((page) => page.id),
      (id) => `page id "${id}"`,
    ));
  }
  if (pkg.symbols !== undefined) {
    // One name may come from two entries with different declarations, but not twice from one.
    const keys = pkg.symbols.map((symbol) => JSON.stringify([symbol.name, symbol.subpath]));
    problems.push(...duplicates(["symbols", "name"], keys, (key) => {
      const [name, subpath] = JSON.parse(key) as [string, string];
      return `symbol "${name}" from "${subpath}"`;
    }));
  }
  const listed = new Set<string>();
  pkg.availableDocPages.forEach((page, index) => {
    if (listed.has(page)) {
      problems.push({ path: ["availableDocPages", index], message: `"${page}" is listed twice` });
    }
    listed.add(page);
  });
  for (const page of pkg.availableDocPages) {
    if (typeof pkg.docs[page] !== "string") {
      problems.push({
        path: ["docs", page],
        message: `missing, but availableDocPages lists "${page}"`,
      });
    }
  }
  for (const page of Object.keys(pkg.docs)) {
    if (!listed.has(page) && isDocPage(page)) {
      problems.push({
        path: ["availableDocPages"],
        message: `does not list "${page}", but docs has that page`,
      });
    }
  }
  return problems;
}

/** A snapshot: unique slugs. */
export function snapshotProblems(data: { packages: readonly { slug: string }[] }): RuleProblem[] {
  return duplicates(
    ["packages", "slug"],
    data.packages.map((pkg) => pkg.slug),
    (slug) => `slug "${slug}"`,
  );
}

/**
 * A problem at every item of `list` whose key repeats an earlier item's, naming both:
 * `packages[2].slug: duplicate slug "forms" (also used by packages[0])`.
 */
function duplicates(
  [list, field]: [string, string],
  keys: readonly string[],
  what: (key: string) => string,
): RuleProblem[] {
  const seen = new Map<string, number>();
  const problems: RuleProblem[] = [];
  keys.forEach((key, index) => {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else {
      problems.push({
        path: [list, index, field],
        message: `duplicate ${what(key)} (also used by ${list}[${first}])`,
      });
    }
  });
  return problems;
}
