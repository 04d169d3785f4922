/**
 * validate-component-usage's engine entry, loaded on the tool's first call: resolves the
 * optional tag, runs the check and writes the short text report.
 *
 * @module
 */
import { type Catalog, NotFoundError } from "../catalog/catalog.ts";
import { closestNames } from "../catalog/closest_names.ts";
import { quote } from "../catalog/quote.ts";
import { checkMarkup } from "./check_markup.ts";
import { elementRulesOf } from "./element_rules.ts";
import type { UsageReport } from "./finding.ts";

/** The report, as structured content and as text. */
export interface UsageAnswer {
  report: UsageReport;
  /** One `line:column kind: message` line per finding, or "no problems found". */
  text: string;
}

/**
 * Checks markup against the catalog's component manifest.
 *
 * @param catalog The catalog.
 * @param html The markup.
 * @param tagName Check only this element (and the `slot` attributes of its children).
 * @returns The report and its text.
 * @throws {NotFoundError} When the catalog has no component manifest, or does not declare
 * `tagName` (naming the closest tags).
 */
export function validateUsage(catalog: Catalog, html: string, tagName?: string): UsageAnswer {
  // Throws the same "no component manifest" error as list-components.
  catalog.listComponents();
  const rules = elementRulesOf(catalog);
  let only;
  if (tagName !== undefined) {
    only = rules.byTag.get(tagName.toLowerCase());
    if (only === undefined) {
      const close = closestNames(tagName, rules.tags);
      throw new NotFoundError(
        `Component ${quote(tagName)} not found. ` +
          (close.length > 0 ? `Closest tags: ${close.join(", ")}.` : catalog.availableTags()),
      );
    }
  }
  const report = checkMarkup(rules, html, only);
  const lines = report.findings.map((finding) =>
    `${finding.line}:${finding.column} ${finding.kind}: ${finding.message}`
  );
  if (lines.length === 0) lines.push("no problems found");
  return { report, text: [...lines, ...report.notes ?? []].join("\n") };
}
