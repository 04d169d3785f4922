/**
 * A custom element as compact Markdown, for `fetch`: what a page of documentation would say of
 * it, without the manifest's JSON.
 *
 * @module
 */
import type { CemDeclaration, CemMember } from "../snapshot/model.ts";
import { oneLine } from "../catalog/one_line.ts";
import { cemTypeText } from "../catalog/cem_type.ts";
import type { ElementClassFacts } from "../symbols/class_only_properties.ts";

/** A manifest entry with a name and maybe a type, default and description. */
interface Named {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
  [key: string]: unknown;
}

/**
 * Renders a custom element: its tag, class, the module that defines it, its deprecation and
 * description, then its attributes (type,
 * default), events (type), slots, CSS parts, CSS custom properties, the properties an attribute
 * of their name does not set (`value` beside a `value` attribute that sets `defaultValue`) and
 * public methods (parameters), one line each, a deprecated one marked with its reason; empty
 * lists left out. When its class has a record, the methods a base class gives it (a form
 * control's `checkValidity`, `setCustomValidity`, ...) are named only, one line per base.
 *
 * @param tag The tag name.
 * @param declaration Its manifest declaration.
 * @param facts What its class record adds.
 * @returns Markdown.
 *
 * @example
 * ```ts
 * import { componentMarkdown } from "./component_markdown.ts";
 *
 * console.log(componentMarkdown("x-tip", {
 *   description: "A tooltip.",
 *   attributes: [{ name: "open", type: { text: "boolean" }, default: "false" }],
 * }));
 * // # <x-tip>
 * //
 * // A tooltip.
 * //
 * // ## Attributes
 * //
 * // - `open`: `boolean`, default `false`
 * ```
 */
export function componentMarkdown(
  tag: string,
  declaration: CemDeclaration,
  { fromClass = [], classRecord = false }: ElementClassFacts = {},
): string {
  const blocks = [`# <${tag}>`];
  const description = declaration.description ||
    (typeof declaration.summary === "string" ? declaration.summary : "");
  if (declaration.name) blocks.push(`Class \`${declaration.name}\`.`);
  if (typeof declaration.definedIn === "string") {
    blocks.push(`Defined by \`import ${JSON.stringify(declaration.definedIn)};\`.`);
  }
  const deprecated = deprecation(declaration);
  if (deprecated) {
    blocks.push(`Deprecated${deprecated === true ? "." : `: ${oneLine(deprecated)}`}`);
  }
  if (description) blocks.push(description);
  const lists: [string, Named[] | undefined][] = [
    [
      "Attributes",
      declaration.attributes?.map((attribute) => withFieldFacts(attribute, declaration)),
    ],
    ["Events", declaration.events],
    ["Slots", declaration.slots],
    ["CSS parts", declaration.cssParts],
    ["CSS custom properties", declaration.cssProperties],
  ];
  for (const [heading, items] of lists) {
    if (items === undefined || items.length === 0) continue;
    blocks.push(`## ${heading}`, items.map(itemLine).join("\n"));
  }
  const properties = ownProperties(declaration);
  if (properties.length > 0) blocks.push("## Properties", properties.map(itemLine).join("\n"));
  if (fromClass.length > 0) {
    blocks.push(
      "## From its class",
      `${fromClass.map((name) => `\`${name}\``).join(", ")}: properties its manifest does not ` +
        `list (get-symbol \`${declaration.name}.<name>\`).`,
    );
  }
  const methods = publicMethods(declaration);
  const inherited = classRecord
    ? Map.groupBy(methods.filter((method) => baseOf(method) !== undefined), (m) => baseOf(m)!)
    : new Map<string, CemMember[]>();
  const lines = [
    ...methods.filter((method) => !inherited.has(baseOf(method) ?? "")).map(methodLine),
    ...[...inherited].map(([base, from]) =>
      `- From \`${base}\`: ${from.map((method) => `\`${method.name}()\``).join(", ")} ` +
      `(get-symbol \`${declaration.name}.<name>\`).`
    ),
  ];
  if (lines.length > 0) blocks.push("## Methods", lines.join("\n"));
  return blocks.join("\n\n");
}

/** The base class a member is inherited from, as its manifest says. */
function baseOf(member: CemMember): string | undefined {
  const from = (member as { inheritedFrom?: { name?: unknown } }).inheritedFrom?.name;
  return typeof from === "string" && from !== "" ? from : undefined;
}

/**
 * An attribute with what its field says where the attribute itself does not (Material Web's
 * `positioning` has its default, `'absolute'`, its type and its description on its field only).
 */
