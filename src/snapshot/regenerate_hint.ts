/**
 * The sentence every data error ends with: how to rebuild the snapshot. One constant so the
 * loader, the validator and the generator never drift apart.
 */
export const REGENERATE_HINT =
  "Regenerate the snapshot with `deno task generate` (in this repository) or " +
  "`deno run -A jsr:@catalog-mcp/server/generator --repo-root <monorepo> --out <file>`.";
