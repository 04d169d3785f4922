/**
 * Aurora design tokens. Every visual decision in the system (colour, spacing, radius, type,
 * elevation, motion timing) is a named value here, and each value is also published as a CSS
 * custom property by `@aurora/css`.
 *
 * @module
 */

/** A colour step in a palette, from the lightest (50) to the darkest (900). */
export type ColorStep =
  | 50
  | 100
  | 200
  | 300
  | 400
  | 500
  | 600
  | 700
  | 800
  | 900;

/** A palette maps every step to a hex colour. */
export type Palette = Readonly<Record<ColorStep, string>>;

/** The brand hue: a cool blue-violet used for primary actions and focus rings. */
export const aurora: Palette = {
  50: "#f3f2ff",
  100: "#e7e5ff",
  200: "#cfcbff",
  300: "#aea6ff",
  400: "#8a7cfb",
  500: "#6d57f2",
  600: "#5a3ee0",
  700: "#4a31bd",
  800: "#3c2b99",
  900: "#2f2475",
};

/** Neutral greys for text, borders and surfaces. */
export const slate: Palette = {
  50: "#f7f8fa",
  100: "#eef0f4",
  200: "#dde1e8",
  300: "#c3c9d4",
  400: "#98a1b2",
  500: "#6e788b",
  600: "#535c6e",
  700: "#3f4656",
  800: "#2a2f3b",
  900: "#181b22",
};

/** Feedback colours, each at the step that passes 4.5:1 contrast on white. */
export const feedback = {
  success: "#1c7c4a",
  warning: "#9a5b00",
  danger: "#c22b3a",
  info: "#1f67b8",
} as const;

/** Spacing scale in rem, on a 4 px grid. Index with the step name, not the pixel value. */
export const space = {
  none: "0",
  "3xs": "0.125rem",
  "2xs": "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  "2xl": "3rem",
  "3xl": "4rem",
} as const;

/** A step of the spacing scale. */
export type SpaceStep = keyof typeof space;

/** Corner radii. `pill` is large enough to round any control fully. */
export const radius = {
  none: "0",
  sm: "0.25rem",
  md: "0.5rem",
  lg: "0.75rem",
  pill: "999px",
} as const;

/** Font families, with system fallbacks so nothing waits for a web font to render. */
export const fontFamily = {
  sans: '"Inter Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
  mono: '"JetBrains Mono", ui-monospace, "SFMono-Regular", monospace',
} as const;

/** Type scale: font size and line height for each role. */
export const typeScale = {
  caption: { size: "0.75rem", lineHeight: "1rem" },
  body: { size: "0.875rem", lineHeight: "1.25rem" },
  lead: { size: "1rem", lineHeight: "1.5rem" },
  title: { size: "1.25rem", lineHeight: "1.75rem" },
  headline: { size: "1.75rem", lineHeight: "2.25rem" },
  display: { size: "2.5rem", lineHeight: "3rem" },
} as const;

/** Shadows for the four elevation levels; higher levels sit closer to the user. */
export const elevation = {
  0: "none",
  1: "0 1px 2px rgb(24 27 34 / 0.12)",
  2: "0 2px 6px rgb(24 27 34 / 0.14)",
  3: "0 8px 24px rgb(24 27 34 / 0.18)",
} as const;

/** Durations in milliseconds for enter, exit and emphasis transitions. */
export const duration = {
  instant: 0,
  quick: 120,
  moderate: 200,
  slow: 320,
} as const;

/** Token groups that can be addressed by path, for example `space.md`. */
const groups = { aurora, slate, feedback, space, radius, elevation } as const;

/** A dotted token path such as `space.md` or `aurora.500`. */
export type TokenPath = {
  [G in keyof typeof groups]: `${G}.${Extract<
    keyof typeof groups[G],
    string | number
  >}`;
}[keyof typeof groups];

/**
 * Looks up a token by its dotted path.
 *
 * @param path A path such as `"space.md"` or `"aurora.500"`.
 * @returns The raw token value.
 * @throws {RangeError} When the path names no token.
 */
export function token(path: TokenPath): string {
  const [group, key] = path.split(".") as [keyof typeof groups, string];
  const value = (groups[group] as Record<string, string | undefined>)[key];
  if (value === undefined) throw new RangeError(`Unknown token "${path}"`);
  return value;
}

/**
 * The CSS custom property name that `@aurora/css` publishes for a token.
 *
 * @param path A dotted token path.
 * @returns For example `--au-space-md` for `space.md`.
 */
export function cssVar(path: TokenPath): string {
  return `--au-${path.replace(".", "-")}`;
}
