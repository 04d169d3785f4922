/// <reference lib="dom" />
/**
 * Accessibility building blocks shared by Aurora components and available to applications.
 *
 * @module
 */

/** How urgently a screen reader should read an announcement. */
export type Politeness = "polite" | "assertive";

const regions = new Map<Politeness, HTMLElement>();

function liveRegion(politeness: Politeness): HTMLElement {
  let region = regions.get(politeness);
  if (region === undefined || !region.isConnected) {
    region = document.createElement("div");
    region.setAttribute("aria-live", politeness);
    region.setAttribute("aria-atomic", "true");
    region.className = "au-visually-hidden";
    document.body.append(region);
    regions.set(politeness, region);
  }
  return region;
}

/**
 * Makes screen readers read a message without moving focus: "3 results", "Saved".
 *
 * @param message The text to read.
 * @param politeness `polite` waits for a pause; `assertive` interrupts. Use `assertive` only
 * for errors that block the user.
 */
export function announce(
  message: string,
  politeness: Politeness = "polite",
): void {
  const region = liveRegion(politeness);
  // Clearing first makes a repeated identical message count as a change.
  region.textContent = "";
  requestAnimationFrame(() => (region.textContent = message));
}

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/**
 * The elements inside a container that Tab can reach, in tab order.
 *
 * @param container The element to search.
 * @returns Focusable descendants that are not hidden.
 */
export function focusableElements(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((
    element,
  ) => !element.closest("[hidden], [inert]"));
}

/**
 * Keeps Tab and Shift+Tab inside a container, as modal dialogs require.
 *
 * @param container The dialog or panel.
 * @returns A function that releases the trap and restores focus to where it was.
 */
export function trapFocus(container: HTMLElement): () => void {
  const previous = document.activeElement as HTMLElement | null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const items = focusableElements(container);
    const [first, last] = [items[0], items.at(-1)];
    if (first === undefined || last === undefined) {
      return event.preventDefault();
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  container.addEventListener("keydown", onKeyDown);
  focusableElements(container)[0]?.focus();
  return () => {
    container.removeEventListener("keydown", onKeyDown);
    previous?.focus();
  };
}

/**
 * Implements the roving tabindex pattern for a composite widget (tabs, toolbars, menus):
 * one item is in the tab order, arrow keys move between items.
 *
 * @param items The widget's items, in order.
 * @param orientation Which arrow keys move: left/right or up/down.
 * @returns A function that removes the key handlers.
 */
export function rovingTabindex(
  items: HTMLElement[],
  orientation: "horizontal" | "vertical" = "horizontal",
): () => void {
  const [back, forward] = orientation === "horizontal"
    ? ["ArrowLeft", "ArrowRight"]
    : ["ArrowUp", "ArrowDown"];
  items.forEach((item, i) => (item.tabIndex = i === 0 ? 0 : -1));
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.indexOf(event.currentTarget as HTMLElement);
    const keys: Record<string, number> = {
      [back]: index - 1,
      [forward]: index + 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    items.forEach((item) => (item.tabIndex = item === next ? 0 : -1));
    next?.focus();
  };
  items.forEach((item) => item.addEventListener("keydown", onKeyDown));
  return () =>
    items.forEach((item) => item.removeEventListener("keydown", onKeyDown));
}

/** Whether the user asked the operating system to reduce motion. */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ??
    false;
}
