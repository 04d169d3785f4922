/**
 * The checker: walks the parsed fragment and compares every catalog element, attribute,
 * binding and `slot` with what the manifest declares, the way a reviewer would: only what the
 * manifest can vouch for is reported, so a clean answer can be trusted and a finding acted on.
 *
 * @module
 */
import { closestNames } from "../catalog/closest_names.ts";
import { quote } from "../catalog/quote.ts";
import { looseName } from "../catalog/loose_name.ts";
import { type Binding, bindingOf, isBound } from "./attribute_syntax.ts";
import type { Deprecation, ElementRule, ElementRules } from "./element_rules.ts";
import type { Finding, FindingKind, UsageReport } from "./finding.ts";
import { isDomEvent, isElementProperty, isGlobalAttribute } from "./html_globals.ts";
import {
  type MarkupAttribute,
  type MarkupElement,
  MAX_ATTRIBUTES,
  MAX_DEPTH,
  parseMarkup,
} from "./parse_fragment.ts";
import type { ValueRule } from "./type_values.ts";

/** The most findings one answer lists; the rest are counted in a note. */
export const MAX_FINDINGS = 100;

/**
 * Checks a fragment against the catalog's element rules.
 *
 * @param rules The catalog's rules.
 * @param source The markup as written.
 * @param only When given, only this element is checked (with the `slot` of its children).
 * @returns The findings in input order, at most {@link MAX_FINDINGS}, and notes on limits.
 */
