import { space, type SpaceKey } from "./space.ts";
import type { LayoutStyle } from "./stack.ts";

/** Options of {@link grid}. */
export interface GridOptions {
  /** The narrowest a column may get before the grid drops a column. */
  minColumnWidth?: string;
  /** Gap between cells, as a spacing step. */
  gap?: SpaceKey;
}

/**
 * A responsive grid that fits as many columns as the container allows, without media
 * queries: a card gallery, a dashboard of tiles.
 *
 * @param options Minimum column width and gap.
 * @returns The container style.
 */
export function grid(
  { minColumnWidth = "16rem", gap = "lg" }: GridOptions = {},
): LayoutStyle {
  return {
    display: "grid",
    gridTemplateColumns:
      `repeat(auto-fill, minmax(min(${minColumnWidth}, 100%), 1fr))`,
    gap: space[gap],
  };
}

/**
 * A sidebar next to fluid content; the sidebar wraps above the content when the content
 * would get narrower than `contentMin`.
 *
 * @param sidebarWidth Preferred sidebar width.
 * @param contentMin Narrowest acceptable content width, as a percentage.
 * @returns The container style; give the sidebar `flexBasis: sidebarWidth`.
 */
export function withSidebar(
  sidebarWidth = "18rem",
  contentMin = "60%",
): LayoutStyle {
  return {
    display: "flex",
    flexWrap: "wrap",
    gap: space.lg,
    "--au-sidebar-width": sidebarWidth,
    "--au-content-min": contentMin,
  };
}
