/**
 * A small hand-written snapshot for the documentation tools: a README with front matter,
 * nested ATX headings, setext headings, `#` lines in fenced and indented code, a repeated
 * heading, headings in a block quote and a list, and inline markup in a heading; a reference
 * page; and many more pages with `/` in their ids, one without headings.
 *
 * @module
 */
import type { BundledData, DocPageEntry } from "../mod.ts";
import { blankPackage } from "./_mini_catalog.ts";

/** The README of the `query` package (its index page). */
export const QUERY_INDEX = `---
title: Query — data fetching
description: Fetch, cache and update data.
---

# Query

Fetch, cache and update data.

## Installation

\`\`\`sh
# install it
npm install @docs/query
\`\`\`

### From a CDN

Use a script tag.

    # indented code, not a heading

Usage
=====

Setext, level 1.

Setup
-----

Setext, level 2.

## Example

First example.

## Example

Second example.

> ## Quoted heading
>
> Part of the quote.

- ## Listed heading

~~~md
## Fenced with tildes
~~~

## \`useQuery()\` and [links](https://example.com) <b>bold</b>

Inline markup.
`;

/** The reference page of the `query` package. */
export const QUERY_API = `# API

## Functions

### fetchQuery

Fetches once.

### prefetchQuery

Fetches ahead.

## Types

\`QueryKey\`.
`;

/** How many generated reference pages the `query` package has. */
export const REFERENCE_PAGES = 40;

function referencePages(): DocPageEntry[] {
  return Array.from({ length: REFERENCE_PAGES }, (_, i) => {
    const name = `fn-${String(i).padStart(2, "0")}`;
    return {
      id: `reference/${name}`,
      title: `Reference: ${name}`,
      markdown: `# ${name}\n\n## Signature\n\n\`${name}()\`\n\n## Returns\n\nNothing.\n`,
    };
  });
}

/** Builds a fresh copy of the docs catalog. */
export function docsCatalog(): BundledData {
  return {
    version: "2026.2.0",
    packages: [
      blankPackage("query", {
        description: "Fetch, cache and update data.",
        docs: { index: QUERY_INDEX, api: QUERY_API },
        apiSource: "export function fetchQuery() {}\n",
        pages: [
          {
            id: "guides/caching",
            title: "",
            markdown: "Caching\n=======\n\nStale while revalidate.\n",
          },
          {
            id: "guides/no-headings",
            title: "No headings",
            markdown: "Just a paragraph.\n",
          },
          {
            id: "guides/query-keys",
            title: "Query Keys",
            markdown: "# Query Keys\n\nArrays.\n\n## Hashing\n\nStable.\n",
          },
          ...referencePages(),
        ],
      }),
      blankPackage("plain", {
        description: "A package whose page has no heading.",
        docs: { index: "Just text, no heading.\n" },
      }),
      blankPackage("bare", { description: "No pages at all." }),
    ],
  };
}
