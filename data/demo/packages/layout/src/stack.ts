import { space, type SpaceKey } from "./space.ts";

/** A style object: CSS property names in camelCase mapped to values. */
export type LayoutStyle = Record<string, string>;

/** Options shared by the one-dimensional primitives. */
export interface FlowOptions {
  /** Gap between children, as a spacing step. */
  gap?: SpaceKey;
  /** Cross-axis alignment of the children. */
  align?: "start" | "center" | "end" | "stretch";
}

/**
 * Stacks children vertically with a uniform gap.
 *
 * @param options Gap and alignment.
 * @returns The container style.
 */
export function stack(
  { gap = "md", align = "stretch" }: FlowOptions = {},
): LayoutStyle {
  return {
    display: "flex",
    flexDirection: "column",
    gap: space[gap],
    alignItems: align,
  };
}

/**
 * Lays children out in a row that wraps onto new lines: tags, toolbar buttons, chips.
 *
 * @param options Gap and alignment; `justify` distributes the rows.
 * @returns The container style.
 */
export function cluster(
  { gap = "xs", align = "center", justify = "start" }: FlowOptions & {
    justify?: "start" | "center" | "end" | "space-between";
  } = {},
): LayoutStyle {
  return {
    display: "flex",
    flexWrap: "wrap",
    gap: space[gap],
    alignItems: align,
    justifyContent: justify,
  };
}
