/**
 * A class's properties that its constructor's options set, documented by the constructor alone:
 * koa's `proxyIpHeader: string` says nothing, and its constructor's `@param
 * options.proxyIpHeader Proxy IP header, defaults to X-Forwarded-For` says what it is and its
 * default. Both roads to a symbol's members (published `.d.ts` files and `deno doc`) give such a
 * property that text as its docs.
 *
 * @module
 */
import type { ApiMember } from "../../snapshot/model.ts";

/**
 * Members, each property without docs of its own given what a constructor's `@param` tag for
 * an option of its name says (`@param options.proxyIpHeader ...`, `@param opts.retries ...`).
 *
 * @param members A declaration's members.
 * @returns The members; the same array when no property takes a constructor's text.
 *
 * @example
 * ```ts
 * import { withConstructorOptions } from "./constructor_options.ts";
 *
 * const members = withConstructorOptions([
 *   { name: "proxyIpHeader", kind: "property", signature: "proxyIpHeader: string" },
 *   {
 *     name: "constructor",
 *     kind: "constructor",
 *     signature: "constructor(options?: { proxyIpHeader?: string })",
 *     tags: [{ tag: "param", name: "options.proxyIpHeader", text: "{string} Proxy IP header" }],
 *   },
 * ]);
 * console.log(members[0]!.doc); // "Set by the constructor's `options.proxyIpHeader`: Proxy IP header"
 * ```
 */
export function withConstructorOptions(members: ApiMember[]): ApiMember[] {
  const options = new Map<string, { name: string; text: string }>();
  for (const member of members) {
    if (member.kind !== "constructor") continue;
    for (const tag of member.tags ?? []) {
      const option = tag.tag === "param" ? OPTION.exec(tag.name ?? "")?.[1] : undefined;
      const text = (tag.text ?? "").replace(JSDOC_TYPE, "").trim();
      if (option !== undefined && text !== "" && !options.has(option)) {
        options.set(option, { name: tag.name!, text });
      }
    }
  }
  if (options.size === 0) return members;
  return members.map((member) => {
    const option = member.kind === "property" && member.doc === undefined
      ? options.get(member.name)
      : undefined;
    return option === undefined
      ? member
      : { ...member, doc: `Set by the constructor's \`${option.name}\`: ${option.text}` };
  });
}

/** A parameter's property, as a `@param` tag names it: `options.proxyIpHeader`. */
const OPTION = /^[A-Za-z_$][\w$]*\.([A-Za-z_$][\w$]*)$/;

/** A JSDoc type at the start of a tag's text: `{string}`, `{boolean|AsyncLocalStorage}`. */
const JSDOC_TYPE = /^\s*\{[^}]*\}/;
