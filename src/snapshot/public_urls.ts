/**
 * Public URL templates: where a team's documentation site shows a package's pages, symbols and
 * custom elements, so that `search` and `fetch` can cite it instead of a `catalog://` URI.
 * `catalog-mcp.json` sets them (checked by {@link templateProblems}); the snapshot keeps them in
 * the package's `publicUrls`; {@link fillTemplate} makes one item's URL.
 *
 * @module
 */

import type { PublicUrlKind } from "./model.ts";

/**
 * The placeholders each kind's template may hold; the first is required, so that every item has
 * its own address.
 */
export const PLACEHOLDERS: Readonly<Record<PublicUrlKind, readonly string[]>> = {
  docs: ["page", "slug", "section"],
  symbol: ["symbol", "slug"],
  component: ["tag", "slug"],
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * What is wrong with a template for a kind of item: it must be an `http(s)://` URL holding the
 * kind's required placeholder and no other than the kind's.
 *
 * @param kind The kind of item it addresses.
 * @param template The template.
 * @returns One sentence per problem; none when it is good.
 */
export function templateProblems(kind: PublicUrlKind, template: string): string[] {
  const allowed = PLACEHOLDERS[kind];
  const problems: string[] = [];
  const used = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  for (const name of new Set(used.filter((name) => !allowed.includes(name)))) {
    problems.push(`unknown placeholder {${name}}; a ${kind} URL takes ${listed(allowed)}`);
  }
  const required = allowed[0] as string;
  if (!used.includes(required)) problems.push(`expected the placeholder {${required}}`);
  const sample = template.replace(PLACEHOLDER, "x");
  if (!/^https?:\/\/[^\s{}]+$/.test(sample) || !URL.canParse(sample)) {
    problems.push("expected an http:// or https:// URL such as https://example.com/{slug}/{page}");
  }
  return problems;
}

function listed(names: readonly string[]): string {
  return names.map((name) => `{${name}}`).join(", ");
}

/**
 * One item's URL: each placeholder replaced by its value (URI-encoded). A placeholder without a
 * value (`{section}` for the text before a page's first heading, or one a hand-written snapshot
 * made up) is left out, with a `#` it leaves at the end.
 *
 * @param template A template that {@link templateProblems} accepts.
 * @param values The placeholders' values.
 * @returns The URL.
 *
 * @example
 * ```ts
 * import { fillTemplate } from "./public_urls.ts";
 *
 * const template = "https://ui.example.com/{slug}/{page}#{section}";
 * fillTemplate(template, { slug: "button", page: "guides/sizes", section: "small" });
 * // "https://ui.example.com/button/guides/sizes#small"
 * fillTemplate(template, { slug: "button", page: "guides/sizes" });
 * // "https://ui.example.com/button/guides/sizes"
 * ```
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  const filled = template.replace(
    PLACEHOLDER,
    (_, name: string) => Object.hasOwn(values, name) ? encodeURI(values[name] ?? "") : "",
  );
  return filled.endsWith("#") ? filled.slice(0, -1) : filled;
}
