/**
 * The JSON Schema validator handed to the SDK's `Server`, which otherwise builds an Ajv instance
 * (with every format) in its constructor, to check elicitation answers. This server never asks
 * the client for input, so the instance is built the first time something asks for a validator,
 * once per process: that took about 2 ms of every start and a quarter of a millisecond of every
 * stateless HTTP request, which builds a server of its own.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/validation/ajv"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
// @ts-types="@modelcontextprotocol/sdk/validation"
import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from "@modelcontextprotocol/sdk/validation";

class AjvOnDemand implements jsonSchemaValidator {
  #ajv: AjvJsonSchemaValidator | undefined;

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    this.#ajv ??= new AjvJsonSchemaValidator();
    return this.#ajv.getValidator<T>(schema);
  }
}

/** The one validator every server of this process shares. */
export const AJV_ON_DEMAND: jsonSchemaValidator = new AjvOnDemand();
