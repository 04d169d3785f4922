/**
 * The pipeline's symbol step: documents the packages being built in one `deno doc` run, with
 * every workspace package available by name. A failure costs the symbols, never the snapshot.
 *
 * @module
 */
import type { ApiSymbol } from "../../../snapshot/model.ts";
import type { PackageInputs } from "../collect.ts";
import { extractSymbols, type SymbolRequest } from "./extract.ts";
import type { Warn } from "../../warnings.ts";
import type { WorkspaceModules } from "../modules/workspace_modules.ts";

/**
 * Extracts the symbols of the packages to build.
 *
 * @param root Absolute path of the repository root.
 * @param deno The `deno` executable.
 * @param building The packages whose entries are being built.
 * @param workspace Every package's entries by the specifiers that import them (private ones
 * too: re-exports may reach any of them).
 * @param warn Receives deno doc's warnings, and the reason when no symbols could be extracted.
 * @returns Slug -> symbols, or `null` when extraction failed.
 */
export async function symbolsOf(
  root: string,
  deno: string,
  building: readonly PackageInputs[],
  workspace: WorkspaceModules,
  warn: Warn,
): Promise<Map<string, ApiSymbol[]> | null> {
  try {
    const { symbols, warnings } = await extractSymbols(
      symbolRequest(root, deno, building, workspace),
    );
    warnings.forEach((warning) => warn("deno-doc", warning));
    return symbols;
  } catch (error) {
    warn(
      "symbols-failed",
      `symbols were not recorded: ${(error as Error).message}. Under Deno the generator needs ` +
        "--allow-run (and --allow-env=NODE_V8_COVERAGE) to run deno doc; --no-symbols skips them.",
    );
    return null;
  }
}

/**
 * The extraction request for collected packages: their entries, every workspace entry by the
 * specifier siblings import it by, and the outside packages their modules import.
 *
 * @param root Absolute path of the repository root.
 * @param deno The `deno` executable.
 * @param building The packages to document.
 * @param workspace Every package's entries by the specifiers that import them.
 * @returns The request.
 */
export function symbolRequest(
  root: string,
  deno: string,
  building: readonly PackageInputs[],
  workspace: WorkspaceModules,
): SymbolRequest {
  const importMap: Record<string, string> = {};
  for (const [specifier, { file }] of workspace.entries()) importMap[specifier] = file;
  return {
    repoRoot: root,
    deno,
    packages: building.map((input) => ({
      slug: input.slug,
      name: input.manifest.name as string,
      folder: input.folder,
      entries: input.entries,
    })),
    importMap,
    external: [...new Set(building.flatMap((input) => input.externalImports))],
    unresolved: [...new Set(building.flatMap((input) => input.unresolvedImports))],
  };
}
