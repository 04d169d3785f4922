/**
 * The properties an element's class declares that its Custom Elements Manifest leaves out:
 * Material Web's buttons take `disabled`, `type`, `name` and `value` from mixins its manifest
 * records without attributes, and a page built from the manifest alone would say they have none.
 *
 * @module
 */
import type { BundledPackage, CemDeclaration } from "../snapshot/model.ts";
import { elementClass } from "../catalog/element_class.ts";
import { looseName } from "../catalog/loose_name.ts";
import { oncePer } from "../catalog/once_per.ts";

/**
 * The settable instance properties of a tag's class (its package's record of the manifest's
 * class name) that the manifest lists neither as attributes nor as members; those every
 * element class of the package has (Lit's `isUpdatePending`) are the framework's, not the
 * element's, and left out.
 *
 * @param pkg The package that declares the tag.
 * @param declaration Its manifest declaration.
 * @returns The names, in the class's order; none when the package has no such record.
 *
 * @example
 * ```ts ignore
 * classOnlyProperties(materialWeb, filledButton); // ["type", "name", "value", "disabled"]
 * ```
 */
export function classOnlyProperties(pkg: BundledPackage, declaration: CemDeclaration): string[] {
  const own = settableOf(pkg, declaration.name);
  if (own.length === 0) return [];
  const listed = new Set(
    [
      ...(declaration.attributes ?? []).flatMap((attribute) => [
        attribute.name,
        attribute.fieldName ?? "",
      ]),
      ...(declaration.members ?? []).map((member) => member.name),
    ].map(looseName),
  );
  const everywhere = frameworkProperties(pkg);
  return own.filter((name) => !listed.has(looseName(name)) && !everywhere.has(name));
}

/** The settable instance properties of the class record a name gives, in its order. */
function settableOf(pkg: BundledPackage, className: string | undefined): string[] {
  return (elementClass(pkg, className)?.members ?? []).filter((member) =>
    (member.kind === "property" || member.kind === "setter") &&
    !/^(?:static|readonly)\s|^\S+\s+readonly\s/.test(member.signature) &&
    /^[A-Za-z$]/.test(member.name)
  ).map((member) => member.name);
}

/** The properties every element class of a package has, worked out once per package. */
const frameworkProperties = oncePer((pkg: BundledPackage): ReadonlySet<string> => {
  const classes = pkg.components.filter((declaration) => declaration.tagName)
    .map((declaration) => new Set(settableOf(pkg, declaration.name)))
    .filter((properties) => properties.size > 0);
  return classes.length < 2
    ? new Set()
    : new Set([...classes[0]!].filter((name) => classes.every((each) => each.has(name))));
});

/** What a tag's class record (its package's symbol of the manifest's class) adds to its page. */
export interface ElementClassFacts {
  /** Properties its class declares that the manifest does not list (`classOnlyProperties`). */
  fromClass?: readonly string[];
  /**
   * Whether get-symbol has the class, its inherited members included: the methods it inherits
   * are then named on one line per base class, their signatures and docs a member away.
   */
  classRecord?: boolean;
}

/**
 * What a tag's class record adds to its page (`componentMarkdown`): the properties only the
 * class declares, and whether get-symbol has the class at all.
 *
 * @param pkg The package that declares the tag.
 * @param declaration Its manifest declaration.
 * @returns The facts.
 *
 * @example
 * ```ts ignore
 * elementClassFacts(webAwesome, otpInput); // { fromClass: [], classRecord: true }
 * ```
 */
export function elementClassFacts(
  pkg: BundledPackage,
  declaration: CemDeclaration,
): ElementClassFacts {
  return {
    fromClass: classOnlyProperties(pkg, declaration),
    classRecord: elementClass(pkg, declaration.name) !== undefined,
  };
}
