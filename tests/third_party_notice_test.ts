/**
 * The notice that opens an answer drawn from an installed dependency: whose text it is, and
 * whose declarations, with a word when the `@types` package was written for an older version.
 *
 * @module
 */
import assert from "node:assert/strict";
import { thirdPartyNotice } from "../src/snapshot/third_party.ts";
import { blankPackage } from "./_mini_catalog.ts";

function typed(version: string, typesFrom: string): string {
  return thirdPartyNotice(blankPackage("kit", { version, thirdParty: true, typesFrom }));
}

Deno.test("thirdPartyNotice() says a @types package written for an older minor version may lack what came later", () => {
  assert.match(
    typed("8.23.0", "@types/ws@8.18.2"),
    /^> Third-party text from @mini\/kit@8\.23\.0 \(its declarations from @types\/ws@8\.18\.2, written for 8\.18: what later versions added may be missing\), as installed here:/,
  );
  assert.match(typed("5.3.0", "@types/express@4.17.21"), /written for 4\.17:/);
  // The same minor version (react 19.3.1, @types/react 19.3.3), or a newer one: nothing to say.
  for (
    const [version, types] of [["19.3.1", "@types/react@19.3.3"], [
      "4.0.0",
      "@types/a@4.1.0",
    ]] as const
  ) {
    assert.match(
      typed(version, types),
      new RegExp(`\\(its declarations from ${types.replace(/[.@/]/g, "\\$&")}\\), as installed`),
    );
  }
});
