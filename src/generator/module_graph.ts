/**
 * The module graph of a package: every file reachable from its entry points through static
 * imports and re-exports, relative ones within a package and sibling workspace packages by
 * name, as `deno doc` follows them. Its files are inputs of the package (so the input hash
 * covers everything its exports and symbols depend on); the other specifiers it meets are
 * external.
 *
 * @module
 */
import { compareText } from "./compare_text.ts";
import { moduleSpecifiers } from "./module_specifiers.ts";
import { moduleCandidates } from "./package_layout.ts";
import type { SiblingModule, WorkspaceModules } from "./workspace_modules.ts";

/**
 * Follows a package's imports from its entry modules, reading (and so collecting) every module
 * it reaches, and the manifests of the siblings it enters.
 *
 * @param entries The package's entry modules, each with the folder of its package.
 * @param workspace The workspace's modules by the specifiers that import them.
 * @param read Reads a file relative to the repository root (and keeps it as an input); `null`
 * when there is none.
 * @returns The specifiers that lead outside the workspace (`lit`, `npm:zod@4`), sorted; no
 * `node:` built-ins.
 */
export function followModuleGraph(
  entries: readonly Pick<SiblingModule, "file" | "folder">[],
  workspace: WorkspaceModules,
  read: (path: string) => string | null,
): string[] {
  const external = new Set<string>();
  const seen = new Set<string>();
  const pending: Pick<SiblingModule, "file" | "folder">[] = [];
  const enqueue = (file: string, folder: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    pending.push({ file, folder });
  };
  entries.forEach(({ file, folder }) => enqueue(file, folder));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const text = read(next.file);
    if (text === null) continue;
    for (const specifier of moduleSpecifiers(text)) {
      const sibling = workspace.resolve(specifier);
      if (sibling !== undefined) {
        // A sibling's manifest decides what its specifiers mean, so it is an input too.
        read(sibling.manifestPath);
        enqueue(sibling.file, sibling.folder);
      } else if (specifier.startsWith(".")) {
        for (const file of moduleCandidates(next.folder, next.file, specifier)) {
          enqueue(file, next.folder);
        }
      } else if (!specifier.startsWith("node:") && !specifier.startsWith("/")) {
        external.add(specifier);
      }
    }
  }
  return [...external].sort(compareText);
}
