/**
 * Finding the `deno` executable that documents the packages: the running one under Deno;
 * under Node, `DENO_BIN` or the first `deno` on `PATH`.
 *
 * @module
 */
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import process from "node:process";

/** What to tell a user who has no `deno`; the generator runs unchanged under Deno from npm. */
export const NO_DENO_HINT = "symbols were not recorded: they come from `deno doc`, and no `deno` " +
  "was found (set DENO_BIN to its path or put it on PATH). Without installing anything: " +
  "npx -y deno@2.9.6 run -A npm:@catalog-mcp/server/generator --repo-root <dir> --out <file>";

/**
 * The `deno` executable to run.
 *
 * Under Deno this is the running executable, so the version that runs the generator also
 * documents the code. Under Node it is `DENO_BIN` when set, else the first `deno` on `PATH`.
 *
 * @returns Its path, or `null` when there is none.
 */
export function locateDeno(): string | null {
  const deno = (globalThis as { Deno?: { execPath(): string } }).Deno;
  if (deno !== undefined) return deno.execPath();
  const configured = process.env.DENO_BIN;
  if (configured) return configured;
  const name = process.platform === "win32" ? "deno.exe" : "deno";
  const folders = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  return folders.map((folder) => join(folder, name)).find(isExecutable) ?? null;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
