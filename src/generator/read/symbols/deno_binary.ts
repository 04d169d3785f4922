/**
 * Finding the `deno` executable that documents the packages: the running one under Deno; under
 * Node, `DENO_BIN`, else the binary of the `deno` npm package the npm build depends on, else the
 * first `deno` on `PATH`.
 *
 * @module
 */
import { accessSync, constants, statSync } from "node:fs";
import { createRequire } from "node:module";
import { arch, platform } from "node:os";
import { delimiter, dirname, join } from "node:path";
import process from "node:process";

/**
 * The Deno release the repository pins everywhere (README, CI): the npm build depends on the
 * `deno` npm package at exactly this version, so that its symbols match the Deno run's.
 */
export const DENO_VERSION = "2.9.6";

/** What to tell a user who has no `deno`; the generator runs unchanged under Deno from npm. */
export const NO_DENO_HINT = "symbols were not recorded: they come from `deno doc`, and no `deno` " +
  "was found (set DENO_BIN to its path or put it on PATH; the `deno` npm package this one " +
  `depends on brings none here: its optional dependency ${
    platformPackage() ?? "@deno/<platform>"
  } ` +
  "was not installed, or Deno publishes no build for this platform). Without installing " +
  `anything: npx -y deno@${DENO_VERSION} run -A npm:@catalog-mcp/server/generator ` +
  "--repo-root <dir> --out <file>";

/**
 * The `deno` executable to run.
 *
 * Under Deno this is the running executable, so the version that runs the generator also
 * documents the code. Under Node it is, in this order:
 * 1. `DENO_BIN`, when set: the user's explicit choice;
 * 2. the binary of the `deno` npm package that the npm build depends on (pinned to
 *    {@link DENO_VERSION}), found in its platform package (`@deno/linux-x64-glibc` and the
 *    like) as Node resolves it; this needs no install script, so it works when npm skips them;
 * 3. the first `deno` on `PATH`, for a platform the `deno` package has no binary for, or an
 *    install that omitted optional dependencies.
 *
 * A `deno` on `PATH` comes after the pinned one because another release may document the same
 * code differently: the npm package records what the Deno run records.
 *
 * @returns Its path, or `null` when there is none.
 */
export function locateDeno(): string | null {
  const deno = (globalThis as { Deno?: { execPath(): string } }).Deno;
  if (deno !== undefined) return deno.execPath();
  const configured = process.env.DENO_BIN;
  if (configured) return configured;
  return installedDeno() ?? denoOnPath();
}

const EXECUTABLE = platform() === "win32" ? "deno.exe" : "deno";

/**
 * The platform package the `deno` npm package ships its binary in, named as it names them
 * (`@deno/linux-x64-glibc`, `@deno/darwin-arm64`, `@deno/win32-x64`); `null` where it has none.
 */
function platformPackage(): string | null {
  const cpu = arch();
  if (cpu !== "x64" && cpu !== "arm64") return null;
  const os = platform();
  if (os === "linux") return `@deno/linux-${cpu}-glibc`;
  return os === "darwin" || os === "win32" ? `@deno/${os}-${cpu}` : null;
}

/**
 * The binary of the installed `deno` npm package: its platform package is resolved from the
 * `deno` package's own folder, where npm (nested or hoisted) and pnpm (symlinked) put it.
 */
function installedDeno(): string | null {
  const target = platformPackage();
  if (target === null) return null;
  try {
    const fromHere = createRequire(import.meta.url);
    const fromDeno = createRequire(fromHere.resolve("deno/package.json"));
    const binary = join(dirname(fromDeno.resolve(`${target}/package.json`)), EXECUTABLE);
    return isExecutable(binary) ? binary : null;
  } catch {
    // Not installed (MODULE_NOT_FOUND): the next place is tried.
    return null;
  }
}

function denoOnPath(): string | null {
  const folders = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  return folders.map((folder) => join(folder, EXECUTABLE)).find(isExecutable) ?? null;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
