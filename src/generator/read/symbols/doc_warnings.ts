/**
 * Turns what deno doc prints on standard error into generator warnings that name the package
 * and file, leaving out what is expected: imports that were left unresolved on purpose
 * (packages outside the workspace, style sheets and other assets).
 *
 * @module
 */
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** Warnings about things the generator chose not to resolve. */
const EXPECTED = [
  /not a dependency/,
  /--no-(?:remote|npm) is specified/,
  /Module not found "[^"]*\.(?:css|scss|sass|less|svg|png|jpe?g|gif|webp|avif|html|json|wasm|txt|md)(?:\?[^"]*)?"/i,
];

/** A package a warning can be attributed to. */
export interface WarningOwner {
  /** How warnings name it, usually the package name. */
  label: string;
  /** Its folder, relative to the repository root. */
  folder: string;
}

/**
 * Extracts deno doc's warnings.
 *
 * @param stderr deno doc's standard error (without colours).
 * @param root Absolute path of the repository root.
 * @param owners The packages, to name the one a warning is about.
 * @returns One line per unexpected warning: `label (file:line): deno doc: message`.
 */
export function denoDocWarnings(
  stderr: string,
  root: string,
  owners: readonly WarningOwner[],
): string[] {
  const warnings: string[] = [];
  for (
    const block of stderr.split(/^(?=Warning )/m).filter((part) => part.startsWith("Warning "))
  ) {
    const message = (block.split("\n", 1)[0] as string).slice("Warning ".length).trim();
    if (EXPECTED.some((pattern) => pattern.test(message))) continue;
    const at = /^\s+at (file:\S+?):(\d+):\d+\s*$/m.exec(block);
    if (at === null) {
      warnings.push(`symbols: deno doc: ${message}`);
      continue;
    }
    const file = relative(root, fileURLToPath(at[1] as string)).replaceAll("\\", "/");
    const owner = owners.find((candidate) => file.startsWith(`${candidate.folder}/`));
    warnings.push(`${owner?.label ?? "symbols"} (${file}:${at[2]}): deno doc: ${message}`);
  }
  return warnings;
}