function withFieldFacts(attribute: Named, declaration: CemDeclaration): Named {
  const field = typeof attribute.fieldName === "string"
    ? (declaration.members ?? []).find((member) =>
      member.kind === "field" && member.name === attribute.fieldName
    )
    : undefined;
  if (field === undefined) return attribute;
  return {
    ...attribute,
    ...(attribute.type === undefined && field.type !== undefined ? { type: field.type } : {}),
    ...(attribute.default === undefined && typeof field.default === "string"
      ? { default: field.default }
      : {}),
    ...(!attribute.description && typeof field.description === "string" && field.description
      ? { description: field.description }
      : {}),
  } as Named;
}

/**
 * The properties named as an attribute that sets another property (`value` of a select, whose
 * `value` attribute sets `defaultValue`): read as the attribute, they would be mistaken for it.
 */
function ownProperties(declaration: CemDeclaration): Named[] {
  const attributes = declaration.attributes ?? [];
  const shadowed = new Set(
    attributes.filter((attribute) => attribute.fieldName && attribute.fieldName !== attribute.name)
      .map((attribute) => attribute.name),
  );
  return publicMembers(declaration, "field").flatMap((member): Named[] =>
    member.description && shadowed.has(member.name)
      ? [{
        name: member.name,
        ...(member.type === undefined ? {} : { type: member.type }),
        ...(member.parsedType === undefined ? {} : { parsedType: member.parsedType }),
        ...(typeof member.default === "string" ? { default: member.default } : {}),
        description: member.description,
      }]
      : []
  );
}

/**
 * The methods a page's script may call on the element (`stepper.next()`): the manifest's
 * public, non-static method members, in manifest order.
 */
function publicMethods(declaration: CemDeclaration): CemMember[] {
  return publicMembers(declaration, "method");
}

/** The public, non-static members of one kind, in manifest order. */
function publicMembers(declaration: CemDeclaration, kind: "field" | "method"): CemMember[] {
  return (declaration.members ?? []).filter((member) =>
    member.kind === kind && member.static !== true &&
    member.privacy !== "private" && member.privacy !== "protected" &&
    !/^[_#]/.test(member.name)
  );
}

/**
 * `` - `close(returnValue?: string = this.returnValue): Promise<void>` — description ``: each
 * parameter optional or not, with its default, and what it returns, as the manifest says.
 */
function methodLine(method: CemMember): string {
  const parameters = Array.isArray(method.parameters) ? method.parameters as Named[] : [];
  const list = parameters.map((p) =>
    `${p.rest === true ? "..." : ""}${p.name}${p.optional === true ? "?" : ""}` +
    `${p.type?.text ? `: ${p.type.text}` : ""}` +
    `${p.default === undefined ? "" : ` = ${p.default}`}`
  );
  const returned = (method.return as { type?: { text?: unknown } } | undefined)?.type?.text;
  const returns = typeof returned === "string" && returned !== "" && returned !== "void"
    ? `: ${returned}`
    : "";
  return `- \`${method.name}(${list.join(", ")})${returns}\`${deprecatedMark(method, false)}${
    said(method)
  }`;
}

/**
 * `` - `name`: `type`, default `value`, deprecated — description (deprecated: why) ``; the
 * default slot has no name.
 */
function itemLine(item: Named): string {
  let line = `- \`${item.name === "" ? "(default)" : item.name}\``;
  const type = cemTypeText(item);
  if (type) line += `: \`${type}\``;
  if (item.default !== undefined) line += `${type ? "," : ":"} default \`${item.default}\``;
  return line + deprecatedMark(item, Boolean(type) || item.default !== undefined) + said(item);
}

/** What the manifest says of a deprecation: `true`, its reason, or nothing. */
function deprecation(item: object): true | string | undefined {
  const { deprecated } = item as { deprecated?: unknown };
  if (typeof deprecated === "string" && deprecated.trim() !== "") return deprecated;
  return deprecated === true || deprecated === "" ? true : undefined;
}

/** `, deprecated` after a line's type or default, `: deprecated` right after its name. */
function deprecatedMark(item: object, afterType = true): string {
  return deprecation(item) === undefined ? "" : `${afterType ? "," : ":"} deprecated`;
}

/** `` — description `` with the deprecation's reason, when there is one. */
function said(item: object): string {
  const reason = deprecation(item);
  const { description } = item as { description?: unknown };
  const parts = [
    typeof description === "string" ? oneLine(description) : "",
    typeof reason === "string" ? `(deprecated: ${oneLine(reason)})` : "",
  ].filter((part) => part !== "");
  return parts.length === 0 ? "" : ` — ${parts.join(" ")}`;
}
