/// <reference lib="dom" />
/**
 * Aurora web components. Importing this module defines nothing; call
 * `defineAuroraElements()` once, or define the classes under tag names of your own.
 *
 * @module
 */
import { AuBadge, AuButton, AuIcon } from "./actions.ts";
import { AuDialog, AuTab, AuTabs, AuTooltip } from "./disclosure.ts";
import { AuCheckbox, AuTextField } from "./inputs.ts";

export { AuroraElement } from "./base.ts";
export {
  AuBadge,
  AuButton,
  AuCheckbox,
  AuDialog,
  AuIcon,
  AuTab,
  AuTabs,
  AuTextField,
  AuTooltip,
};

/** The version of the component set, for bug reports and feature checks. */
export const auroraVersion = "7.3.0";

/** Every Aurora element class by its tag name. */
export const elements: Readonly<Record<string, CustomElementConstructor>> = {
  "au-button": AuButton,
  "au-badge": AuBadge,
  "au-icon": AuIcon,
  "au-text-field": AuTextField,
  "au-checkbox": AuCheckbox,
  "au-dialog": AuDialog,
  "au-tooltip": AuTooltip,
  "au-tabs": AuTabs,
  "au-tab": AuTab,
};

/**
 * Defines every Aurora element. Tags that are already defined (for example by another copy
 * of the library on the page) are left alone rather than throwing.
 *
 * @param registry The registry to define in; a scoped registry works too.
 * @returns The tag names that were newly defined.
 */
export function defineAuroraElements(
  registry: CustomElementRegistry = customElements,
): string[] {
  const defined: string[] = [];
  for (const [tag, element] of Object.entries(elements)) {
    if (registry.get(tag) === undefined) {
      registry.define(tag, element);
      defined.push(tag);
    }
  }
  return defined;
}
