// Custom Elements Manifest for the search evaluation's shoelace snapshot (see catalogs.json):
// the analyzer's own Lit support, plus the one thing shoelace's build adds that the catalog
// needs: tag names, which shoelace registers outside its component classes
// (src/components/<name>/<name>.component.ts is the element sl-<name>).
import { basename } from "node:path";

export default {
  globs: ["src/components/**/*.component.ts"],
  exclude: ["**/*.styles.ts", "**/*.test.ts"],
  outdir: "dist",
  litelement: true,
  plugins: [{
    name: "search-eval-tag-names",
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const file = moduleDoc.path ?? "";
      if (!file.endsWith(".component.ts")) return;
      const declaration = moduleDoc.declarations?.find((d) => d.name === node.name.getText());
      if (declaration) {
        declaration.tagName = `sl-${basename(file, ".component.ts")}`;
        declaration.customElement = true;
      }
    },
  }],
};
