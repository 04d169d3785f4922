/**
 * The plain BM25 baseline the search evaluation prints beside the server: MiniSearch with its
 * default options (BM25+, every word optional, fields equal) over the same units the server
 * ranks (name, context, text), the same number of results, copies and families gathered the
 * same way (`src/search/result_groups.ts`), no package named by the query. What it shows is
 * what the server's own rules add to a textbook ranking of the same text.
 *
 * @module
 */
import MiniSearch from "npm:minisearch@7.2.0";
import { Catalog } from "../src/catalog/catalog.ts";
import { groupHits } from "../src/search/result_groups.ts";
import { unitsOf } from "../src/search/units.ts";
import type { SearchUnit } from "../src/search/search_unit.ts";
import type { BundledData } from "../mod.ts";

/** One indexed unit, as MiniSearch stores it. */
interface Row {
  id: number;
  name: string;
  context: string;
  text: string;
}

/** A catalog's units in a MiniSearch index, asked as the server is. */
export class Bm25Baseline {
  readonly #units: readonly SearchUnit[];
  readonly #index = new MiniSearch<Row>({ fields: ["name", "context", "text"] });

  /**
   * Indexes every unit of a snapshot.
   *
   * @param data The snapshot.
   */
  constructor(data: BundledData) {
    this.#units = unitsOf(Catalog.fromData(data));
    this.#index.addAll(this.#units.map((unit, id) => ({
      id,
      name: unit.name,
      context: unit.context,
      text: unit.text(),
    })));
  }

  /**
   * The ids of the results for a query, best first.
   *
   * @param query What the assistant typed.
   * @param limit How many results.
   * @returns The ids the results show.
   */
  ids(query: string, limit: number): string[] {
    const hits = this.#index.search(query).slice(0, limit * 4)
      .map(({ id, score }) => ({ unit: this.#units[id as number]!, score }));
    return groupHits(hits, new Map(), limit).map((group) => group.family[0]!.unit.id);
  }
}
