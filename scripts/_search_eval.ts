/**
 * The search evaluation's data and figures: the catalogs and questions in
 * `scripts/search_eval/`, the ids a snapshot holds (to check every expected id), and the
 * metrics `deno task eval:search` prints (hit@k, MRR, median and p95 characters).
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { packagePages } from "../src/catalog/catalog.ts";
import { outlinePage } from "../src/docs/page_outline.ts";
import type { BundledData } from "../mod.ts";
import { median, percentile } from "./_stats.ts";

/** The folder of the evaluation's committed files. */
export const EVAL_DIR: string = fileURLToPath(new URL("./search_eval/", import.meta.url));
/**
 * The held-out set: questions on other repositories, written by someone who never saw a ranking
 * (same files as {@link EVAL_DIR}'s; `deno task eval:search --set <dir>`).
 */
export const HELD_OUT_DIR: string = fileURLToPath(
  new URL("./search_eval/held_out/", import.meta.url),
);
/**
 * The blind set: questions on three more repositories, written without a ranking in sight, each
 * with the answer a judge checks (its questions.json sets `answersRequired`).
 */
export const BLIND_DIR: string = fileURLToPath(
  new URL("./search_eval/blind/", import.meta.url),
);
/** Every question set. */
export const EVAL_SETS: readonly string[] = [EVAL_DIR, HELD_OUT_DIR, BLIND_DIR];
/** The repository root. */
export const REPO_ROOT: string = fileURLToPath(new URL("..", import.meta.url));
/** Where `eval_search_prepare.ts` writes snapshots and `eval_search.ts` looks for them. */
export const DEFAULT_SNAPSHOT_DIR: string = fileURLToPath(
  new URL("../.bench/search-eval/", import.meta.url),
);

/** How one catalog of the evaluation is obtained (`scripts/search_eval/catalogs.json`). */
export interface EvalCatalog {
  /** The name questions refer to. */
  name: string;
  /** Public repository the snapshot is generated from. */
  repo?: string;
  /** Commit of that repository. */
  commit?: string;
  /** File name of the generated snapshot in the snapshots folder. */
  snapshot?: string;
  /** A snapshot used as it is, relative to the repository root. */
  path?: string;
  /** Extra generator flags. */
  generatorArgs?: string[];
  /** Written to the clone's root as `catalog-mcp.json` before generating. */
  catalogMcpJson?: unknown;
  /**
   * A command run in the clone before generating (`{evalDir}` stands for `scripts/search_eval`),
   * such as building a component manifest that the repository does not commit.
   */
  prepare?: string[];
}

/** What an id names. */
export type EvalKind = "docs" | "symbol" | "component";

/** One question, asked twice: as keywords and in full. */
export interface EvalQuestion {
  /** Short unique name. */
  id: string;
  /** Catalog name, from `catalogs.json`. */
  catalog: string;
  /** What kind of item mainly answers it (the first expected id's kind). */
  kind: EvalKind;
  /** What an assistant would type (2-5 words). */
  keywords: string;
  /** The question as a developer asks it. */
  question: string;
  /** Ids that answer it (the first is the main answer, of `kind`); the best ranked counts. */
  expected: string[];
  /**
   * The correct answer in one to three sentences, taken from the repository's own text and
   * written before any ranking was seen: the fact a judge checks. Required in a set whose
   * questions.json sets `answersRequired`.
   */
  answer?: string;
}

/** The two ways each question is asked. */
export const FORMS = ["keywords", "question"] as const;
/** One of {@link FORMS}. */
export type Form = typeof FORMS[number];

/** Reads and checks `catalogs.json`. */
export function readCatalogs(dir: string = EVAL_DIR): EvalCatalog[] {
  const parsed = JSON.parse(Deno.readTextFileSync(`${dir}catalogs.json`)) as {
    catalogs: EvalCatalog[];
  };
  for (const catalog of parsed.catalogs) {
    if (!catalog.name || (catalog.snapshot === undefined) === (catalog.path === undefined)) {
      throw new Error(
        `catalogs.json: ${
          JSON.stringify(catalog.name)
        } needs a name and exactly one of snapshot, path`,
      );
    }
  }
  return parsed.catalogs;
}

/**
 * Reads `questions.json` and checks its shape: unique ids, known catalogs and kinds, and an
 * `answer` on every question when the file sets `answersRequired` (a present one is never blank).
 */
