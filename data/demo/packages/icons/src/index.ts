/**
 * The Aurora icon set. Icons are path data on a 24x24 grid, drawn with a 1.5 px stroke, so
 * they stay crisp at 16, 20 and 24 pixels.
 *
 * @module
 */

/** An icon: one or more SVG path strings on a 24x24 view box. */
export interface IconDefinition {
  /** Path data, drawn with `stroke="currentColor"` and no fill. */
  paths: readonly string[];
  /** Whether the icon should mirror in right-to-left layouts (arrows do, a clock does not). */
  mirrorInRtl?: boolean;
}

const registry = new Map<string, IconDefinition>([
  ["check", { paths: ["M5 12.5l4.5 4.5L19 7.5"] }],
  ["close", { paths: ["M6 6l12 12", "M18 6L6 18"] }],
  ["chevron-down", { paths: ["M6 9l6 6 6-6"] }],
  ["chevron-right", { paths: ["M9 6l6 6-6 6"], mirrorInRtl: true }],
  ["arrow-left", { paths: ["M19 12H5", "M11 6l-6 6 6 6"], mirrorInRtl: true }],
  ["search", {
    paths: [
      "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z",
      "M15.5 15.5L20 20",
    ],
  }],
  ["info", {
    paths: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 11v5", "M12 8h.01"],
  }],
  ["warning", { paths: ["M12 4l9 16H3z", "M12 10v4", "M12 17h.01"] }],
  ["calendar", { paths: ["M4 6h16v14H4z", "M4 10h16", "M8 3v4", "M16 3v4"] }],
  ["user", {
    paths: ["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21a8 8 0 0 1 16 0"],
  }],
]);

/** The names of all registered icons, sorted. */
export function iconNames(): string[] {
  return [...registry.keys()].sort();
}

/**
 * Looks up an icon.
 *
 * @param name Icon name, such as `chevron-down`.
 * @returns The definition, or `undefined` for an unknown name.
 */
export function getIcon(name: string): IconDefinition | undefined {
  return registry.get(name);
}

/**
 * Adds or replaces an icon. Products register their own icons at startup; `au-icon` renders
 * them like the built-in ones.
 *
 * @param name Kebab-case icon name.
 * @param definition The icon's path data.
 * @throws {TypeError} When the name is not kebab-case.
 */
export function registerIcon(name: string, definition: IconDefinition): void {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) {
    throw new TypeError(`Icon names are kebab-case, got "${name}"`);
  }
  registry.set(name, definition);
}

/**
 * Renders an icon as an SVG string, for server-side rendering or `innerHTML`.
 *
 * @param name Icon name.
 * @param size Width and height in pixels.
 * @returns The `<svg>` markup; decorative (`aria-hidden`) because icons accompany text.
 */
export function iconToSvg(name: string, size = 20): string {
  const icon = registry.get(name);
  if (icon === undefined) throw new RangeError(`Unknown icon "${name}"`);
  const paths = icon.paths.map((d) => `<path d="${d}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" ` +
    `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;
}
