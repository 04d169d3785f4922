import type { z } from "zod";

/**
 * Renders zod issues as short sentences that name the field by path and say what was found,
 * for snapshot validation errors and tool argument errors alike.
 *
 * @param issues Issues from a failed `safeParse` run with `reportInput: true`.
 * @param limit How many issues to spell out before summarising the rest.
 * @returns One `path: problem` line per issue.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], limit: number): string[] {
  const lines = issues.slice(0, limit).map((issue) =>
    `${formatPath(issue.path)}: ${describeIssue(issue)}`
  );
  if (issues.length > limit) lines.push(`... and ${issues.length - limit} more`);
  return lines;
}

/** Renders a zod path as `packages[3].docs.api`. */
function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  return path.map((key, i) =>
    typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`
  ).join("");
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const found = "input" in issue ? `, found ${describeValue(issue.input)}` : "";
  switch (issue.code) {
    case "invalid_type": {
      // A schema may spell out a richer expectation ("a string or null") as its message.
      const expected = issue.message.startsWith("expected ")
        ? issue.message
        : `expected ${article(issue.expected)}`;
      return `${expected}${found}`;
    }
    case "too_small":
      return issue.origin === "string"
        ? `expected a non-empty string${found}`
        : `${issue.message}${found}`;
    case "invalid_value":
      return `expected one of ${issue.values.map(String).join(", ")}${found}`;
    default:
      return issue.message;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** A short, safe rendering of an offending value. */
function describeValue(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object") return "an object";
  if (typeof value === "string") {
    const shown = value.length > 40 ? `${value.slice(0, 40)}...` : value;
    return JSON.stringify(shown);
  }
  return `${typeof value} ${String(value)}`;
}
