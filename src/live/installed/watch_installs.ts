/**
 * Following installs: the files a package manager writes when it installs, adds, upgrades or
 * removes a package (the lockfile and its copy inside `node_modules`), watched without reading
 * `node_modules` itself. Each burst of writes (an install writes many) is one call.
 *
 * @module
 */
import { watch } from "node:fs";
import { join } from "node:path";

/** A running watcher. */
export interface InstallWatcher {
  /** Stops watching and drops a pending call. */
  close(): void;
}

/**
 * The files whose change means the installed packages may have changed: manifests and
 * lockfiles at the app's root (npm, pnpm, Yarn, Bun, Deno), and the state files each package
 * manager keeps inside `node_modules` (`.package-lock.json`, pnpm's `.modules.yaml`, Yarn's
 * `.yarn-state.yml`, Deno's `.deno`), and `node_modules` itself coming or going.
 */
const ROOT_FILES = new Set([
  "package.json",
  "package-lock.json",
  "npm-shrinkwrap.json",
  "pnpm-lock.yaml",
  "pnpm-workspace.yaml",
  "yarn.lock",
  "bun.lock",
  "bun.lockb",
  "deno.json",
  "deno.jsonc",
  "deno.lock",
  "node_modules",
]);
const MODULES_FILES = new Set([".package-lock.json", ".modules.yaml", ".yarn-state.yml", ".deno"]);

/**
 * Watches the install files of the given folders (the app, and the workspace root its installs
 * belong to) and calls `onChange` once `quietMs` passed after the last change of a burst.
 *
 * @param folders The folders whose root and `node_modules` hold the install files.
 * @param onChange Called after each burst.
 * @param quietMs How long the files must stay unchanged before the call.
 * @returns The watcher.
 *
 * @example
 * ```ts ignore
 * const watcher = watchInstalls([app], () => replan(), 300);
 * watcher.close();
 * ```
 */
export function watchInstalls(
  folders: readonly string[],
  onChange: () => void,
  quietMs: number,
): InstallWatcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const changed = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, quietMs);
  };
  const watchers = new Map<string, () => void>();
  /** Watches each `node_modules` anew: it may have been removed and made again. */
  const watchModules = () => {
    for (const folder of new Set(folders)) {
      const modules = join(folder, "node_modules");
      watchers.get(modules)?.();
      watchers.delete(modules);
      const stop = watchFolder(modules, (name) => {
        if (name === null || MODULES_FILES.has(name)) changed();
      });
      if (stop !== undefined) watchers.set(modules, stop);
    }
  };
  for (const folder of new Set(folders)) {
    const stop = watchFolder(folder, (name) => {
      if (name !== null && !ROOT_FILES.has(name)) return;
      if (name === null || name === "node_modules") watchModules();
      changed();
    });
    if (stop !== undefined) watchers.set(folder, stop);
  }
  watchModules();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      for (const stop of watchers.values()) stop();
      watchers.clear();
    },
  };
}

/** Watches one folder's entries; `undefined` when it does not exist (yet). */
function watchFolder(
  folder: string,
  onName: (name: string | null) => void,
): (() => void) | undefined {
  try {
    const watcher = watch(folder, { persistent: false }, (_event, name) => {
      onName(name === null ? null : name.toString());
    });
    // A folder removed under its watcher ends it; the root's watcher sees it come back.
    watcher.on("error", () => watcher.close());
    return () => watcher.close();
  } catch {
    return undefined;
  }
}
