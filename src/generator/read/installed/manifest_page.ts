/**
 * What an installed package's package.json says it needs, as a page of its own (`package.json`):
 * the engines it runs on (`engines.node` as Node.js), its peer dependencies (the optional ones
 * said so), its dependencies and optional dependencies with the versions installed for it (a
 * native tool's platform binary), its module type with the
 * conditions its `exports` offer (without `exports`, the files `main` and `module` name), the
 * entry points those open, and the `exports` map itself when it is short. An assistant asked which
 * Node.js or React version a dependency needs, or whether it can still be `require()`d, finds
 * the installed version's answer by `search`, as a shell finds it in the file.
 *
 * @module
 */
import type { DocPageEntry } from "../../../snapshot/model.ts";
import { MANIFEST_PAGE_ID } from "../../../snapshot/third_party.ts";
import { compareText } from "../../compare_text.ts";
import { isRecord } from "../../is_record.ts";

/** How an engine's key is written for a reader. */
const ENGINE_NAMES: Readonly<Record<string, string>> = { node: "Node.js" };

/**
 * The page of what a package.json says a package needs, or `null` when it says nothing of it
 * (no engines, peer dependencies, module type, `exports`, `module` or `main` other than Node's
 * default).
 *
 * @param manifest The parsed package.json.
 * @param installedVersion The version installed of a package it depends on, where it resolves.
 * @returns The page, its Markdown a list with one line per fact.
 *
 * @example
 * ```ts
 * import { manifestPage } from "./manifest_page.ts";
 *
 * const page = manifestPage({ type: "module", engines: { node: ">=22" } });
 * console.log(page?.markdown.split("\n")[4]); // "- Node.js: `>=22` (`engines.node`)"
 * ```
 */
export function manifestPage(
  manifest: Record<string, unknown>,
  installedVersion: InstalledVersion = () => undefined,
): DocPageEntry | null {
  const needs = [
    ...engineLines(manifest.engines),
    ...peerLines(manifest),
    ...dependencyLines(manifest.dependencies, installedVersion),
    ...dependencyLines(manifest.optionalDependencies, installedVersion, OPTIONAL),
  ];
  const files = fileLines(manifest);
  if (
    needs.length === 0 && files.length === 0 && manifest.type === undefined &&
    manifest.exports === undefined
  ) {
    return null;
  }
  const lines = [...needs, ...moduleLines(manifest), ...files, ...entryLines(manifest)];
  return {
    id: MANIFEST_PAGE_ID,
    title: MANIFEST_PAGE_ID,
    markdown: `# ${MANIFEST_PAGE_ID}\n\nThe versions this package requires and supports:\n\n${
      lines.join("\n")
    }\n${exportsMap(manifest.exports)}`,
  };
}

/** The longest `exports` map written whole on the page, as JSON. */
const EXPORTS_MAP_CHARS = 4_000;

/**
 * The `exports` map as a section of its own, when it is a map (not one path) and short enough:
 * which file each entry resolves to, under each condition it has (react-dom's `./server` under
 * `deno` is `./server.node.js`, which two trial assistants guessed wrong from the conditions'
 * names; TypeScript 7's main entry is `./lib/version.cjs` alone, its API under
 * `./unstable/...`).
 */
function exportsMap(exports: unknown): string {
  if (!isRecord(exports)) return "";
  const json = JSON.stringify(exports, null, 2);
  if (json.length > EXPORTS_MAP_CHARS) return "";
  return `\n## \`exports\`\n\nWhich file each entry point (and condition) resolves to:\n\n` +
    `\`\`\`json\n${json}\n\`\`\`\n`;
}

/** `- Node.js: `>=22` (`engines.node`)`, one line per engine. */
function engineLines(engines: unknown): string[] {
  if (!isRecord(engines)) return [];
  return Object.entries(engines).flatMap(([name, range]) =>
    typeof range === "string"
      ? [`- ${ENGINE_NAMES[name] ?? name}: \`${range}\` (\`engines.${name}\`)`]
      : []
  );
}

/** The peer dependencies with their ranges; the optional ones (`peerDependenciesMeta`) apart. */
function peerLines({ peerDependencies, peerDependenciesMeta }: Record<string, unknown>): string[] {
  if (!isRecord(peerDependencies)) return [];
  const meta = isRecord(peerDependenciesMeta) ? peerDependenciesMeta : {};
  const isOptional = (name: string) => isRecord(meta[name]) && meta[name].optional === true;
  const listed = (optional: boolean) =>
    Object.entries(peerDependencies)
      .filter(([name, range]) => typeof range === "string" && isOptional(name) === optional)
      .map(([name, range]) => `\`${name}\` \`${range}\``)
      .join(", ");
  return [
    ...(listed(false) === ""
      ? []
      : [`- Peer dependencies (\`peerDependencies\`): ${listed(false)}`]),
    ...(listed(true) === ""
      ? []
      : [`- Optional peer dependencies (\`peerDependenciesMeta\`): ${listed(true)}`]),
  ];
}

/** The version of a package installed where the package read resolves it, if any. */
export type InstalledVersion = (name: string) => string | undefined;

/**
 * Its dependencies with their ranges and the versions installed for it (`@octokit/rest`'s
 * `@octokit/plugin-rest-endpoint-methods` `^17.0.0`, 17.0.0 installed): which version of a
 * package it pulled in, which only `npm ls` or the installed package.json says otherwise.
 */
