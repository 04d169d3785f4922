/**
 * Watching a repository for edits with the runtime's own file watching (`Deno.watchFs` under
 * Deno, `fs.watch` under Node), turning each burst of events into one call.
 *
 * Recursive watchers cannot leave folders out, so the big ignored trees are never handed to
 * one: the root is watched on its own (its files, and folders coming and going), and each
 * top-level folder that is not ignored recursively. Deeper ignored folders (a package's
 * `node_modules` or `dist`) are inside a watched tree; their events are dropped.
 *
 * @module
 */
import { readdirSync, watch as nodeWatch } from "node:fs";
import { join, relative, sep } from "node:path";
import type { IgnoreRules } from "./ignore_rules.ts";

/** A running watcher. */
export interface RepositoryWatcher {
  /** Stops watching and drops a pending call; safe to call twice. */
  close(): void;
}

/** Stops one folder's watcher. */
type Unwatch = () => void;

/** What is used of Deno's global, where there is one. */
const runtime = globalThis as {
  Deno?: {
    watchFs(path: string, options: { recursive: boolean }): AsyncIterable<{ paths: string[] }> & {
      close(): void;
    };
  };
};

/**
 * Watches `root` and calls `onChange` once per burst of edits: `quietMs` after the last event
 * of a burst that touched a path the rules do not ignore.
 *
 * @param root The repository's absolute path.
 * @param rules The paths to leave out.
 * @param onChange Called after each burst.
 * @param quietMs How long the repository must stay quiet before the call.
 * @returns The watcher.
 *
 * @example
 * ```ts ignore
 * const watcher = watchRepository(root, ignoreRules(root, []), () => regenerate(), 100);
 * watcher.close();
 * ```
 */
export function watchRepository(
  root: string,
  rules: IgnoreRules,
  onChange: () => void,
  quietMs: number,
): RepositoryWatcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const touched = (paths: readonly string[]) => {
    if (closed || paths.every((path) => rules.ignores(relative(root, path).split(sep)))) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, quietMs);
  };
  const folders = new Map<string, Unwatch>();
  const refresh = () => {
    const current = new Set(topLevelFolders(root, rules));
    for (const [name, unwatch] of folders) {
      if (!current.has(name)) {
        unwatch();
        folders.delete(name);
      }
    }
    for (const name of current) {
      if (!folders.has(name)) folders.set(name, watchFolder(join(root, name), true, touched));
    }
  };
  const unwatchRoot = watchFolder(root, false, (paths) => {
    if (closed) return;
    refresh();
    touched(paths);
  });
  refresh();
  return {
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      unwatchRoot();
      for (const unwatch of folders.values()) unwatch();
      folders.clear();
    },
  };
}

function topLevelFolders(root: string, rules: IgnoreRules): string[] {
  try {
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !rules.ignores([entry.name], true))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** One folder's watcher, with the runtime's own API; a folder that vanishes ends quietly. */
function watchFolder(
  path: string,
  recursive: boolean,
  onPaths: (paths: readonly string[]) => void,
): Unwatch {
  try {
    if (runtime.Deno !== undefined) {
      const watcher = runtime.Deno.watchFs(path, { recursive });
      (async () => {
        for await (const event of watcher) onPaths(event.paths);
      })().catch(() => {});
      return () => {
        try {
          watcher.close();
        } catch {
          // Already closed: the folder went away.
        }
      };
    }
    const watcher = nodeWatch(path, { recursive }, (_event, name) => {
      onPaths([name === null ? path : join(path, name.toString())]);
    });
    watcher.on("error", () => {});
    return () => watcher.close();
  } catch {
    // Gone between listing and watching: the root watcher sees it come back.
    return () => {};
  }
}
