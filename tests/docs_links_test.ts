/**
 * Every relative link of `README.md` and of the pages under `docs/` leads somewhere: to a file or
 * folder of the repository and, when it names an anchor of a Markdown page, to a heading of that
 * page, slugged as GitHub slugs it. Pages added to `docs/` are checked as they come.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import GithubSlugger from "github-slugger";
import MarkdownIt from "markdown-it";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const markdown = new MarkdownIt();

/** The pages checked, relative to the repository root. */
function pages(): string[] {
  const docs = readdirSync(posix.join(ROOT, "docs")).filter((name) => name.endsWith(".md"));
  return ["README.md", ...docs.sort().map((name) => `docs/${name}`)];
}

/** A page's parsed tokens, inline children included. */
function tokensOf(page: string) {
  const tokens = markdown.parse(readFileSync(posix.join(ROOT, page), "utf8"), {});
  return tokens.flatMap((token) => [token, ...(token.children ?? [])]);
}

const anchors = new Map<string, Set<string>>();

/** The anchors of a page's headings, as GitHub makes them (`-1`, `-2` for repeats). */
function anchorsOf(page: string): Set<string> {
  const known = anchors.get(page);
  if (known !== undefined) return known;
  const slugger = new GithubSlugger();
  const tokens = markdown.parse(readFileSync(posix.join(ROOT, page), "utf8"), {});
  const found = new Set<string>();
  tokens.forEach((token, at) => {
    if (token.type !== "heading_open") return;
    const text = (tokens[at + 1]?.children ?? [])
      .filter((child) => child.type === "text" || child.type === "code_inline")
      .map((child) => child.content).join("");
    found.add(slugger.slug(text));
  });
  anchors.set(page, found);
  return found;
}

/** Every relative link target of a page, as written. */
function relativeLinks(page: string): string[] {
  return tokensOf(page).filter((token) => token.type === "link_open")
    .map((token) => String(token.attrGet("href") ?? ""))
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href));
}

/** The links of a page that lead nowhere, each with why. */
function brokenLinks(page: string): string[] {
  const broken: string[] = [];
  for (const href of relativeLinks(page)) {
    const [path = "", anchor] = href.split("#", 2);
    const target = path === "" ? page : posix.normalize(posix.join(posix.dirname(page), path));
    if (!existsSync(posix.join(ROOT, target))) {
      broken.push(`${page}: ${href} (no ${target})`);
    } else if (anchor !== undefined && target.endsWith(".md") && !anchorsOf(target).has(anchor)) {
      broken.push(`${page}: ${href} (${target} has no heading #${anchor})`);
    }
  }
  return broken;
}

Deno.test("every relative link and anchor of README.md and docs/*.md leads somewhere", () => {
  const checked = pages();
  assert.ok(checked.length >= 6, checked.join(", "));
  assert.ok(checked.flatMap(relativeLinks).length >= 40, "the pages link to each other");
  assert.deepEqual(checked.flatMap(brokenLinks), []);
});
