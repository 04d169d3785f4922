/**
 * Members by their own name, across a catalog: what search-symbols falls back to when no symbol
 * or element is named as asked (`toHaveBeenCalledWith` is a member of vitest's `Assertion`, not
 * an export of its own).
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { firstSentence } from "./first_sentence.ts";
import type { MemberHit } from "./symbol_output_schemas.ts";

/** Each member, by its lowercased name, in catalog order. */
const membersByName = oncePer((catalog: Catalog) => {
  const byName = new Map<string, MemberHit[]>();
  const seen = new Set<string>();
  for (const pkg of catalog.packages) {
    for (const symbol of pkg.symbols ?? []) {
      for (const member of symbol.members ?? []) {
        const key = member.name.toLowerCase();
        const found: MemberHit = {
          name: `${symbol.name}.${member.name}`,
          kind: member.kind,
          packageSlug: pkg.slug,
          subpath: symbol.subpath,
          summary: firstSentence(member.doc),
        };
        // A member several declarations of one owner list (overloads, merged blocks) is one hit.
        const identity = `${pkg.slug}\0${found.name}`;
        if (seen.has(identity)) continue;
        seen.add(identity);
        const list = byName.get(key);
        if (list === undefined) byName.set(key, [found]);
        else list.push(found);
      }
    }
  }
  return byName;
});

/**
 * The members named `name` (any case), as `Owner.member`.
 *
 * @param catalog The catalog.
 * @param name A member's name.
 * @param packageSlug Only this package's, when given.
 * @returns The members, in catalog order.
 *
 * @example
 * ```ts ignore
 * membersNamed(catalog, "toHaveBeenCalledWith"); // [{ name: "Assertion.toHaveBeenCalledWith", ... }]
 * ```
 */
export function membersNamed(catalog: Catalog, name: string, packageSlug?: string): MemberHit[] {
  const found = membersByName(catalog).get(name.toLowerCase()) ?? [];
  return packageSlug === undefined ? found : found.filter((hit) => hit.packageSlug === packageSlug);
}
