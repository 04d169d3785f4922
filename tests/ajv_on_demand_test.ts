import assert from "node:assert/strict";
import { AJV_ON_DEMAND } from "../src/mcp/ajv_on_demand.ts";

Deno.test("the on-demand validator checks JSON Schema as the SDK's Ajv validator does", () => {
  const validate = AJV_ON_DEMAND.getValidator<{ name: string }>({
    type: "object",
    properties: { name: { type: "string", minLength: 1 } },
    required: ["name"],
  });
  assert.deepEqual(validate({ name: "x" }), {
    valid: true,
    data: { name: "x" },
    errorMessage: undefined,
  });
  const refused = validate({ name: "" });
  assert.equal(refused.valid, false);
  assert.match(refused.errorMessage ?? "", /name/);
});
