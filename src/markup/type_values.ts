/**
 * What an attribute's declared type (`type.text` of the manifest) says about the values it
 * takes: a closed list when the type is a union of literals, a boolean, or anything.
 *
 * @module
 */

/** The values a type allows, as far as markup can be checked against it. */
export type ValueRule =
  /** A union of string (or number) literals: the value must be one of them. */
  | { kind: "one-of"; values: readonly string[] }
  /** `boolean`: present means on, whatever the value. */
  | { kind: "boolean" }
  /** Any other type (`string`, `number`, a type name, a union with one): no check. */
  | { kind: "any" };

const ANY: ValueRule = { kind: "any" };

/**
 * Reads a type text such as `'a' | "b" | undefined` or `boolean | undefined`. Whitespace and
 * newlines may sit anywhere, the union may be in parentheses and a leading `|` is allowed;
 * `undefined` and `null` members say only that the attribute may be absent.
 *
 * @param text The manifest's `type.text`, if any.
 * @returns The rule; `any` for every type that is not a plain union of literals or a boolean.
 */
export function valueRuleOf(text: string | undefined): ValueRule {
  if (text === undefined) return ANY;
  const trimmed = text.trim();
  const members = unionMembers(
    trimmed.startsWith("(") && trimmed.endsWith(")") ? trimmed.slice(1, -1) : trimmed,
  );
  if (members === null) return ANY;
  const values: string[] = [];
  let boolean = false;
  for (const member of members) {
    if (member === "undefined" || member === "null") continue;
    if (member === "boolean") boolean = true;
    else {
      const literal = literalValue(member);
      if (literal === null) return ANY;
      values.push(literal);
    }
  }
  if (boolean) return values.length === 0 ? { kind: "boolean" } : ANY;
  return values.length === 0 ? ANY : { kind: "one-of", values };
}

/**
 * The top-level members of a union, trimmed; `null` when a member cannot be read (an
 * unterminated string, an empty member).
 */
function unionMembers(text: string): string[] | null {
  const members: string[] = [];
  let start = 0;
  let quote = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote !== "") {
      if (char === "\\") i++;
      else if (char === quote) quote = "";
    } else if (char === "'" || char === '"' || char === "`") quote = char;
    else if (char === "|") {
      members.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (quote !== "") return null;
  members.push(text.slice(start).trim());
  // A leading `|` (as formatters write long unions) leaves one empty member in front.
  if (members[0] === "" && members.length > 1) members.shift();
  return members.some((member) => member === "") ? null : members;
}

/** The value of a string or number literal, or `null` for anything else. */
function literalValue(member: string): string | null {
  const first = member[0];
  if ((first === "'" || first === '"' || first === "`") && member.endsWith(first)) {
    const body = member.slice(1, -1);
    if (first === "`" && body.includes("${")) return null;
    return body.includes("\\") ? null : body;
  }
  return member !== "" && Number.isFinite(Number(member)) ? member : null;
}
