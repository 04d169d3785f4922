/**
 * Small apps with their dependencies installed, written by the tests: npm's nested layout,
 * pnpm's symlinked store, a `@types` pair, two packages of one name in two scopes, a broken
 * package, a missing one, one outside its declared range, a workspace whose packages install
 * two versions of one name, and a Deno app. Each is a folder of files and links under a
 * temporary folder, made the way the package manager lays it out, without running it.
 *
 * @module
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

/** A file's text, or a link to another path of the tree (relative to the tree's root). */
export type TreeEntry = string | { link: string };

/** Files and links by path relative to the tree's root. */
export type Tree = Record<string, TreeEntry>;

/** A temporary folder with a tree in it; disposing it removes it. */
export interface ScratchApp extends Disposable {
  /** The folder holding the tree (the app, unless the tree puts it deeper). */
  root: string;
}

/**
 * Writes `tree` into a fresh temporary folder.
 *
 * @param tree The files and links.
 * @returns The folder.
 */
export function writeApp(tree: Tree): ScratchApp {
  const root = mkdtempSync(join(tmpdir(), "catalog-mcp-deps-"));
  writeTree(root, tree);
  return { root, [Symbol.dispose]: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Writes files and links under `root`; a link is relative, as package managers make them.
 *
 * @param root An existing folder.
 * @param tree The files and links to add (existing ones are replaced).
 */
export function writeTree(root: string, tree: Tree): void {
  for (const [path, entry] of Object.entries(tree)) {
    const at = join(root, path);
    mkdirSync(dirname(at), { recursive: true });
    rmSync(at, { recursive: true, force: true });
    if (typeof entry === "string") writeFileSync(at, entry);
    else symlinkSync(relative(dirname(at), join(root, entry.link)), at);
  }
}

/** The `package.json` text of a package. */
export function manifest(
  name: string,
  version: string,
  fields: Record<string, unknown> = {},
): string {
  return JSON.stringify({ name, version, ...fields }, null, 2);
}

/**
 * An installed package's files under `folder`: its manifest, a README and, unless `types` is
 * false, an `index.d.ts` its `types` field names.
 */
export function installed(
  folder: string,
  name: string,
  version: string,
  options: { types?: boolean; readme?: string; fields?: Record<string, unknown> } = {},
): Tree {
  const types = options.types ?? true;
  return {
    [`${folder}/package.json`]: manifest(name, version, {
      description: `${name} at ${version}`,
      main: "index.js",
      ...(types ? { types: "index.d.ts" } : {}),
      ...options.fields,
    }),
    [`${folder}/index.js`]: "export const version = 1;\n",
    ...(types ? { [`${folder}/index.d.ts`]: "export declare const version: number;\n" } : {}),
    [`${folder}/README.md`]: options.readme ?? `# ${name}\n\nThe README of ${name} ${version}.\n`,
  };
}

/**
 * The packages {@link npmApp} serves, each as `<slug> <name>@<version>`, by slug.
 */
export const NPM_APP_PACKAGES: readonly string[] = [
  "express express@5.3.0",
  "left-pad left-pad@1.3.0",
  "one-button @one/button@1.2.0",
  "two-button @two/button@2.0.0",
  "types-node @types/node@22.10.0",
  "uses-pad-2 uses-pad-2@1.0.0",
];

/**
 * An app installed by npm: nested `node_modules` where two versions of a package are needed
 * (`left-pad` 1 at the top, 2 inside `uses-pad-2`), a transitive package hoisted to the top
 * (`pad-core`, needed by `uses-pad-2` only), a runtime package typed by `@types`
 * (`express`), a type-only package without a runtime one (`@types/node`), two packages named
 * `button` in two scopes.
 */
export function npmApp(): Tree {
  return {
    "package.json": manifest("npm-app", "1.0.0", {
      dependencies: {
        "left-pad": "^1.0.0",
        "uses-pad-2": "^1.0.0",
        express: "^5.0.0",
        "@one/button": "^1.0.0",
        "@two/button": "^2.0.0",
      },
      devDependencies: { "@types/express": "^5.0.0", "@types/node": "^22.0.0" },
    }),
    ...installed("node_modules/left-pad", "left-pad", "1.3.0"),
    ...installed("node_modules/uses-pad-2", "uses-pad-2", "1.0.0", {
      fields: { dependencies: { "left-pad": "^2.0.0", "pad-core": "^1.0.0" } },
    }),
    ...installed("node_modules/pad-core", "pad-core", "1.1.0"),
    ...installed("node_modules/uses-pad-2/node_modules/left-pad", "left-pad", "2.0.1"),
    ...installed("node_modules/express", "express", "5.3.0", { types: false }),
    ...installed("node_modules/@types/express", "@types/express", "5.0.6"),
    // As the real one: modules declared by name, imported by those names.
    ...installed("node_modules/@types/node", "@types/node", "22.10.0", {
      types: false,
      fields: { types: "index.d.ts" },
    }),
    "node_modules/@types/node/index.d.ts": '/// <reference path="path.d.ts" />\n',
    "node_modules/@types/node/path.d.ts": 'declare module "path" {\n' +
      "  /** Joins path segments. */\n  export function join(...paths: string[]): string;\n}\n" +
      'declare module "node:path" {\n  export * from "path";\n}\n',
    ...installed("node_modules/@one/button", "@one/button", "1.2.0"),
    ...installed("node_modules/@two/button", "@two/button", "2.0.0"),
    "node_modules/.package-lock.json": "{}\n",
    "package-lock.json": "{}\n",
  };
}

/**
 * An app installed by pnpm: top-level links into `node_modules/.pnpm/<name>@<version>/`, where
 * each package's own dependencies are links beside it (`react-dom` -> `scheduler`, reached only
 * through it).
 */
export function pnpmApp(): Tree {
  const store = (id: string, name: string) => `node_modules/.pnpm/${id}/node_modules/${name}`;
  return {
    "package.json": manifest("pnpm-app", "1.0.0", {
      dependencies: { "react-dom": "^19.0.0", react: "^19.0.0" },
    }),
    "pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
    ...installed(store("react@19.3.1", "react"), "react", "19.3.1"),
    ...installed(store("react-dom@19.3.1", "react-dom"), "react-dom", "19.3.1", {
      fields: { dependencies: { scheduler: "^0.27.0" } },
    }),
    ...installed(store("scheduler@0.27.0", "scheduler"), "scheduler", "0.27.0"),
    [store("react-dom@19.3.1", "scheduler")]: { link: store("scheduler@0.27.0", "scheduler") },
    "node_modules/react": { link: store("react@19.3.1", "react") },
    "node_modules/react-dom": { link: store("react-dom@19.3.1", "react-dom") },
  };
}
