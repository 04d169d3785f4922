/**
 * Helpers for the generator's tests: generating a fixture with its warnings collected, copies
 * of fixtures that tests may change, and the CLI as a process.
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

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const GENERATOR = join(ROOT, "generator.ts");
export const FIXTURES = join(ROOT, "tests/fixtures/workspaces");
/**
 * What the generator's tasks grant: TypeScript, which reads the exported names, reads settings
 * from `NODE_*`, `TSC_*` and `VSCODE_INSPECTOR_OPTIONS` as it loads (Deno's `node:child_process`
 * reads `NODE_V8_COVERAGE`); `--allow-run` lets it run `deno doc` for the symbols.
 */
export const GENERATOR_PERMISSIONS: readonly string[] = [
  "--allow-read",
  "--allow-write",
  "--allow-run",
  "--allow-env=NODE_*,TSC_*,VSCODE_INSPECTOR_OPTIONS",
];

export interface QuietRun extends GeneratorResult {
  warnings: string[];
  /** The kind of each warning, in the same order. */
  kinds: string[];
}

/** Generates from a fixture (or any folder), collecting warnings instead of printing them. */
export async function generate(
  repoRoot: string,
  options: Omit<GeneratorOptions, "repoRoot" | "onWarning"> = {},
): Promise<QuietRun> {
  const warnings: string[] = [];
  const kinds: string[] = [];
  const root = repoRoot.startsWith("/") ? repoRoot : join(FIXTURES, repoRoot);
  const result = await generateBundledData({
    ...options,
    repoRoot: root,
    onWarning: (message, kind) => {
      warnings.push(message);
      kinds.push(kind);
    },
  });
  return { ...result, warnings, kinds };
}

export function slugs(result: GeneratorResult): string[] {
  return result.data.packages.map((pkg) => pkg.slug);
}

export function entry(result: GeneratorResult, slug: string): BundledPackage {
  const found = result.data.packages.find((pkg) => pkg.slug === slug);
  assert.ok(found, `no package "${slug}" in ${slugs(result).join(", ")}`);
  return found;
}

/**
 * A private copy of a fixture (by name under tests/fixtures/workspaces, or an absolute path), for
 * tests that change files; removed when the test ends.
 */
export function copyFixture(name: string): { root: string } & Disposable {
  const source = name.startsWith("/") ? name : join(FIXTURES, name);
  const root = Deno.makeTempDirSync({ prefix: "generator-fixture-" });
  cpSync(source, root, { recursive: true });
  return { root, [Symbol.dispose]: () => rmSync(root, { recursive: true, force: true }) };
}

export async function runCli(
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

/** A full run, then a doctored copy of its snapshot that shows which entries get reused. */
export async function markedCache(root: string) {
  const first = await generate(root);
  const marked = structuredClone(first.data);
  for (const pkg of marked.packages) pkg.description = `cached ${pkg.slug}`;
  return { first, previous: { data: marked, hashes: first.hashes } };
}
