/**
 * What is served of an installed package before it is indexed: its name, installed version,
 * description and keywords from its `package.json`, read at once, so that `list-packages`
 * answers with every package from the first call.
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PendingPackage } from "../../catalog/catalog.ts";
import type { PlannedDependency } from "../../generator/find/dependency_plan.ts";
import { isRecord } from "../../generator/is_record.ts";
import type { BundledPackage } from "../../snapshot/model.ts";
import { thirdPartyEntry } from "../../snapshot/third_party.ts";

/**
 * A package's entry while it waits to be indexed, and how the catalog lists it as pending.
 *
 * @param planned The package and its slug.
 * @returns The placeholder entry and its pending record.
 *
 * @example
 * ```ts ignore
 * const { entry, pending } = placeholderOf({ installed, slug: "next" });
 * console.log(entry.version, pending.label); // "16.4.6" "next@16.4.6"
 * ```
 */
export function placeholderOf(
  planned: PlannedDependency,
): { entry: BundledPackage; pending: PendingPackage } {
  const { installed, slug } = planned;
  let manifest: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(
      readFileSync(join(installed.folder, "package.json"), "utf8"),
    );
    if (isRecord(parsed)) manifest = parsed;
  } catch {
    // The reader says what is wrong with it, when its turn comes.
  }
  const entry = thirdPartyEntry({
    slug,
    name: installed.name,
    version: installed.version,
    category: "",
    description: typeof manifest.description === "string" ? manifest.description : "",
    exports: [],
    keywords: Array.isArray(manifest.keywords)
      ? manifest.keywords.filter((word): word is string => typeof word === "string")
      : [],
    related: [],
    availableDocPages: [],
    docs: {},
    components: [],
    apiSource: null,
  });
  const pending = {
    label: `${installed.name}@${installed.version}`,
    components: manifest.customElements !== undefined,
  };
  return { entry, pending };
}
