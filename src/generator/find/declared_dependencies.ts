/**
 * What an app declares it depends on: the `dependencies`, `devDependencies` and
 * `optionalDependencies` of its `package.json`, the `npm:` imports of its `deno.json`; in a
 * workspace root, those of every workspace package, each from the package that declares it.
 *
 * @module
 */
import { readFileSync, realpathSync } from "node:fs";
import { join, relative } from "node:path";
import { isRecord } from "../is_record.ts";
import { parseJsonc } from "./jsonc.ts";
import { RepositoryFiles } from "./repository_files.ts";
import { discoverPackageFolders } from "./workspace.ts";
import type { Warn } from "../warnings.ts";

/** One dependency as a manifest declares it. */
export interface DeclaredDependency {
  /** The package name to resolve (for a Deno `npm:` import, the name after `npm:`). */
  name: string;
  /** The range as written (`^4.0.0`, `workspace:*`, `npm:other@^1`). */
  range: string;
  /** The real path of the folder whose manifest declares it: it is resolved from there. */
  from: string;
  /** The declaring manifest, relative to the app, for messages (`packages/web/package.json`). */
  manifest: string;
  /** Declared in `optionalDependencies`: not installed is no problem. */
  optional: boolean;
  /** Declared as a Deno `npm:` import: without `node_modules` it is in Deno's npm cache. */
  deno: boolean;
}

/** What an app declares. */
export interface AppDeclarations {
  /** Every dependency, in manifest order, workspace packages after the root. */
  dependencies: DeclaredDependency[];
  /** The `jsr:` imports of its `deno.json` files, which are not served. */
  jsr: string[];
  /** Whether any `deno.json` declares imports (the install command is then `deno install`). */
  deno: boolean;
}

/** The dependency fields of package.json, read in this order. */
const FIELDS = ["dependencies", "devDependencies", "optionalDependencies"] as const;

/** The Deno config file names, in the order Deno prefers them. */
const DENO_CONFIGS = ["deno.json", "deno.jsonc"];

/**
 * Reads what an app declares: its root's manifests and, when the root is a workspace (npm,
 * pnpm, Deno and the others `find/workspace.ts` reads), every member's.
 *
 * @param app The real path of the app folder.
 * @param warn Receives a warning for each manifest that does not parse (it is skipped).
 * @returns The declarations.
 *
 * @example
 * ```ts ignore
 * const { dependencies } = readDeclarations("/app", warn);
 * console.log(dependencies.map((dep) => `${dep.name}@${dep.range}`));
 * ```
 */
export function readDeclarations(app: string, warn: Warn): AppDeclarations {
  const files = new RepositoryFiles(app, { warn });
  const folders = discoverPackageFolders(files, warn).map((found) => found.folder);
  const declarations: AppDeclarations = { dependencies: [], jsr: [], deno: false };
  for (const folder of folders) {
    const absolute = join(app, folder);
    let from;
    try {
      from = realpathSync(absolute);
    } catch {
      continue;
    }
    readPackageJson(app, from, warn, declarations);
    readDenoConfig(app, from, warn, declarations);
  }
  return declarations;
}

function readPackageJson(app: string, from: string, warn: Warn, into: AppDeclarations): void {
  const path = join(from, "package.json");
  const manifest = parsed(path, JSON.parse, app, warn);
  if (manifest === undefined) return;
  for (const field of FIELDS) {
    const deps = manifest[field];
    if (!isRecord(deps)) continue;
    for (const [name, range] of Object.entries(deps)) {
      if (typeof range !== "string") continue;
      into.dependencies.push({
        name,
        range,
        from,
        manifest: relative(app, path) || "package.json",
        optional: field === "optionalDependencies",
        deno: false,
      });
    }
  }
}

function readDenoConfig(app: string, from: string, warn: Warn, into: AppDeclarations): void {
  for (const file of DENO_CONFIGS) {
    const path = join(from, file);
    const config = parsed(path, parseJsonc, app, warn);
    if (config === undefined) continue;
    const imports = config.imports;
    if (!isRecord(imports)) return;
    into.deno = true;
    for (const target of Object.values(imports)) {
      if (typeof target !== "string") continue;
      if (target.startsWith("jsr:")) into.jsr.push(target);
      const npm = parseNpmSpecifier(target);
      if (npm === undefined) continue;
      into.dependencies.push({
        ...npm,
        from,
        manifest: relative(app, path) || file,
        optional: false,
        deno: true,
      });
    }
    return;
  }
}

/**
 * The package name and range of an `npm:` specifier: `npm:zod@^4/mini` -> `zod`, `^4`;
 * `npm:@ai-sdk/react` -> `@ai-sdk/react`, `*`.
 *
 * @param specifier An import map target.
 * @returns Name and range, or `undefined` for anything but `npm:`.
 *
 * @example
 * ```ts
 * import { parseNpmSpecifier } from "./declared_dependencies.ts";
 *
 * console.log(parseNpmSpecifier("npm:@ai-sdk/react@^4.0.0/dist")); // { name: "@ai-sdk/react", range: "^4.0.0" }
 * ```
 */
export function parseNpmSpecifier(specifier: string): { name: string; range: string } | undefined {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)(?:@([^/]+))?/.exec(specifier);
  if (match === null) return undefined;
  return { name: match[1]!, range: match[2] ?? "*" };
}

/** A manifest parsed, or `undefined` when the file is absent or (with a warning) unparsable. */
function parsed(
  path: string,
  parse: (text: string) => unknown,
  app: string,
  warn: Warn,
): Record<string, unknown> | undefined {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  try {
    const value = parse(text);
    if (isRecord(value)) return value;
    throw new Error("not a JSON object");
  } catch (error) {
    warn(
      "bad-manifest",
      `${relative(app, path)}: cannot parse it (${(error as Error).message}); ` +
        "its dependencies are not served",
    );
    return undefined;
  }
}