export function readQuestions(
  catalogs: readonly EvalCatalog[],
  dir: string = EVAL_DIR,
): EvalQuestion[] {
  const parsed = JSON.parse(Deno.readTextFileSync(`${dir}questions.json`)) as {
    answersRequired?: boolean;
    questions: EvalQuestion[];
  };
  const names = new Set(catalogs.map((c) => c.name));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const q of parsed.questions) {
    if (seen.has(q.id)) problems.push(`${q.id}: duplicate id`);
    seen.add(q.id);
    if (!names.has(q.catalog)) problems.push(`${q.id}: unknown catalog ${q.catalog}`);
    if (!["docs", "symbol", "component"].includes(q.kind)) {
      problems.push(`${q.id}: unknown kind ${q.kind}`);
    }
    const words = q.keywords.trim().split(/\s+/).length;
    if (words < 2 || words > 5) problems.push(`${q.id}: keywords should be 2-5 words`);
    if (!q.question.trim()) problems.push(`${q.id}: empty question`);
    if (q.expected.length === 0) problems.push(`${q.id}: no expected id`);
    if (q.answer === undefined) {
      if (parsed.answersRequired === true) {
        problems.push(`${q.id}: no answer (this set requires one for every question)`);
      }
    } else if (typeof q.answer !== "string" || !q.answer.trim()) {
      problems.push(`${q.id}: the answer should be a sentence or three, not blank`);
    }
    for (const id of q.expected) {
      if (kindOfId(id) === undefined) problems.push(`${q.id}: ${id} is not an id`);
    }
    const first = q.expected[0];
    if (first !== undefined && kindOfId(first) !== q.kind) {
      problems.push(`${q.id}: the first expected id should be a ${q.kind} id`);
    }
  }
  if (problems.length > 0) throw new Error(`${dir}questions.json:\n  ${problems.join("\n  ")}`);
  return parsed.questions;
}

/** The kind an id names, from its prefix. */
export function kindOfId(id: string): EvalKind | undefined {
  if (id.startsWith("docs/")) return "docs";
  if (id.startsWith("symbol/")) return "symbol";
  if (id.startsWith("component/")) return "component";
  return undefined;
}

/**
 * Every id a snapshot holds, formed as issue 25 fixes them: `docs/<slug>/<page-id>` for the
 * text before a page's first heading (when there is any) and `#<section-slug>` for each heading (the slug
 * `list-docs` and `get-docs` use), `symbol/<slug>/<name>`, `component/<tag>`.
 *
 * @param data A loaded snapshot.
 * @returns The set of ids.
 */
export function snapshotIds(data: BundledData): Set<string> {
  const ids = new Set<string>();
  for (const pkg of data.packages) {
    for (const page of packagePages(pkg)) {
      const base = `docs/${pkg.slug}/${page.id}`;
      const outline = outlinePage(page.markdown);
      const intro = page.markdown.slice(outline.bodyStart, outline.headings[0]?.start);
      if (intro.trim() !== "") ids.add(base);
      for (const heading of outline.headings) ids.add(`${base}#${heading.slug}`);
    }
    for (const symbol of pkg.symbols ?? []) ids.add(`symbol/${pkg.slug}/${symbol.name}`);
    for (const declaration of pkg.components) {
      if (typeof declaration.tagName === "string") ids.add(`component/${declaration.tagName}`);
    }
  }
  return ids;
}

/** The expected ids of `questions` that `ids` lacks, as `question: id` lines. */
export function missingIds(questions: readonly EvalQuestion[], ids: ReadonlySet<string>): string[] {
  return questions.flatMap((q) =>
    q.expected.filter((id) => !ids.has(id)).map((id) => `${q.id}: ${id}`)
  );
}

/** What one asking of one question gave. */
export interface Outcome {
  /** 1-based rank of the first expected id in the results, or `null` when absent. */
  rank: number | null;
  /** Characters of the `search` answer text plus the `fetch` answer text. */
  chars: number;
}

/** The figures for a set of outcomes. */
export interface Figures {
  count: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  medianChars: number;
  p95Chars: number;
}

/** The share of outcomes with the answer at rank `k` or better. */
export function hitAt(outcomes: readonly Outcome[], k: number): number {
  if (outcomes.length === 0) return NaN;
  return outcomes.filter((o) => o.rank !== null && o.rank <= k).length / outcomes.length;
}

/** Mean reciprocal rank (a miss counts 0). */
export function meanReciprocalRank(outcomes: readonly Outcome[]): number {
  if (outcomes.length === 0) return NaN;
  return outcomes.reduce((sum, o) => sum + (o.rank === null ? 0 : 1 / o.rank), 0) /
    outcomes.length;
}

/** All figures for `outcomes`. */
export function figures(outcomes: readonly Outcome[]): Figures {
  const chars = outcomes.map((o) => o.chars);
  return {
    count: outcomes.length,
    hitAt1: hitAt(outcomes, 1),
    hitAt3: hitAt(outcomes, 3),
    mrr: meanReciprocalRank(outcomes),
    medianChars: median(chars),
    p95Chars: percentile(chars, 0.95),
  };
}

/** The 1-based rank of the first of `expected` in `resultIds`, or `null`. */
export function firstRank(
  resultIds: readonly string[],
  expected: readonly string[],
): number | null {
  const index = resultIds.findIndex((id) => expected.includes(id));
  return index === -1 ? null : index + 1;
}
