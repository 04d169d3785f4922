/**
 * A declaration's header with its type parameters named only: what one member's answer needs of
 * its owner's line (`interface StateNodeConfig<TContext, TEvent, ...> {`), where XState's
 * constraints and defaults took 330 characters before the member's own line.
 *
 * @module
 */

/** A header longer than this has its type parameters' constraints and defaults left out. */
const LONG_HEADER = 120;

/**
 * A class's or interface's first line with its type parameters' names alone, when it is long
 * (`interface Options<TData extends Record<string, unknown> = {}> extends Base<TData>` is
 * `interface Options<TData> extends Base<TData>`); any other line as it is.
 *
 * @param line A signature's line.
 * @returns The line, shortened or not.
 *
 * @example
 * ```ts
 * import { namedTypeParameters } from "./type_parameter_names.ts";
 *
 * const line = `interface Config<TContext extends MachineContext, TEvent extends EventObject = AnyEventObject, TMeta extends MetaObject = MetaObject, TTag extends string = string> {`;
 * console.log(namedTypeParameters(line)); // "interface Config<TContext, TEvent, TMeta, TTag> {"
 * ```
 */
export function namedTypeParameters(line: string): string {
  if (line.length <= LONG_HEADER) return line;
  const open = /^(?:export (?:default )?)?(?:declare )?(?:abstract )?(?:class|interface) [\w$]+</
    .exec(line);
  if (open === null) return line;
  const start = open[0].length;
  let depth = 1;
  let end = start;
  const names: string[] = [];
  let part = start;
  for (; end < line.length && depth > 0; end++) {
    const char = line[end];
    if (char === "<" || char === "(" || char === "{" || char === "[") depth++;
    // An arrow's `>` (`T = () => void`) closes nothing.
    else if (
      (char === ">" && line[end - 1] !== "=") || char === ")" || char === "}" || char === "]"
    ) {
      depth--;
    }
    if ((char === "," && depth === 1) || depth === 0) {
      names.push(/^\s*([\w$]+)/.exec(line.slice(part, end))?.[1] ?? "");
      part = end + 1;
    }
  }
  if (depth !== 0 || names.some((name) => name === "")) return line;
  return `${line.slice(0, start)}${names.join(", ")}>${line.slice(end)}`;
}
