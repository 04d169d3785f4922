/**
 * Calling validate-component-usage from tests, and writing its findings as one line each so a
 * test states the findings it expects in the order they come.
 *
 * @module
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Finding, UsageReport } from "../src/markup/finding.ts";
import { type TestClient, textOf } from "./_mcp_client.ts";

/** Calls the tool; `report` is its structured content. */
export async function callValidate(
  c: TestClient,
  html: string,
  tagName?: string,
): Promise<{ result: CallToolResult; report: UsageReport }> {
  const result = await c.call("validate-component-usage", {
    html,
    ...(tagName === undefined ? {} : { tagName }),
  });
  return { result, report: result.structuredContent as UsageReport };
}

/**
 * Calls the tool, asserts it answered (not a tool error) and that `valid` agrees with the
 * findings, and returns them as `kind <tag> attribute line:column -> suggestion` lines (the
 * position left out with `positions: false`).
 */
export async function findingLines(
  c: TestClient,
  html: string,
  { tagName, positions = true }: { tagName?: string; positions?: boolean } = {},
): Promise<string[]> {
  const { result, report } = await callValidate(c, html, tagName);
  assert.equal(result.isError, undefined, textOf(result));
  assert.equal(report.valid, report.findings.length === 0);
  return report.findings.map((finding) => findingLine(finding, positions));
}

/** One finding as `kind <tag> attribute line:column -> suggestion`. */
export function findingLine(finding: Finding, positions = true): string {
  const attribute = finding.attribute === undefined ? "" : ` ${finding.attribute}`;
  const position = positions ? ` ${finding.line}:${finding.column}` : "";
  const suggestion = finding.suggestion === undefined ? "" : ` -> ${finding.suggestion}`;
  return `${finding.kind} <${finding.tagName}>${attribute}${position}${suggestion}`;
}
