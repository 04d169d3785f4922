/**
 * The custom-element tags of the Custom Elements Manifest a package names in its
 * `package.json` (`"customElements"`).
 *
 * @module
 */
import { join } from "node:path";

/** A package's manifest and its tags. */
export interface ElementTags {
  /** The manifest's path in the package, as `customElements` names it. */
  manifest: string;
  /** The tags it defines, sorted. */
  tags: string[];
}

interface Manifest {
  modules?: {
    declarations?: { tagName?: string }[];
    exports?: { kind?: string; name?: string }[];
  }[];
}

/**
 * Reads the tags of the manifest the package in `dir` names: every declaration's `tagName`
 * and every `custom-element-definition` export's name.
 *
 * @param dir The installed package's folder.
 * @returns The manifest and its tags, or undefined when the package names none.
 * @throws {Deno.errors.NotFound} When the manifest it names is missing.
 * @example Reading a component library
 * ```ts ignore
 * elementTags(".bench/deps-app/node_modules/@awesome.me/webawesome")?.tags.length; // 73
 * ```
 */
export function elementTags(dir: string): ElementTags | undefined {
  const { customElements } = JSON.parse(
    Deno.readTextFileSync(join(dir, "package.json")),
  );
  if (typeof customElements !== "string") return undefined;
  const manifest: Manifest = JSON.parse(
    Deno.readTextFileSync(join(dir, customElements)),
  );
  const tags = new Set<string>();
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.tagName) tags.add(declaration.tagName);
    }
    for (const exported of module.exports ?? []) {
      if (exported.kind === "custom-element-definition" && exported.name) {
        tags.add(exported.name);
      }
    }
  }
  return { manifest: customElements, tags: [...tags].sort() };
}
