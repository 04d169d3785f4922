/**
 * `--deps <app>`: the catalog of an app's installed dependencies, served in the server's own
 * process, each package read at its installed version (docs/deps.md).
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import process from "node:process";
import { Catalog } from "../../catalog/catalog.ts";
import type { CatalogSource } from "../../catalog/catalog_source.ts";
import { isRecord } from "../../generator/is_record.ts";
import { planDependencies, type ServedRepository } from "../../generator/find/dependency_plan.ts";
import { readDependencies } from "../../generator/read/installed/read_dependency.ts";
import { RunReport } from "../../generator/write/cli_report.ts";
import type { Warn } from "../../generator/warnings.ts";
import { LiveCatalog } from "../live_catalog.ts";
import type { LogLine } from "../regenerator.ts";

/** What `--deps` and the flags beside it ask for. */
export interface LiveDependenciesOptions {
  /** The app folder. */
  app: string;
  /** Package names to add (`--deps-include`). */
  include?: string[];
  /** Package names to leave out (`--deps-exclude`). */
  exclude?: string[];
}

/** An app's dependencies being served. */
export interface LiveDependencies {
  /** The catalog source to serve. */
  source: CatalogSource;
  /** Stops whatever runs for it. */
  close(): Promise<void>;
}

/**
 * Opens an app's dependencies for serving: finds them, reads each, and serves the catalog.
 *
 * @param options The app and which packages.
 * @param repository The repository served beside them (`--repo`), if any.
 * @param log Where one-line reports go; standard error by default.
 * @returns The live dependencies.
 * @throws {Error} When the app is not a folder with a manifest, or (without a repository) no
 * dependency can be served: the warnings before it say why.
 *
 * @example
 * ```ts ignore
 * const dependencies = await openLiveDependencies({ app: "." });
 * const server = createCatalogServer(dependencies.source);
 * ```
 */
export async function openLiveDependencies(
  options: LiveDependenciesOptions,
  repository?: ServedRepository,
  log: LogLine = (line) => process.stderr.write(`${line}\n`),
): Promise<LiveDependencies> {
  // Every instance is listed: each names a package and the command that installs it.
  const report = new RunReport(true);
  const warn: Warn = (kind, message) => report.warn(message, kind);
  const planned = planDependencies(
    options.app,
    {
      ...(options.include === undefined ? {} : { include: options.include }),
      ...(options.exclude === undefined ? {} : { exclude: options.exclude }),
    },
    repository,
    warn,
  );
  const packages = await readDependencies(planned, warn);
  report.finish();
  if (packages.length === 0 && repository === undefined) {
    throw new Error(
      `--deps ${options.app}: no installed dependency can be served (the warnings above say why)`,
    );
  }
  log(`catalog-mcp: serving ${packages.length} installed packages of ${resolve(options.app)}`);
  const data = { version: appVersion(options.app), packages };
  return { source: new LiveCatalog(Catalog.fromData(data)), close: () => Promise.resolve() };
}

/** The app's own version (its package.json or deno.json), else `0.0.0`. */
function appVersion(app: string): string {
  for (const file of ["package.json", "deno.json"]) {
    try {
      const manifest: unknown = JSON.parse(readFileSync(join(app, file), "utf8"));
      if (isRecord(manifest) && typeof manifest.version === "string") return manifest.version;
    } catch {
      // Absent or unreadable: the next one, else the default.
    }
  }
  return "0.0.0";
}
