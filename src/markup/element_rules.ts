/**
 * What each tag of the catalog declares (attributes with the values they take, properties,
 * events, slots, deprecations), indexed once per catalog from its Custom Elements Manifest
 * declarations and kept for every later check.
 *
 * @module
 */
import { cemTypeText } from "../catalog/cem_type.ts";
import type { Catalog } from "../catalog/catalog.ts";
import type { BundledPackage, CemDeclaration } from "../snapshot/model.ts";
import { oncePer } from "../catalog/once_per.ts";
import { looseName } from "../catalog/loose_name.ts";
import { elementClass } from "../catalog/element_class.ts";
import { type ValueRule, valueRuleOf } from "./type_values.ts";

/** Why something is deprecated: the manifest's message, `""` when it gives none. */
export type Deprecation = string | null;

/** A declared attribute. */
export interface AttributeRule {
  /** The name as declared. */
  name: string;
  value: ValueRule;
  deprecated: Deprecation;
}

/** A declared property, event or slot: its name and whether it is deprecated. */
export interface NamedRule {
  name: string;
  deprecated: Deprecation;
}

/** A property; bound as a prop (`:size`), it may stand for the attribute it reflects. */
export interface PropertyRule extends NamedRule {
  attribute?: AttributeRule;
}

/** Everything one tag declares. */
export interface ElementRule {
  tagName: string;
  deprecated: Deprecation;
  /** Attributes by lowercased name. */
  attributes: ReadonlyMap<string, AttributeRule>;
  /** Properties (fields, reflected fields, and attributes as props) by {@link looseName}. */
  properties: ReadonlyMap<string, PropertyRule>;
  /** Whether the manifest lists any property of its own (fields or attribute field names). */
  listsProperties: boolean;
  /** Events by exact name. */
  events: ReadonlyMap<string, NamedRule>;
  /** Slots by name (`""` is the default slot); `null` when the manifest lists none. */
  slots: ReadonlyMap<string, NamedRule> | null;
  /** The declared names, in manifest order, to suggest from. */
  names: DeclaredNames;
  /** Whether the element reads a boolean attribute written `"false"` as off (Stencil's). */
  falseAttributesOff: boolean;
  /**
   * The instance properties its class's declarations give it, by {@link looseName}, where its
   * manifest may leave some out: a mixin's (Material Web's `disabled`, `name`, `form` of its
   * buttons and fields), which a manifest records without their attributes.
   */
  classProperties: ReadonlySet<string>;
}

/** What a misspelt name is compared with. */
export interface DeclaredNames {
  attributes: readonly string[];
  /** Property names as Lit binds them (`iconOnly`). */
  properties: readonly string[];
  /** The same as Vue binds them: the attribute's spelling where there is one (`icon-only`). */
  props: readonly string[];
  events: readonly string[];
  /** Named slots (not the default one). */
  slots: readonly string[];
}

/** The rules of a whole catalog. */
export interface ElementRules {
  /** By lowercased tag name (HTML parsers lowercase tags). */
  byTag: ReadonlyMap<string, ElementRule>;
  /** Every tag, sorted. */
  tags: readonly string[];
  /** The text before the first hyphen of every tag (`sg` for `sg-button`). */
  prefixes: ReadonlySet<string>;
}

/**
 * The catalog's element rules, built on first use and kept.
 *
 * @param catalog The catalog.
 * @returns The rules; empty when the catalog has no tagged declaration.
 */
export const elementRulesOf: (catalog: Catalog) => ElementRules = oncePer((catalog: Catalog) =>
  buildRules(catalog.packages)
);

/** Indexes the tagged declarations; the first declaration of a tag wins, as in `Catalog`. */
function buildRules(packages: readonly BundledPackage[]): ElementRules {
  const byTag = new Map<string, ElementRule>();
  for (const pkg of packages) {
    for (const declaration of pkg.components) {
      const tag = declaration.tagName;
      if (tag === undefined || tag === "" || byTag.has(tag.toLowerCase())) continue;
      byTag.set(
        tag.toLowerCase(),
        ruleOf(
          tag,
          declaration,
          pkg.falseAttributesOff === true,
          classProperties(pkg, declaration),
        ),
      );
    }
  }
  const tags = [...byTag.values()].map((rule) => rule.tagName).sort();
  const prefixes = new Set(
    tags.filter((tag) => tag.indexOf("-") > 0)
      .map((tag) => tag.slice(0, tag.indexOf("-")).toLowerCase()),
  );
  return { byTag, tags, prefixes };
}

