/**
 * What validate-component-usage reports. Kept apart from the engine so the tool's eager
 * definition (its output schema) can name the finding kinds without loading the parser.
 *
 * @module
 */

/** The kinds of finding, in the order the README explains them. */
export const FINDING_KINDS = [
  "unknown-element",
  "unknown-attribute",
  "invalid-value",
  "boolean-false",
  "unknown-slot",
  "unknown-event",
  "deprecated",
] as const;

/** One kind of finding. */
export type FindingKind = typeof FINDING_KINDS[number];

/** One problem in the checked markup, at a 1-based line and column of the input. */
export interface Finding {
  kind: FindingKind;
  /** The catalog element concerned (for `unknown-slot`, the parent that lacks the slot). */
  tagName: string;
  /** The attribute as written (`variant`, `.value`, `@click`, `slot`), when one is concerned. */
  attribute?: string;
  line: number;
  column: number;
  /** What is wrong and what to do. */
  message: string;
  /** The closest valid name or value, when one is close enough to be meant. */
  suggestion?: string;
}

/** The structured answer: `valid` is true when there is no finding at all. */
export interface UsageReport {
  /** Structured content is a JSON object; the index signature lets the report be one. */
  [key: string]: unknown;
  valid: boolean;
  findings: Finding[];
  /** What was left unchecked or unreported because of a limit. */
  notes?: string[];
}
