/**
 * A small hand-written snapshot for the search and fetch tools: a guide page whose sections
 * speak of cancelling and retrying in words (not in headings), a page with text before its
 * first heading, camelCase symbols, and a custom element with attributes, events, slots and
 * CSS parts and properties.
 *
 * @module
 */
import type { BundledData } from "../mod.ts";
import { blankPackage } from "./_mini_catalog.ts";

/** The `guides/lifecycle` page of `fetcher`. */
export const LIFECYCLE_PAGE = `Read this before writing your first fetcher.

# Lifecycle

Every request goes through the same steps.

## Stopping early

When the component that started a request unmounts, the request is aborted: pass the
AbortSignal to fetch and it is cancelled for you.

### Abort reasons

The reason is kept on the signal.

## Trying again

Failed requests are retried three times with an exponential backoff before they fail.
`;

/** Builds a fresh copy of the catalog. */
export function searchCatalog(): BundledData {
  return {
    version: "2026.3.0",
    packages: [
      blankPackage("fetcher", {
        description: "Fetch and cache remote data.",
        docs: { index: "# Fetcher\n\nFetch and cache remote data.\n\n## Install\n\nnpm i.\n" },
        pages: [{ id: "guides/lifecycle", title: "Request lifecycle", markdown: LIFECYCLE_PAGE }],
        symbols: [
          {
            name: "invalidateQueries",
            kind: "function",
            subpath: ".",
            signature: "function invalidateQueries(key: string[]): Promise<void>",
            doc: "Marks matching entries stale and refetches the active ones.",
            file: "src/client.ts",
            line: 3,
          },
          {
            name: "useFetch",
            kind: "function",
            subpath: ".",
            signature: "function useFetch<T>(url: string): FetchState<T>",
            doc: "Fetches a URL and keeps the result while the component lives.",
            file: "src/use_fetch.ts",
            line: 1,
          },
        ],
      }),
      blankPackage("widgets", {
        description: "Web components.",
        docs: { index: "# Widgets\n\nButtons and dialogs. useFetch is not here.\n" },
        components: [{
          kind: "class",
          name: "WButton",
          tagName: "w-button",
          description: "A clickable button.",
          attributes: [
            { name: "variant", type: { text: "'primary' | 'plain'" }, default: "'plain'" },
            { name: "disabled", type: { text: "boolean" }, description: "Greys it out." },
          ],
          events: [{ name: "w-press", type: { text: "CustomEvent" }, description: "Pressed." }],
          slots: [{ name: "", description: "The label." }, { name: "icon" }],
          cssParts: [{ name: "base", description: "The inner element." }],
          cssProperties: [{ name: "--w-button-radius", default: "4px" }],
          members: [
            { kind: "field", name: "pressed", type: { text: "boolean" } },
            {
              kind: "method",
              name: "press",
              parameters: [{ name: "times", type: { text: "number" } }],
              description: "Presses it.",
            },
            { kind: "method", name: "reset", privacy: "protected" },
            { kind: "method", name: "define", static: true },
          ],
        }],
      }),
    ],
  };
}