function dependencyLines(
  dependencies: unknown,
  installedVersion: InstalledVersion,
  field = DEPENDENCIES,
): string[] {
  if (!isRecord(dependencies)) return [];
  const listed = Object.entries(dependencies)
    .filter(([, range]) => typeof range === "string")
    .map(([name, range]) => {
      const version = installedVersion(name);
      const installed = version === undefined ? "not installed" : `${version} installed`;
      return `\`${name}\` \`${range}\` (${installed})`;
    });
  return listed.length === 0 ? [] : [`- ${field.label} (\`${field.key}\`): ${listed.join(", ")}`];
}

/** The field {@link dependencyLines} reads, and how its line names it. */
interface DependencyField {
  key: string;
  label: string;
}

const DEPENDENCIES: DependencyField = { key: "dependencies", label: "Dependencies" };

/**
 * Optional dependencies: a native tool's platform binaries (Turborepo's `turbo-linux-64`), one
 * of which is installed, at the version said, on the machine.
 */
const OPTIONAL: DependencyField = {
  key: "optionalDependencies",
  label: "Optional dependencies",
};

/**
 * Its module type (`"type"`: ESM or, by default, CommonJS) and the conditions its `exports`
 * offer, saying when none is `require`.
 */
function moduleLines({ type, exports }: Record<string, unknown>): string[] {
  const lines = [
    type === "module"
      ? '- Module type: ESM (`"type": "module"`)'
      : `- Module type: CommonJS (${type === "commonjs" ? '`"type": "commonjs"`' : "the default"})`,
  ];
  const conditions = new Set<string>();
  const walk = (value: unknown): void => {
    if (!isRecord(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (!key.startsWith(".")) conditions.add(key);
      walk(inner);
    }
  };
  walk(exports);
  if (conditions.size > 0) {
    const listed = [...conditions].map((condition) => `\`${condition}\``).join(", ");
    // `require()` takes the `require`, `node` or `default` target: without any, it finds none.
    const requirable = ["require", "node", "default"].some((condition) =>
      conditions.has(condition)
    );
    const noRequire = requirable ? "" : " (none `require()` takes: `require`, `node`, `default`)";
    lines.push(`- \`exports\` conditions: ${listed}${noRequire}`);
  }
  return lines;
}

/**
 * Without `exports`, the files its `main` and `module` name, unless `main` is Node's default
 * (`index.js`) and there is no `module`: what `import L from "leaflet"` loads (Leaflet 1.9's UMD
 * `dist/leaflet-src.js`, its ESM build dropped from `module` in 1.9.2), which a trial's
 * assistants looked for in the changelog through six calls.
 */
function fileLines({ main, module, exports }: Record<string, unknown>): string[] {
  if (exports !== undefined) return [];
  const mainFile = typeof main === "string" ? main : undefined;
  const moduleFile = typeof module === "string" ? module : undefined;
  const isDefault = mainFile === undefined || /^(\.\/)?index(\.js)?$/.test(mainFile);
  if (isDefault && moduleFile === undefined) return [];
  return [
    `- Main entry: \`${mainFile ?? "index.js"}\` (\`main\`; without \`exports\`, what Node's ` +
    "`import` and `require()` of the package load)",
    moduleFile === undefined
      ? "- No `module` field: bundlers load the main entry too"
      : `- ES module entry for bundlers: \`${moduleFile}\` (\`module\`; Node ignores it)`,
  ];
}

/**
 * The entry points its `exports` opens, as a user imports them (`echarts`, `echarts/core`,
 * `echarts/i18n/*`): what is public to import and what is not, which nothing else shipped may say
 * (echarts' README names none of its 113 subpaths). Its `package.json`, an entry closed with
 * `null`, and an entry's twin with a `.js` extension are left out; a main entry alone is not
 * listed.
 */
function entryLines({ name, exports }: Record<string, unknown>): string[] {
  if (typeof name !== "string" || !isRecord(exports)) return [];
  const subpaths = Object.entries(exports).filter(([key, target]) =>
    key.startsWith(".") && target !== null && key !== "./package.json"
  ).map(([key]) => key);
  // The main entry alone is the package itself.
  if (subpaths.length === 0 || (subpaths.length === 1 && subpaths[0] === ".")) return [];
  const listed = new Set(subpaths);
  const entries = subpaths.filter((key) => !(key.endsWith(".js") && listed.has(key.slice(0, -3))))
    .map((key) => `\`${key === "." ? name : `${name}${key.slice(1)}`}\``);
  return [`- Entry points (\`exports\`): ${entries.join(", ")}`];
}

/**
 * A package's pages with its package.json's page added, unless it has nothing to say or a
 * shipped page already has its id.
 *
 * @param pages The pages read so far.
 * @param manifest The parsed package.json.
 * @param installedVersion The version installed of a package it depends on, where it resolves.
 * @returns `{ pages }`, or nothing when there are none.
 *
 * @example
 * ```ts
 * import { withManifestPage } from "./manifest_page.ts";
 *
 * console.log(withManifestPage([], { engines: { node: ">=20" } }).pages?.[0]?.id); // "package.json"
 * ```
 */
export function withManifestPage(
  pages: readonly DocPageEntry[] | undefined,
  manifest: Record<string, unknown>,
  installedVersion?: InstalledVersion,
): { pages?: DocPageEntry[] } {
  const page = manifestPage(manifest, installedVersion);
  const all = [...pages ?? []];
  if (page !== null && !all.some(({ id }) => id === page.id)) all.push(page);
  return all.length === 0 ? {} : { pages: all.sort((a, b) => compareText(a.id, b.id)) };
}
