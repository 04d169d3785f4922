/**
 * Workspace discovery: which folders of a monorepo are packages, according to the workspace
 * files of the tools people use (Deno, npm/Yarn/Bun, pnpm, Rush and Lerna). A repository
 * without any is one package: its root.
 *
 * @module
 */
import { load as loadYaml } from "js-yaml";
import { compareText } from "../compare_text.ts";
import { expandGlob, globSegments, matchesGlob } from "./glob.ts";
import { isRecord } from "../is_record.ts";
import { parseJsonc } from "./jsonc.ts";
import type { Warn } from "../warnings.ts";
import type { RepositoryFiles } from "./repository_files.ts";

/** The package folder patterns one workspace file declares. */
interface WorkspaceSource {
  /** The file, relative to the repository root. */
  file: string;
  /** Patterns as written; a leading `!` excludes. */
  patterns: string[];
}

/** Reads the package patterns out of one parsed workspace file, or `undefined` when absent. */
type PatternReader = (parsed: unknown) => unknown;

const WORKSPACE_FILES: readonly { file: string; yaml?: true; read: PatternReader }[] = [
  { file: "deno.json", read: denoMembers },
  { file: "deno.jsonc", read: denoMembers },
  { file: "package.json", read: npmWorkspaces },
  { file: "pnpm-workspace.yaml", yaml: true, read: (parsed) => field(parsed, "packages") },
  { file: "rush.json", read: rushFolders },
  { file: "lerna.json", read: (parsed) => field(parsed, "packages") },
];

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function denoMembers(parsed: unknown): unknown {
  const workspace = field(parsed, "workspace");
  return Array.isArray(workspace) ? workspace : field(workspace, "members");
}

function npmWorkspaces(parsed: unknown): unknown {
  const workspaces = field(parsed, "workspaces");
  return Array.isArray(workspaces) ? workspaces : field(workspaces, "packages");
}

function rushFolders(parsed: unknown): unknown {
  const projects = field(parsed, "projects");
  return Array.isArray(projects)
    ? projects.map((project) => field(project, "projectFolder"))
    : undefined;
}

/**
 * Reads every workspace file at the repository root that declares packages.
 *
 * @param files The repository's files.
 * @param warn Receives a warning for each entry that is not a usable pattern.
 * @returns One source per workspace file that declares packages, in a fixed file order.
 * @throws {Error} When a workspace file exists but cannot be parsed.
 */
function readWorkspaceSources(
  files: RepositoryFiles,
  warn: Warn,
): WorkspaceSource[] {
  const sources: WorkspaceSource[] = [];
  for (const { file, yaml, read } of WORKSPACE_FILES) {
    const text = files.read(file);
    if (text === null) continue;
    let parsed: unknown;
    try {
      parsed = yaml ? loadYaml(text) : parseJsonc(text);
    } catch (error) {
      throw new Error(`Cannot parse ${file} in ${files.root}: ${(error as Error).message}`);
    }
    const entries = read(parsed);
    if (!Array.isArray(entries)) continue;
    const patterns: string[] = [];
    for (const entry of entries) {
      const problem = patternProblem(entry);
      if (problem === null) patterns.push(entry as string);
      else {warn(
          "workspace-pattern",
          `workspace (${file}): skipping entry ${JSON.stringify(entry) ?? "null"}: ${problem}`,
        );}
    }
    sources.push({ file, patterns });
  }
  return sources;
}

function patternProblem(entry: unknown): string | null {
  if (typeof entry !== "string" || entry.replace(/^!/, "").trim() === "") {
    return "not a folder pattern";
  }
  if (/[{}[\]]/.test(entry)) return "braces and character classes are not supported";
  if (entry.startsWith("/") || globSegments(entry.replace(/^!/, "")).includes("..")) {
    return "it points outside the repository";
  }
  return null;
}

/** A folder that a workspace pattern matched. */
export interface WorkspaceFolder {
  /** Relative folder path with `/` separators. */
  folder: string;
  /** The workspace file whose pattern matched it. */
  file: string;
  /**
   * Whether the folder is expected to be a package. A `**` pattern also matches every nested
   * folder (`src`, `docs`, ...), so a folder without a manifest is only worth a warning when no
   * `**` was involved.
   */
  expectManifest: boolean;
  /**
   * The repository root of a workspace: a package only when its manifest names one that is
   * not private and that has entry points or declares `customElements` (a published library
   * whose repository also holds its docs site as a workspace); else quietly none.
   */
  workspaceRoot?: true;
}

/**
 * Finds the candidate package folders of a monorepo.
 *
 * Each workspace file is expanded on its own: its `!` patterns remove folders that its other
 * patterns matched. The folders of all files are merged, so a repository that lists its
 * packages both in `package.json` and in `pnpm-workspace.yaml` gets each folder once. A folder
 * that holds other matched folders (`packages/labs` under `packages/*` beside
 * `packages/labs/*`) is not expected to be a package itself. Without any workspace file the
 * repository root is the one candidate (folder `.`); with one, the root is a candidate too
 * (see `workspaceRoot`).
 *
 * @param files The repository's files.
 * @param warn Receives warnings about unusable patterns.
 * @returns The matched folders, sorted by path.
 */
export function discoverPackageFolders(
  files: RepositoryFiles,
  warn: Warn,
): WorkspaceFolder[] {
  const sources = readWorkspaceSources(files, warn);
  if (sources.length === 0) {
    return [{ folder: ".", file: "(repository root)", expectManifest: true }];
  }
  const folders = new Map<string, WorkspaceFolder>();
  for (const source of sources) {
    for (const found of expandSource(files.root, source)) {
      const known = folders.get(found.folder);
      if (known === undefined) folders.set(found.folder, found);
      else known.expectManifest ||= found.expectManifest;
    }
  }
  for (const path of folders.keys()) {
    for (let end = path.lastIndexOf("/"); end > 0; end = path.lastIndexOf("/", end - 1)) {
      const holder = folders.get(path.slice(0, end));
      if (holder !== undefined) holder.expectManifest = false;
    }
  }
  const root: WorkspaceFolder = {
    folder: ".",
    file: "(repository root)",
    expectManifest: false,
    workspaceRoot: true,
  };
  return [root, ...[...folders.values()].sort((a, b) => compareText(a.folder, b.folder))];
}

function expandSource(root: string, source: WorkspaceSource): WorkspaceFolder[] {
  const excludes = source.patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  const found = new Map<string, WorkspaceFolder>();
  for (const pattern of source.patterns.filter((p) => !p.startsWith("!"))) {
    const expectManifest = !globSegments(pattern).includes("**");
    for (const folder of expandGlob(root, pattern)) {
      if (excludes.some((exclude) => matchesGlob(exclude, folder))) continue;
      const known = found.get(folder);
      if (known === undefined) found.set(folder, { folder, file: source.file, expectManifest });
      else known.expectManifest ||= expectManifest;
    }
  }
  return [...found.values()];
}
