/**
 * STAND-IN for the reader of installed packages, which replaces this file: metadata from the
 * package's `package.json` and its README as the `index` page, nothing else (no shipped docs
 * folders, symbols or components). It exists so that the resolver, `generate --deps` and
 * `--deps` serving can be built and tested before the reader lands; nothing outside this file
 * depends on what it leaves out.
 *
 * The entry is not marked third-party here: the reader sets the snapshot model's `thirdParty`
 * field, which its model change adds; until then `read_dependency.ts` marks it.
 *
 * @module
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BundledPackage } from "../../../snapshot/model.ts";
import { isRecord } from "../../is_record.ts";
import type { InstalledPackage, InstalledReadContext } from "./installed_package.ts";

/**
 * Reads an installed package into its catalog entry.
 *
 * @param pkg The package, as the resolver found it.
 * @param context Its slug, the resolver and where warnings go.
 * @returns The entry.
 * @throws {Error} When its `package.json` cannot be read.
 *
 * @example
 * ```ts ignore
 * const entry = await readInstalledPackage(pkg, { slug: "zod", resolve: resolveInstalled, warn });
 * console.log(entry.version);
 * ```
 */
export function readInstalledPackage(
  pkg: InstalledPackage,
  context: InstalledReadContext,
): Promise<BundledPackage> {
  const manifest: unknown = JSON.parse(readFileSync(join(pkg.folder, "package.json"), "utf8"));
  const fields = isRecord(manifest) ? manifest : {};
  const readme = readmeOf(pkg.folder);
  return Promise.resolve({
    slug: context.slug,
    name: pkg.name,
    version: pkg.version,
    category: "",
    description: typeof fields.description === "string" ? fields.description : "",
    exports: [],
    keywords: Array.isArray(fields.keywords)
      ? fields.keywords.filter((word): word is string => typeof word === "string")
      : [],
    related: [],
    availableDocPages: readme === undefined ? [] : ["index"],
    docs: readme === undefined ? {} : { index: readme },
    components: [],
    apiSource: null,
  });
}

/** The package's README (any case, `.md` or none), if it has one with text. */
function readmeOf(folder: string): string | undefined {
  const name = readdirSync(folder).find((file) => /^readme(?:\.md|\.markdown)?$/i.test(file));
  if (name === undefined) return undefined;
  const text = readFileSync(join(folder, name), "utf8");
  return text.trim() === "" ? undefined : text;
}
