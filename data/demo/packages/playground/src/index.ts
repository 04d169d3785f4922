/** Routes of the showcase app, one per component page. */
export const routes: readonly string[] = [
  "/",
  "/buttons",
  "/forms",
  "/overlays",
  "/tables",
];
