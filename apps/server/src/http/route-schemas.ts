import type { IncomingMessage, ServerResponse } from "node:http";
import { errorBodySchema, validationError } from "@app/core";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { describeZodError } from "./errors.ts";

/** The app as routes see it: request parts and answers typed from their zod schemas. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** How a request part is named in a validation error's details. */
const PART_NAMES: Readonly<Record<string, string>> = { querystring: "query", body: "body", params: "params" };

/**
 * Validates a request part with its route's zod schema: the parsed value replaces the part, and a failure
 * is the product's VALIDATION_ERROR (product rules §8) with `path: message` details and its issues (which a
 * client words in its reader's language), as a 400.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PART_NAMES[httpPart ?? "body"] ?? "body";
  return (data) => {
    // The input on each issue, so that the answer can say what type a wrong field had.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: validationError(result.error, part) };
  };
};

/** An answer that does not match its route's response schema: a bug of the server, answered as a 500. */
export class ResponseSchemaError extends Error {
  override readonly name = "ResponseSchemaError";

  constructor(method: string, url: string, error: z.ZodError) {
    super(`${method} ${url} answered outside its response schema: ${describeZodError(error, "response")}`, {
      cause: error,
    });
  }
}

/**
 * Serializes an answer through its route's response schema: what is sent is the schema's parse of the
 * answer (fields the schema does not name are dropped), and an answer that does not match throws, so a
 * broken contract is a logged 500 rather than a client that reads garbage. Parsing, not zod's `encode`:
 * core's schemas hold one-way transforms (addresses lower-cased) whose output parses as it is.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSchemaError(method, url, result.error);
    return JSON.stringify(result.data);
  };
};

const failure = errorBodySchema.describe("Failure: { success: false, errorCode, error, details? }");

/** The answers of a route: `success` on 200, the product's failure body (product rules §8) on 4xx and 5xx. */
export function answers<T extends z.ZodType>(success: T) {
  return { 200: success.describe("Success"), "4xx": failure, "5xx": failure } as const;
}

/** The answers of a route that always fails (it says why in the failure body). */
export const failureAnswers = { "4xx": failure, "5xx": failure } as const;
