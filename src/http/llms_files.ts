/**
 * `GET /llms.txt` and `GET /llms-full.txt`: the catalog's llms.txt index and its full text,
 * rendered on the first request for either and then kept for as long as that catalog is served.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import type { CatalogSource } from "../catalog/catalog_source.ts";
import { oncePer } from "../catalog/once_per.ts";
import type { AccessPolicy } from "./security.ts";
import { jsonResponse } from "./responses.ts";
import { importLater } from "../import_later.ts";

type LlmsTxt = typeof import("../docs/llms_txt.ts");

/** The two routes and which text each serves. */
const ROUTES: ReadonlyMap<string, "index" | "full"> = new Map([
  ["/llms.txt", "index"],
  ["/llms-full.txt", "full"],
]);

/**
 * Plain text: llms.txt files are Markdown by content, but `text/plain` is what browsers show
 * inline and every fetching tool reads as text.
 */
const CONTENT_TYPE = "text/plain; charset=utf-8";

/** The rendered texts of one catalog. */
interface Rendered {
  index: string;
  full: string;
}

/** The two texts, rendered on the first request for them, once per catalog. */
const renderedFiles = oncePer((catalog: Catalog): Promise<Rendered> =>
  importLater<LlmsTxt>("../docs/llms_txt.ts", import.meta.url).then((llms) => {
    const data = { version: catalog.version, packages: [...catalog.packages] };
    return { index: llms.renderLlmsTxt(data), full: llms.renderLlmsFullTxt(data) };
  })
);

/** Serves the two files of the source's current catalog. */
export class LlmsFiles {
  readonly #source: CatalogSource;

  constructor(source: CatalogSource) {
    this.#source = source;
  }

  /**
   * Whether a path is one of the two routes.
   *
   * @param pathname A request path.
   */
  static has(pathname: string): boolean {
    return ROUTES.has(pathname);
  }

  /**
   * Answers a request for one of the two routes (the caller has checked Host and Origin).
   *
   * @param request The request.
   * @param pathname Its path, one of the two routes.
   * @param policy For the CORS preflight.
   * @returns The file, a preflight answer, or 405 for any method but GET.
   */
  async answer(request: Request, pathname: string, policy: AccessPolicy): Promise<Response> {
    if (request.method === "OPTIONS") return policy.preflight(request, "GET, OPTIONS");
    if (request.method !== "GET") {
      return jsonResponse(405, { error: "Method Not Allowed: use GET." }, { allow: "GET" });
    }
    const rendered = await renderedFiles(this.#source.current);
    const text = ROUTES.get(pathname) === "full" ? rendered.full : rendered.index;
    return new Response(text, { status: 200, headers: { "content-type": CONTENT_TYPE } });
  }
}
