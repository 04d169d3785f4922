/**
 * Themes map Aurora's semantic roles (surface, text, accent...) to token values and apply
 * them to a document as CSS custom properties.
 *
 * @module
 */

/** The colour schemes Aurora ships. */
export type ThemeMode = "light" | "dark" | "high-contrast";

/** Semantic colour roles. Components style themselves with these, never with raw palettes. */
export interface ThemeColors {
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  accent: string;
  accentText: string;
  focusRing: string;
}

/** A complete theme: a mode plus the colour of every role. */
export interface Theme {
  readonly mode: ThemeMode;
  readonly colors: Readonly<ThemeColors>;
}

const presets: Record<ThemeMode, ThemeColors> = {
  light: {
    surface: "#ffffff",
    surfaceRaised: "#f7f8fa",
    text: "#181b22",
    textMuted: "#535c6e",
    border: "#dde1e8",
    accent: "#6d57f2",
    accentText: "#ffffff",
    focusRing: "#5a3ee0",
  },
  dark: {
    surface: "#181b22",
    surfaceRaised: "#2a2f3b",
    text: "#eef0f4",
    textMuted: "#98a1b2",
    border: "#3f4656",
    accent: "#8a7cfb",
    accentText: "#181b22",
    focusRing: "#aea6ff",
  },
  "high-contrast": {
    surface: "#000000",
    surfaceRaised: "#000000",
    text: "#ffffff",
    textMuted: "#ffffff",
    border: "#ffffff",
    accent: "#ffd60a",
    accentText: "#000000",
    focusRing: "#ffd60a",
  },
};

/**
 * Creates a theme from a preset, optionally overriding some roles.
 *
 * @param mode The preset to start from.
 * @param overrides Roles to replace, for example a product-specific accent.
 * @returns A frozen theme.
 */
export function createTheme(
  mode: ThemeMode,
  overrides: Partial<ThemeColors> = {},
): Theme {
  return Object.freeze({
    mode,
    colors: Object.freeze({ ...presets[mode], ...overrides }),
  });
}

/** Turns `surfaceRaised` into `--au-color-surface-raised`. */
function propertyName(role: string): string {
  return `--au-color-${
    role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  }`;
}

/**
 * The CSS declarations of a theme, ready for a `<style>` element or a server-rendered page.
 *
 * @param theme The theme to render.
 * @param selector The rule's selector; `:root` themes the whole page.
 * @returns A CSS rule.
 */
export function themeToCss(theme: Theme, selector = ":root"): string {
  const declarations = Object.entries(theme.colors)
    .map(([role, value]) => `  ${propertyName(role)}: ${value};`)
    .join("\n");
  return `${selector} {\n  color-scheme: ${
    theme.mode === "dark" ? "dark" : "light"
  };\n${declarations}\n}`;
}

/** The minimal style surface `applyTheme` needs; any element's `style` object qualifies. */
export interface StyleTarget {
  style: { setProperty(name: string, value: string): void };
  setAttribute(name: string, value: string): void;
}

/**
 * Applies a theme to an element (usually `document.documentElement`) by setting its custom
 * properties and a `data-theme` attribute that stylesheets can select on.
 *
 * @param theme The theme to apply.
 * @param target The element to theme.
 */
export function applyTheme(theme: Theme, target: StyleTarget): void {
  for (const [role, value] of Object.entries(theme.colors)) {
    target.style.setProperty(propertyName(role), value);
  }
  target.setAttribute("data-theme", theme.mode);
}

/**
 * Picks the mode matching the user's operating system preferences.
 *
 * @param matches A `matchMedia`-like function; pass `globalThis.matchMedia` in browsers.
 * @returns `high-contrast` when more contrast is requested, else `dark` or `light`.
 */
export function preferredMode(
  matches: (query: string) => { matches: boolean },
): ThemeMode {
  if (matches("(prefers-contrast: more)").matches) return "high-contrast";
  return matches("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}
