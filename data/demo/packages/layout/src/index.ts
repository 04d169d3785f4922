/**
 * Layout primitives. Each primitive is a function returning a style object, so it works with
 * inline styles, CSS-in-JS libraries and `Object.assign(element.style, ...)` alike.
 *
 * @module
 */
export * from "./stack.ts";
export * from "./grid.ts";
export { type Breakpoint, breakpoints, mediaQuery } from "./breakpoints.ts";
