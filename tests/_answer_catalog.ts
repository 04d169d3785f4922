/**
 * A hand-written snapshot for what `search` answers and `fetch` reads: pages titled by front
 * matter, by a level-1 heading and by nothing but their file; nested and repeated headings; a
 * section with sub-sections; a table, links and link definitions; a guide copied into two
 * framework bindings; a symbol re-exported by both from a core package, with its own options
 * type; and an element with its class.
 *
 * @module
 */
import type { ApiSymbol, BundledData } from "../mod.ts";
import { blankPackage } from "./_mini_catalog.ts";

/**
 * A guide each binding ships a copy of, with its own framework's name in one sentence (the
 * names are as long as each other: copies of one length tell bindings apart).
 */
function cachingGuide(framework: string): string {
  return `# Caching

Cached data stays fresh for \`staleTime\` milliseconds; after that a ${framework} component that
mounts refetches it in the background. Unused data is dropped from the cache after \`gcTime\`,
five minutes by default.

## Stale data

Stale data is shown at once and refetched behind the scenes.
`;
}

/** `retry`, declared once in the core package, re-exported by both bindings. */
const retry: ApiSymbol = {
  name: "retry",
  kind: "function",
  subpath: ".",
  signature: "function retry<T>(task: () => Promise<T>, options?: RetryOptions): Promise<T>",
  doc: "Runs a task again when it fails, waiting longer after each attempt (exponential backoff).",
  file: "packages/core/src/retry.ts",
  line: 12,
};

/** The options of `retry`, declared with it. */
const retryOptions: ApiSymbol = {
  name: "RetryOptions",
  kind: "interface",
  subpath: ".",
  signature: "interface RetryOptions",
  doc: "How `retry` retries: attempts and the exponential backoff between them.",
  members: [
    {
      name: "attempts",
      kind: "property",
      signature: "attempts?: number;",
      doc: "How many times the task runs at most.",
      tags: [{ tag: "default", text: "3" }],
    },
    {
      name: "max_wait",
      kind: "property",
      signature: "max_wait?: number;",
      doc: "The longest pause between two attempts, in milliseconds.",
    },
  ],
  file: "packages/core/src/retry.ts",
  line: 3,
};

/** The `guides/setup` page: long nested headings, a repeated heading, a table, debris. */
export const SETUP_PAGE = `---
title: Setting up the toolkit
---

Read this first.

[//]: # 'Example1'

## Installation

Install it with npm.

### Configuration

The configuration file sits next to your package.json.

#### Options

| Option | Default | Meaning |
| ------ | ------- | ------- |
| \`timeout\` | 30 | Seconds before a request gives up |
| \`verbose\` | false | Logs every request |

See [the reference](./reference.md) and [our blog](https://example.com/blog/setting-up-the-toolkit-in-depth).

## Usage

### Options

Pass options per call to override the configuration file.

## A very long heading about migrating an older installation of the toolkit step by step

### Keeping the previous behaviour of request timeouts during the migration

Set \`legacyTimeouts: true\` while you migrate.

\`\`\`js
import { configure } from "toolkit";

configure({
  legacyTimeouts: true,
});
\`\`\`
`;

/** A generated reference page: breadcrumbs before its title, tiny sub-sections. */
export const CONFIGURE_PAGE = `[API](../../index.md) / [core](../index.md) / configure

# Function: configure()

> **configure**(\`options\`): \`void\`

Sets the defaults for every request the toolkit sends.

## Parameters

### options

The defaults.

#### Default

\`{ timeout: 30 }\`
`;

/** A paragraph whose second sentence answers; a placeholder written like a tag. */
export const THEMES_PAGE = `# Themes

Dark themes are not applied automatically by the toolkit. To turn one on, add the \`dark\`
class to the root element.

Corners are written in the logical style <block>-<inline>, such as \`end-start\`.
`;

/**
 * A page kept twice, today's and a legacy one, nearly word for word: today's is longer, so
 * BM25 alone ranks the legacy one first.
 */
function thumbnailsPage(title: string): string {
  const origin = title === "" ? " from the original image it was made of" : "";
  return `# Thumbnails${title}

## Thumbnail lifetime

A generated thumbnail is kept for a week before it is drawn again${origin}.
`;
}

/** Builds a fresh copy of the catalog. */
export function answerCatalog(): BundledData {
  return {
    version: "2026.11.0",
    packages: [
      blankPackage("core", {
        name: "@kit/core",
        description: "The toolkit's core.",
        symbols: [retryOptions, retry],
        pages: [
          { id: "guides/setup", title: "Setting up the toolkit", markdown: SETUP_PAGE },
          {
            id: "api/functions/configure",
            title: "Function: configure()",
            markdown: CONFIGURE_PAGE,
          },
          { id: "guides/themes", title: "Themes", markdown: THEMES_PAGE },
          { id: "guides/thumbnails", title: "Thumbnails", markdown: thumbnailsPage("") },
          // Two migration guides: to the version installed (1.0.0) and to an older one.
          {
            id: "migrating/to-1-0",
            title: "Migrate from 0.9 to 1.0",
            markdown: "## `delayMs` renamed\n\nIn this release the `delayMs` option is renamed " +
              "to `pause`, which also waits before the first run of the task.\n",
          },
          {
            id: "migrating/to-0-9",
            title: "Migrate from 0.8 to 0.9",
            markdown:
              "## `delayMs` renamed\n\n`delayMs` is renamed to `wait`: `delayMs` is gone.\n",
          },
          {
            id: "guides/thumbnails-legacy",
            title: "Thumbnails (Legacy)",
            markdown: thumbnailsPage(" (Legacy)"),
          },
          {
            id: "guides/common-patterns",
            // An older generator's title: the page's first "##" heading, not its title.
            title: "Protected routes",
            markdown: "## Protected routes\n\nCheck the session first.\n\n" +
              "## WebSockets\n\nOpen one socket per tab and share it between components.\n",
          },
        ],
      }),
      blankPackage("react-kit", {
        name: "@kit/react-kit",
        description: "The toolkit for React.",
        symbols: [retry],
        pages: [{ id: "guides/caching", title: "Caching", markdown: cachingGuide("React") }],
      }),
      blankPackage("solid-kit", {
        name: "@kit/solid-kit",
        description: "The toolkit for Solid.",
        symbols: [retry],
        pages: [{ id: "guides/caching", title: "Caching", markdown: cachingGuide("Solid") }],
      }),
      blankPackage("elements", {
        name: "@kit/elements",
        description: "Web components.",
        symbols: [{
          name: "KitToggle",
          kind: "class",
          subpath: ".",
          signature: "class KitToggle extends HTMLElement",
          doc: "An on and off switch for a setting.",
          file: "packages/elements/src/toggle.ts",
          line: 1,
        }],
        components: [{
          kind: "class",
          name: "KitToggle",
          tagName: "kit-toggle",
          description: "An on and off switch for a setting.",
          attributes: [{ name: "checked", type: { text: "boolean" }, default: "false" }],
          events: [{ name: "kit-change", description: "The switch was turned on or off." }],
        }],
      }),
    ],
  };
}
