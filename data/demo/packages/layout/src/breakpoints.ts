/** Viewport widths at which Aurora layouts change, in CSS pixels. */
export const breakpoints = {
  compact: 0,
  medium: 600,
  expanded: 900,
  large: 1200,
} as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;

/**
 * The media query that matches viewports at least as wide as a breakpoint.
 *
 * @param from The breakpoint.
 * @returns For example `(min-width: 600px)` for `medium`.
 */
export function mediaQuery(from: Breakpoint): string {
  return `(min-width: ${breakpoints[from]}px)`;
}
