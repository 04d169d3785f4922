/**
 * Runs `deno doc --json` once over many modules, offline and without any configuration of the
 * repository being documented, through `node:child_process` so that the same code serves the
 * generator under Deno and under Node.
 *
 * @module
 */
import { spawn } from "node:child_process";
import { Buffer } from "node:buffer";
import { parse, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { DocModule, DocOutput } from "./deno_doc_json.ts";
import { JS_MODULE, typeFromJsDoc } from "./jsdoc_types.ts";

/** What to document and how to resolve the specifiers the modules import. */
export interface DenoDocRequest {
  /** The `deno` executable. */
  deno: string;
  /** The folder the module paths are relative to (the repository root). */
  root: string;
  /** The modules to document, relative to `root`. */
  files: readonly string[];
  /** Specifier -> URL: sibling packages to their entry files, the rest to an empty module. */
  importMap: Readonly<Record<string, string>>;
  /** Also report declarations that are not exported (to follow references to them). */
  includePrivate?: boolean;
}

/** deno doc's output by module path, and what it said on standard error. */
export interface DenoDocResult {
  /** Documented modules, keyed by absolute file path. */
  modules: Map<string, DocModule>;
  /** Standard error of the successful run: its warnings. */
  diagnostics: string;
}

/** An empty module: what specifiers that must stay unresolved are mapped to. */
export const EMPTY_MODULE = `data:application/typescript;base64,${
  Buffer.from("export {};").toString("base64")
}`;

/** The output format this reader understands (Deno 2.x). */
const FORMAT_VERSION = 2;

/**
 * deno doc stops at the first import it cannot resolve when the imported name is re-exported
 * (and at any `npm:` import, since npm is off), and at an entry module it cannot parse. The
 * specifier is then mapped to the empty module, or the entry left out, and the run repeated,
 * at most this many times.
 */
const MAX_RETRIES = 20;

/**
 * Documents modules with `deno doc --json`.
 *
 * The run reads no `deno.json`, lock file or `package.json`, fetches nothing (`--no-remote`,
 * `--no-npm`, and the import map sends external specifiers to an empty module), resolves
 * extensionless imports as TypeScript projects write them (`--sloppy-imports`), and gets an
 * environment of its own, so the user's settings cannot change the result.
 *
 * @param request What to document.
 * @returns The documented modules and deno doc's warnings (an entry it had to leave out is
 * among them).
 * @throws {Error} When deno cannot be started or fails for another reason, or its output is
 * not the format this reader knows.
 */
export async function runDenoDoc(request: DenoDocRequest): Promise<DenoDocResult> {
  const importMap = { ...request.importMap };
  const files = request.files.map((file) => resolve(request.root, file));
  // Deno looks for a workspace from the working folder even with --no-config (and merges its
  // members' import maps into ours); the file system root has none.
  const cwd = parse(request.root).root;
  let diagnostics = "";
  for (let attempt = 0; files.length > 0; attempt++) {
    const run = await spawnCollecting(request.deno, denoDocArgs(request, files, importMap), cwd);
    diagnostics += run.stderr;
    if (run.code === 0) return { modules: parseOutput(run.stdout), diagnostics };
    const recovered = attempt < MAX_RETRIES && recover(run.stderr, importMap, files);
    if (recovered === false) {
      const reason = run.stderr.split("\n").find((line) => line.startsWith("error:")) ??
        run.stderr.trim().split("\n").at(-1) ?? "";
      throw new Error(`deno doc exited with code ${run.code}: ${reason.trim()}`);
    }
    diagnostics += recovered;
  }
  return { modules: new Map(), diagnostics };
}

/**
 * Changes the request so that the error deno doc stopped at cannot happen again.
 *
 * @returns `false` when nothing could be changed; else a warning to add to the diagnostics, in
 *   deno doc's own form (empty when deno doc printed one already).
 */
function recover(
  stderr: string,
  importMap: Record<string, string>,
  files: string[],
): string | false {
  const unresolved = /^error: Failed resolving '([^']+)' from '([^']+)'/m.exec(stderr);
  if (unresolved !== null) {
    const specifier = unresolved[1] as string;
    const referrer = unresolved[2] as string;
    const key = importMapKey(specifier, referrer);
    // A key that ends in `/` maps every specifier under it, never that one: a folder imported
    // as itself (`from '.'`, as bundlers read it) cannot be mapped, and the entry module that
    // imports it is left out instead (reached through another entry, it is still documented).
    if (key?.endsWith("/")) {
      return leaveOut(files, referrer) &&
        `Warning entry left out: it imports the folder '${specifier}', which deno doc cannot ` +
          `resolve (import the folder's index file by name)\n    at ${referrer}:1:1\n`;
    }
    if (key === null || key in importMap) return false;
    importMap[key] = EMPTY_MODULE;
    return "";
  }
  // Any other error that points into an entry module: leave that entry out. Its warning,
  // printed before the error, stays in the diagnostics.
  const failed = /^error: [\s\S]*?^\s+at (file:\S+?):\d+:\d+\s*$/m.exec(stderr);
  return failed !== null && leaveOut(files, failed[1] as string) && "";
}

/** Leaves an entry module out of the run, by its URL; whether it was one. */
function leaveOut(files: string[], url: string): boolean {
  const index = files.indexOf(fileURLToPath(url));
  if (index === -1) return false;
  files.splice(index, 1);
  return true;
}

function denoDocArgs(
  request: DenoDocRequest,
  files: readonly string[],
  importMap: Record<string, string>,
): string[] {
  const json = JSON.stringify({ imports: importMap });
  return [
    "doc",
    "--json",
    "--no-config",
    "--no-lock",
    "--no-remote",
    "--no-npm",
    "--sloppy-imports",
    // A CSS module import (`with { type: "css" }`, sent to the empty module) otherwise makes
    // deno doc fail on an unrelated specifier of another entry in the same run.
    "--unstable-raw-imports",
    // A data URL needs no temporary file, which would need more permissions under Deno.
    `--import-map=data:application/json;base64,${Buffer.from(json).toString("base64")}`,
    ...(request.includePrivate ? ["--private"] : []),
    ...files,
  ];
}

/** Relative specifiers are keyed by the URL they resolve to, others as written. */
function importMapKey(specifier: string, referrer: string): string | null {
  if (!specifier.startsWith(".")) return specifier;
  try {
    return new URL(specifier, referrer).href;
  } catch {
    return null;
  }
}

function parseOutput(stdout: string): Map<string, DocModule> {
  const output = JSON.parse(stdout) as DocOutput;
  if (output?.version !== FORMAT_VERSION || typeof output.nodes !== "object") {
    throw new Error(
      `deno doc wrote output format ${output?.version ?? "(none)"}; this generator reads ` +
        `format ${FORMAT_VERSION} (Deno 2)`,
    );
  }
  const modules = new Map<string, DocModule>();
  for (const [url, module] of Object.entries(output.nodes)) {
    if (!url.startsWith("file:")) continue;
    const path = fileURLToPath(url);
    if (JS_MODULE.test(path)) typeFromJsDoc(module);
    modules.set(path, module);
  }
  return modules;
}

interface Completed {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnCollecting(command: string, args: string[], cwd: string): Promise<Completed> {
  return new Promise((resolve, reject) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const child = spawn(command, args, {
      cwd,
      // Under Deno, spawning reads the environment unless one is given: this keeps the needed
      // permission to --allow-run (plus NODE_V8_COVERAGE, which Deno's spawn always reads).
      env: { NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", (error) => reject(new Error(`cannot run ${command}: ${error.message}`)));
    child.on("close", (code) =>
      resolve({
        code,
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
      }));
  });
}
