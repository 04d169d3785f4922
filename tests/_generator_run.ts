/**
 * Running the generator from tests: in this process with warnings collected, or as the command
 * with the permissions its tasks grant.
 *
 * @module
 */
import assert from "node:assert/strict";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type BundledPackage,
  generateBundledData,
  type GeneratorOptions,
  type GeneratorResult,
} from "../generator.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const GENERATOR = join(ROOT, "generator.ts");

/**
 * What the generator's tasks grant: the `yaml` package reads two variables and Deno's
 * `node:child_process` one; `--allow-run` lets it run `deno doc` for the symbols.
 */
export const GENERATOR_PERMISSIONS: readonly string[] = [
  "--allow-read",
  "--allow-write",
  "--allow-run",
  "--allow-env=LOG_TOKENS,LOG_STREAM,NODE_V8_COVERAGE",
];

/** A generation and the warnings it gave. */
export interface QuietRun extends GeneratorResult {
  warnings: string[];
}

/** Generates from a folder, collecting warnings instead of printing them. */
export async function generateQuietly(
  repoRoot: string,
  options: Omit<GeneratorOptions, "repoRoot" | "onWarning"> = {},
): Promise<QuietRun> {
  const warnings: string[] = [];
  const result = await generateBundledData({
    ...options,
    repoRoot,
    onWarning: (message) => warnings.push(message),
  });
  return { ...result, warnings };
}

/** The package of a generation with this slug; fails the test when there is none. */
export function packageOf(result: GeneratorResult, slug: string): BundledPackage {
  const found = result.data.packages.find((pkg) => pkg.slug === slug);
  const slugs = result.data.packages.map((pkg) => pkg.slug).join(", ");
  assert.ok(found, `no package "${slug}" in ${slugs}`);
  return found;
}

/** A private copy of a folder, for tests that change files; removed when the test ends. */
export function copyFolder(source: string, prefix: string): { root: string } & Disposable {
  const root = Deno.makeTempDirSync({ prefix: `generator-${prefix}-` });
  cpSync(source, root, { recursive: true });
  return { root, [Symbol.dispose]: () => rmSync(root, { recursive: true, force: true }) };
}

/** Runs the generator command to completion. */
export async function runGeneratorCli(
  args: string[],
  permissions: readonly string[] = GENERATOR_PERMISSIONS,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", ...permissions, GENERATOR, ...args],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: output.code, stdout: decode(output.stdout), stderr: decode(output.stderr) };
}
