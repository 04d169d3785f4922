import type { z } from "zod";
import type { BundledData, BundledPackage } from "./model.ts";
import { REGENERATE_HINT } from "./regenerate_hint.ts";
import { snapshotSchemas } from "./schema.ts";
import { isValidPackageJson, isValidSnapshotJson } from "./snapshot_check.ts";
import { describeIssues } from "./zod_issues.ts";

/** How many problems a validation error spells out before it summarises the rest. */
const MAX_REPORTED = 5;

/**
 * Checks parsed snapshot JSON (from any source) and returns it typed.
 *
 * Every field the specification lists is checked, doc page names included; unknown extra
 * keys are accepted so that snapshots from newer generators still load.
 *
 * @param raw Parsed JSON, for example the result of `JSON.parse`.
 * @returns The same value, typed as {@link BundledData}.
 * @throws {Error} When the value does not match; the message names each failing field by
 * path (up to five), says what was found, and gives the command that regenerates the data.
 *
 * @example Validate a snapshot read from your own file
 * ```ts
 * import { validateBundledData } from "@catalog-mcp/server/data";
 *
 * const data = validateBundledData({ version: "1.0.0", packages: [] });
 * console.log(data.packages.length); // 0
 * ```
 */
export function validateBundledData(raw: unknown): BundledData {
  // One pass over the data: compiling zod's fast paths would cost more than it saves.
  const result = snapshotSchemas().bundledData.safeParse(raw, { reportInput: true, jitless: true });
  if (result.success) return raw as BundledData;
  throw new Error(describe(result.error.issues));
}

/**
 * Checks a snapshot that `JSON.parse` or a JSON module made, as {@link validateBundledData}
 * does, but by the quick check first (`snapshot_check.ts`): zod runs only to name the problems
 * of a snapshot that fails it.
 *
 * @param raw The parsed snapshot.
 * @returns The same value, typed.
 * @throws {Error} As {@link validateBundledData}.
 */
export function validateSnapshotJson(raw: unknown): BundledData {
  return isValidSnapshotJson(raw) ? raw : validateBundledData(raw);
}

/**
 * Checks one parsed package of a snapshot, for a loader that parses a snapshot's packages a
 * batch at a time (`snapshot_batches.ts`): by the quick check, then zod when that says no.
 *
 * @param raw The parsed package.
 * @returns The package, or `undefined` when it is invalid (validate the whole snapshot to
 * learn why).
 */
export function validatePackage(raw: unknown): BundledPackage | undefined {
  if (isValidPackageJson(raw)) return raw;
  const result = snapshotSchemas().bundledPackage.safeParse(raw, { jitless: true });
  return result.success ? raw as BundledPackage : undefined;
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  const lines = describeIssues(issues, MAX_REPORTED).map((line) => `  - ${line}`);
  return `Invalid catalog snapshot (${count}):\n${lines.join("\n")}\n${REGENERATE_HINT}`;
}