/** The instance properties, getters and setters of the class a declaration names, by loose name. */
function classProperties(pkg: BundledPackage, declaration: CemDeclaration): Set<string> {
  return new Set(
    (elementClass(pkg, declaration.name)?.members ?? []).filter((member) =>
      ["property", "getter", "setter"].includes(member.kind) &&
      !member.signature.startsWith("static ")
    ).map((member) => looseName(member.name)),
  );
}

function ruleOf(
  tagName: string,
  declaration: CemDeclaration,
  falseAttributesOff: boolean,
  classProperties: ReadonlySet<string>,
): ElementRule {
  const fields = new Map<string, NamedRule & { type?: string }>();
  for (const member of declaration.members ?? []) {
    if (member.kind !== "field") continue;
    const type = cemTypeText(member);
    fields.set(member.name, {
      name: member.name,
      deprecated: deprecationOf(member.deprecated),
      ...(type === undefined ? {} : { type }),
    });
  }
  const attributes = new Map<string, AttributeRule>();
  const properties = new Map<string, PropertyRule>();
  let listsProperties = fields.size > 0;
  for (const attr of declaration.attributes ?? []) {
    if (attributes.has(attr.name.toLowerCase())) continue;
    const field = attr.fieldName === undefined ? undefined : fields.get(attr.fieldName);
    const rule: AttributeRule = {
      name: attr.name,
      // Analyzers sometimes type the field and not the attribute that reflects it.
      value: valueRuleOf(cemTypeText(attr) ?? field?.type),
      deprecated: deprecationOf(attr.deprecated) ?? field?.deprecated ?? null,
    };
    attributes.set(attr.name.toLowerCase(), rule);
    if (attr.fieldName !== undefined) listsProperties = true;
    const property = {
      name: attr.fieldName ?? camelCase(attr.name),
      deprecated: rule.deprecated,
      attribute: rule,
    };
    addProperty(properties, looseName(attr.name), property);
    addProperty(properties, looseName(property.name), property);
  }
  for (const field of fields.values()) {
    addProperty(properties, looseName(field.name), {
      name: field.name,
      deprecated: field.deprecated,
    });
  }
  const events = namedRules(declaration.events) ?? new Map<string, NamedRule>();
  const slots = namedRules(declaration.slots);
  const distinct = [...new Set(properties.values())];
  return {
    tagName,
    deprecated: deprecationOf(declaration.deprecated),
    attributes,
    properties,
    listsProperties,
    events,
    slots,
    names: {
      attributes: [...attributes.values()].map((attribute) => attribute.name),
      properties: distinct.map((property) => property.name),
      props: distinct.map((property) => property.attribute?.name ?? property.name),
      events: [...events.keys()],
      slots: [...slots?.keys() ?? []].filter((slot) => slot !== ""),
    },
    falseAttributesOff,
    classProperties,
  };
}

function addProperty(properties: Map<string, PropertyRule>, key: string, rule: PropertyRule) {
  if (!properties.has(key)) properties.set(key, rule);
}

/** The property an attribute reflects when the manifest names none: `icon-only` → `iconOnly`. */
function camelCase(name: string): string {
  return name.toLowerCase().replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** Named entries by name, first one wins; `null` when the manifest lists none. */
function namedRules(
  entries: readonly { name: string; deprecated?: unknown }[] | undefined,
): Map<string, NamedRule> | null {
  if (entries === undefined || entries.length === 0) return null;
  const rules = new Map<string, NamedRule>();
  for (const entry of entries) {
    if (rules.has(entry.name)) continue;
    rules.set(entry.name, { name: entry.name, deprecated: deprecationOf(entry.deprecated) });
  }
  return rules;
}

/** The CEM schema's `deprecated`: `true`, or a string saying why and what to use instead. */
function deprecationOf(value: unknown): Deprecation {
  if (value === true) return "";
  return typeof value === "string" ? value.trim() : null;
}
