/**
 * Builds the npm package into `npm/` from the same source as the JSR package: TypeScript's own
 * compiler emits ESM and `.d.ts` (dnt lives on JSR, which these machines cannot reach), then
 * this script adds the snapshot, README, license, the `catalog-mcp` bin and a `package.json`
 * whose name, version, entry points and dependencies all come from deno.json.
 *
 * Run it with `deno task build:npm`.
 *
 * @module
 */
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "npm:typescript@6.0.3";
import denoConfig from "../deno.json" with { type: "json" };
import { DENO_VERSION } from "../src/generator/read/symbols/deno_binary.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = join(ROOT, "npm");

/**
 * The Node types the compiler checks against: 22, the oldest Node the package supports. The
 * compiler itself (imported above) is TypeScript 6.0, the release Deno 2.9 embeds.
 */
const NODE_TYPES = "npm:@types/node@22.20.5";

/** Files shipped as they are, next to the compiled code. */
const COPIED = [
  "data/catalog.json",
  "README.md",
  "LICENSE",
  // Generated JavaScript with its types: tsc reads the types and emits nothing for it.
  "src/snapshot/snapshot_shape_check.js",
  "src/snapshot/snapshot_shape_check.d.ts",
];

/**
 * `search` runs on `node:sqlite`, which Node has without a flag from 22.13 (import attributes
 * and `process.getBuiltinModule`, also used, came in 20.10 and 20.16).
 */
const NODE_ENGINE = ">=22.13";

const BIN_NAME = "catalog-mcp";
/**
 * Node leaves `import.meta.main` undefined, so the bin calls the CLI's `main()` itself, having
 * turned on Node's compile cache (22.1+; `NODE_DISABLE_COMPILE_CACHE=1` turns it off): the
 * modules' compiled code is kept between starts, and a server loads its modules about 40 ms
 * (a seventh) sooner. The CLI is imported after that, or it would be loaded first.
 */
const BIN_SOURCE = `#!/usr/bin/env node
import module from "node:module";
import process from "node:process";

module.enableCompileCache?.();
const { main } = await import("../src/cli.js");
process.exitCode = await main(process.argv.slice(2));
`;

const DESCRIPTION = "A read-only MCP server that gives AI assistants exact, offline knowledge " +
  "of a package catalog: metadata, docs, source and web components.";

async function build(): Promise<void> {
  await rm(OUT, { recursive: true, force: true });
  // `deno cache` links @types/node into node_modules/, where tsc looks for `types: ["node"]`.
  await deno(["cache", "--quiet", NODE_TYPES]);
  compile(join(ROOT, "tsconfig.npm.json"));
  // After tsc: it re-prints the JSON modules it emits, and the snapshot ships byte for byte.
  for (const file of COPIED) {
    await mkdir(join(OUT, file, ".."), { recursive: true });
    await copyFile(join(ROOT, file), join(OUT, file));
  }
  await mkdir(join(OUT, "bin"));
  await writeFile(join(OUT, "bin", `${BIN_NAME}.js`), BIN_SOURCE, { mode: 0o755 });
  const manifest = packageJson(await importedPackages(OUT));
  await writeFile(join(OUT, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.error(`Built ${manifest.name}@${manifest.version} in ${OUT}`);
}

/** Type-checks and emits the project described by `tsconfigPath`, like `tsc -p`. */
function compile(tsconfigPath: string): void {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail([diagnostic]),
  });
  if (config === undefined) throw new Error(`cannot read ${tsconfigPath}`);
  const program = ts.createProgram(config.fileNames, config.options);
  const emitted = program.emit();
  fail([...config.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]);
}

/** Throws with tsc's own rendering of `diagnostics`, if there are any. */
function fail(diagnostics: readonly ts.Diagnostic[]): void {
  if (diagnostics.length === 0) return;
  const rendered = ts.formatDiagnosticsWithColorAndContext(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => "\n",
  });
  throw new Error(`the npm build does not compile:\n${rendered}`);
}

/** Runs the Deno that runs this script (CI has no `deno` on PATH, only `npx deno@…`). */
async function deno(args: string[]): Promise<void> {
  const { code } = await new Deno.Command(Deno.execPath(), { args, cwd: ROOT }).output();
  if (code !== 0) throw new Error(`deno ${args.slice(0, 2).join(" ")} … exited with ${code}`);
}

/**
 * Symbols come from `deno doc`, which under Node needs a `deno` binary: the `deno` npm package
 * brings one, through an optional dependency per platform (`@deno/linux-x64-glibc`, ...), at the
 * release the repository pins. No code imports it (the generator resolves its binary by path),
 * so the import scan below cannot find it, and deno.json, whose imports are the Deno build's,
 * does not list it.
 */
const DENO_PACKAGE = { deno: DENO_VERSION };

/** The package.json: everything but the dependency list comes straight from deno.json. */
function packageJson(imported: ReadonlySet<string>) {
  return {
    name: denoConfig.name,
    version: denoConfig.version,
    description: DESCRIPTION,
    license: denoConfig.license,
    type: "module",
    main: "./mod.js",
    types: "./mod.d.ts",
    exports: Object.fromEntries(
      Object.entries(denoConfig.exports).map(([subpath, source]) => {
        const base = source.replace(/\.ts$/, "");
        return [subpath, { types: `${base}.d.ts`, default: `${base}.js` }];
      }),
    ),
    bin: { [BIN_NAME]: `./bin/${BIN_NAME}.js` },
    engines: { node: NODE_ENGINE },
    dependencies: { ...dependencies(imported), ...DENO_PACKAGE },
  };
}

/**
 * The `npm:` imports of deno.json that the emitted code really imports, with their version
 * ranges. Build-only tools that may sit in the import map stay out; a package the code imports
 * that deno.json does not declare is a build error, not a broken package.
 */
function dependencies(imported: ReadonlySet<string>): Record<string, string> {
  const declared = new Map<string, string>();
  for (const target of Object.values(denoConfig.imports)) {
    const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(target);
    if (match?.[1] !== undefined && match[2] !== undefined) declared.set(match[1], match[2]);
  }
  const result: Record<string, string> = {};
  for (const name of [...imported].sort()) {
    const range = declared.get(name);
    if (range === undefined) {
      throw new Error(`the npm build imports ${name}, which deno.json lacks`);
    }
    result[name] = range;
  }
  return result;
}

/**
 * The npm packages that the emitted code and declarations import (bare specifiers), found with
 * the compiler's own import scanner: declarations count, since consumers' type checks need them.
 */
async function importedPackages(dir: string): Promise<Set<string>> {
  const names = new Set<string>();
  const files = await readdir(dir, { recursive: true });
  for (const file of files.filter((name) => /\.(js|d\.ts)$/.test(name))) {
    const { importedFiles } = ts.preProcessFile(await readFile(join(dir, file), "utf8"), true);
    for (const { fileName: specifier } of importedFiles) {
      if (specifier.startsWith(".") || specifier.startsWith("node:")) continue;
      const parts = specifier.split("/");
      names.add(parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/"));
    }
  }
  return names;
}

if (import.meta.main) await build();
