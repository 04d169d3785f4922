/**
 * The packages of a real repository as the symbol scripts see them: collected exactly as the
 * generator collects them (entry points from the manifests), as one `deno doc` request.
 *
 * @module
 */
import { collectRepository } from "../src/generator/generate.ts";
import { symbolRequest } from "../src/generator/read/symbols/symbol_step.ts";
import type { SymbolRequest } from "../src/generator/read/symbols/extract.ts";

/**
 * Collects a repository's packages and builds the symbol request for those that have entries.
 *
 * @param root Absolute path of the repository root.
 * @returns What to hand to `extractSymbols`.
 */
export function symbolWorkspace(root: string): SymbolRequest {
  const { inputs, workspace } = collectRepository({ repoRoot: root }, () => {});
  const withEntries = inputs.filter((input) => input.entries.length > 0);
  return symbolRequest(root, Deno.execPath(), withEntries, workspace);
}