export function checkMarkup(
  rules: ElementRules,
  source: string,
  only?: ElementRule,
): UsageReport {
  const parsed = parseMarkup(source);
  const check = new MarkupCheck(rules, only);
  for (const element of parsed.elements) check.element(element);
  const all = check.findings(source);
  const notes: string[] = [];
  if (parsed.tooDeep) notes.push(`Elements nested over ${MAX_DEPTH} deep were not checked.`);
  if (parsed.tooManyAttributes) {
    notes.push(`Only the first ${MAX_ATTRIBUTES} attributes of an element were checked.`);
  }
  if (all.length > MAX_FINDINGS) {
    notes.push(`${all.length - MAX_FINDINGS} more findings not listed; fix these and check again.`);
  }
  return {
    valid: all.length === 0,
    findings: all.slice(0, MAX_FINDINGS),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** A finding before its offset becomes a line and column. */
type Pending = Omit<Finding, "line" | "column"> & { offset: number };

class MarkupCheck {
  readonly #rules: ElementRules;
  readonly #only: ElementRule | undefined;
  readonly #found = new Map<string, Pending>();
  /** Suggestions by candidate list and name: markup repeats its mistakes. */
  readonly #suggestions = new Map<readonly string[], Map<string, string | undefined>>();

  constructor(rules: ElementRules, only: ElementRule | undefined) {
    this.#rules = rules;
    this.#only = only;
  }

  element(element: MarkupElement): void {
    const parentRule = element.slotParent && this.#rules.byTag.get(element.slotParent.tagName);
    if (parentRule && this.#wanted(parentRule)) {
      const slot = element.attributes.find((attr) => attr.name === "slot");
      if (slot !== undefined) this.#slot(parentRule, slot);
    }
    const rule = this.#rules.byTag.get(element.tagName);
    if (rule === undefined) {
      if (this.#only === undefined) this.#unknownElement(element);
      return;
    }
    if (!this.#wanted(rule)) return;
    if (rule.deprecated !== null) {
      this.#add({
        kind: "deprecated",
        tagName: rule.tagName,
        offset: element.offset,
        message: deprecationMessage(`<${rule.tagName}> is deprecated`, rule.deprecated),
      });
    }
    for (const attr of element.attributes) this.#attribute(rule, attr, bindingOf(attr));
  }

  /** The findings, deduplicated, by line and column. */
  findings(source: string): Finding[] {
    const position = positionsOf(source);
    return [...this.#found.values()]
      .sort((a, b) => a.offset - b.offset)
      .map(({ offset, ...finding }) => {
        const { line, column } = position(offset);
        const { kind, tagName, attribute, message, suggestion } = finding;
        return {
          kind,
          tagName,
          ...(attribute === undefined ? {} : { attribute }),
          line,
          column,
          message,
          ...(suggestion === undefined ? {} : { suggestion }),
        };
      });
  }

  #wanted(rule: ElementRule): boolean {
    return this.#only === undefined || this.#only === rule;
  }

  #add(finding: Pending): void {
    const key = `${finding.offset}\u0000${finding.kind}\u0000${finding.attribute ?? ""}`;
    if (!this.#found.has(key)) this.#found.set(key, finding);
  }

  /** A hyphenated tag the catalog lacks, reported when the catalog owns its prefix. */
  #unknownElement(element: MarkupElement): void {
    const tag = element.tagName;
    const hyphen = tag.indexOf("-");
    if (hyphen <= 0 || !this.#rules.prefixes.has(tag.slice(0, hyphen))) return;
    const suggestion = this.#closest(this.#rules.tags, tag);
    this.#report(
      "unknown-element",
      { tagName: tag, offset: element.offset },
      `<${tag}> is not an element of this catalog`,
      suggestion,
      suggestion === undefined ? "list-components lists every tag." : "",
    );
  }

  #attribute(rule: ElementRule, attr: MarkupAttribute, binding: Binding): void {
    switch (binding.kind) {
      case "attribute":
        return this.#plainAttribute(rule, attr, binding);
      case "property":
        return this.#property(rule, attr, binding);
      case "event":
        return this.#event(rule, attr, binding.name, binding.exact);
    }
  }

  #plainAttribute(
    rule: ElementRule,
    attr: MarkupAttribute,
    binding: Extract<Binding, { kind: "attribute" }>,
  ): void {
    const declared = rule.attributes.get(binding.name);
    const at = { tagName: rule.tagName, attribute: attr.written, offset: attr.offset };
    if (declared === undefined) {
      // Its class has the property, which its manifest leaves out (a mixin's): not unknown.
      if (isGlobalAttribute(binding.name) || rule.classProperties.has(looseName(binding.name))) {
        return;
      }
      if (binding.name.startsWith("on") && binding.name.length > 2 && !binding.booleanBinding) {
        return this.#event(rule, attr, binding.name.slice(2), false);
      }
      const suggestion = this.#closest(rule.names.attributes, binding.name);
      return this.#report(
        "unknown-attribute",
        at,
        `<${rule.tagName}> has no attribute ${quote(binding.name)}`,
        suggestion,
        suggestion === undefined ? whatItTakes(rule) : "",
      );
    }
    this.#deprecated(at, "attribute", declared);
    if (declared.value.kind === "boolean") {
      // Stencil's runtime reads "false" as off: a boolean attribute so written is no mistake.
      if (rule.falseAttributesOff) return;
      const name = declared.name;
      const hole = attr.value.trim() === "${false}";
      if (hole && !binding.booleanBinding) {
        this.#report(
          "boolean-false",
          at,
          `${name}=\${false} sets ${name}="false", which still turns ${name} on`,
          undefined,
          `Bind it as ?${name}=\${...} instead.`,
        );
      } else if (binding.value?.trim().toLowerCase() === "false") {
        this.#report(
          "boolean-false",
          at,
          `${name}="false" still turns ${name} on: a boolean attribute is on whenever present`,
          undefined,
          `Leave ${name} out to turn it off.`,
        );
      }
    } else if (binding.value !== null) {
      this.#value(at, declared.name, declared.value, binding.value);
    }
  }

  #property(
    rule: ElementRule,
    attr: MarkupAttribute,
    binding: Extract<Binding, { kind: "property" }>,
  ): void {
    const declared = rule.properties.get(looseName(binding.name));
    const at = { tagName: rule.tagName, attribute: attr.written, offset: attr.offset };
    if (declared !== undefined) {
      this.#deprecated(at, "property", declared);
      const attribute = declared.attribute;
      if (attribute !== undefined && binding.literal !== null) {
        this.#value(at, attribute.name, attribute.value, binding.literal);
      }
      return;
    }
    if (isElementProperty(binding.name.toLowerCase())) return;
    if (rule.classProperties.has(looseName(binding.name))) return;
    const names = binding.vue ? rule.names.props : rule.names.properties;
    const suggestion = this.#closest(names, binding.name);
    // A manifest that lists no properties may still leave some out, so only a misspelt name
    // is reported there; a kebab-case Vue prop (`:label-placement`) is an attribute binding.
    const attributeLike = binding.vue && binding.name.includes("-");
    if (!rule.listsProperties && !attributeLike && !isMisspelling(binding.name, suggestion)) {
      return;
    }
    const what = binding.vue ? "attribute or property" : "property";
    this.#report(
      "unknown-attribute",
      at,
      `<${rule.tagName}> has no ${what} ${quote(binding.name)}`,
      suggestion,
      suggestion === undefined ? whatItTakes(rule) : "",
    );
  }

  #event(rule: ElementRule, attr: MarkupAttribute, name: string, exact: boolean): void {
    if (rule.events.size === 0) return;
    const at = { tagName: rule.tagName, attribute: attr.written, offset: attr.offset };
    const wanted = looseName(name);
    const declared = rule.events.get(name) ??
      (exact ? undefined : [...rule.events.values()].find((e) => looseName(e.name) === wanted));
    if (declared !== undefined) return this.#deprecated(at, "event", declared);
    if (isDomEvent(name)) return;
    const events = rule.names.events;
    this.#report(
      "unknown-event",
      at,
      `<${rule.tagName}> does not dispatch ${quote(name)}`,
      this.#closest(events, name),
      `Its events: ${events.join(", ")}, and the standard DOM events.`,
    );
  }

  /** A child's `slot="x"` against the slots its parent declares (none listed: not checked). */
  #slot(parent: ElementRule, attr: MarkupAttribute): void {
    if (parent.slots === null || isBound(attr.value)) return;
    const at = { tagName: parent.tagName, attribute: attr.written, offset: attr.offset };
    const declared = parent.slots.get(attr.value);
    if (declared !== undefined) return this.#deprecated(at, "slot", declared);
    const slots = [...parent.slots.keys()];
    this.#report(
      "unknown-slot",
      at,
      `<${parent.tagName}> has no ${
        attr.value === "" ? "default slot" : `slot ${quote(attr.value)}`
      }`,
      attr.value === "" ? undefined : this.#closest(parent.names.slots, attr.value),
      `Its slots: ${slots.map((slot) => slot === "" ? "(default)" : slot).join(", ")}.`,
    );
  }

  #value(at: At, name: string, rule: ValueRule, value: string): void {
    if (rule.kind !== "one-of" || rule.values.includes(value)) return;
    this.#report(
      "invalid-value",
      at,
      `${quote(value)} is not a valid ${name} for <${at.tagName}>`,
      this.#closest(rule.values, value),
      `Use one of: ${rule.values.map((v) => v === "" ? '""' : v).join(", ")}.`,
    );
  }

  #deprecated(at: At, what: string, declared: { name: string; deprecated: Deprecation }): void {
    if (declared.deprecated === null) return;
    this.#add({
      kind: "deprecated",
      ...at,
      message: deprecationMessage(
        `The ${what} ${quote(declared.name)} of <${at.tagName}> is deprecated`,
        declared.deprecated,
      ),
    });
  }

  /** The one closest candidate, if any is close. */
  #closest(candidates: readonly string[], query: string): string | undefined {
    let known = this.#suggestions.get(candidates);
    if (known === undefined) this.#suggestions.set(candidates, known = new Map());
    if (known.has(query)) return known.get(query);
    const best = closestNames(query, candidates, 1)[0];
    // Two edits turn any two-letter name into any other: "lg" is no misspelt "xs".
    const sameStart = best?.[0]?.toLowerCase() === query[0]?.toLowerCase();
    const suggestion = query.length > 2 || sameStart ? best : undefined;
    known.set(query, suggestion);
    return suggestion;
  }

  /** Adds a finding whose message is the problem, the suggestion if any, then the hint if any. */
  #report(
    kind: FindingKind,
    at: At,
    problem: string,
    suggestion: string | undefined,
    hint: string,
  ): void {
    this.#add({
      kind,
      ...at,
      message: `${problem}${
        suggestion === undefined ? "." : `; did you mean ${quote(suggestion)}?`
      }${hint === "" ? "" : ` ${hint}`}`,
      ...(suggestion === undefined ? {} : { suggestion }),
    });
  }
}

/** Where a finding is: its element, its attribute if any, and the offset. */
type At = { tagName: string; attribute?: string; offset: number };

/**
 * Whether `suggestion` looks like what `name` was meant to be: close, but neither containing
 * the other (`.columns` is no misspelt `.cols`, `:selectionMode` no misspelt `mode`).
 */
function isMisspelling(name: string, suggestion: string | undefined): boolean {
  if (suggestion === undefined) return false;
  const [a, b] = [looseName(name), looseName(suggestion)];
  return !a.includes(b) && !b.includes(a);
}

function whatItTakes(rule: ElementRule): string {
  return `get-component "${rule.tagName}" lists what it takes.`;
}

function deprecationMessage(subject: string, reason: string): string {
  return reason === ""
    ? `${subject}; avoid it in new markup (get-component may say what replaces it).`
    : `${subject}: ${reason}`;
}

/** Turns offsets into 1-based lines and columns; `\r\n`, `\r` and `\n` each end a line. */
function positionsOf(source: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "\n" || (char === "\r" && source[i + 1] !== "\n")) starts.push(i + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  };
}
