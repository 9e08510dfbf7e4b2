import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_REASONS } from '@wf/scoring/error-reasons';
import { errors } from '../domain/errors.ts';
import { toDomainError } from '../domain/validation.ts';

/** The /api instance: route schemas are zod schemas, and handlers are typed from them. */
export type RestApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Every failure of the REST surface (http/errors.ts writes it): the English sentence, and for a
 * refusal whose sentence is one of @wf/scoring's texts its stable code (the same as tRPC's
 * `data.reason`), so a client says it in its reader's language by code, never by the words.
 */
export const errorBodySchema = z
  .object({
    error: z.string().describe('What went wrong, in words a person can act on (English)'),
    code: z
      .enum(ERROR_REASONS)
      .optional()
      .describe(
        "The refusal's stable code (the key of its text: accounts.emailTaken, limits.logins), present when the sentence is one of the product's known texts. Translate by this, never by the sentence; new codes may be added.",
      ),
    field: z
      .string()
      .optional()
      .describe(
        'The input field the failure is about, when there is one (for a form to show it beside the field)',
      ),
    params: z
      .object({
        minutes: z
          .int()
          .positive()
          .optional()
          .describe('A refusal for too many tries: the whole minutes to wait'),
        warning: z
          .string()
          .nullable()
          .optional()
          .describe("A refused password: the strength estimator's warning, by key"),
        suggestions: z
          .array(z.string())
          .optional()
          .describe("A refused password: the strength estimator's suggestions, by key"),
      })
      .optional()
      .describe('What the code needs to be said again in full, beside `code`'),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** A body that is not JSON (a file): its media type and a schema describing it. */
type MediaReply = { description: string; content: Record<string, { schema: z.ZodType }> };

/**
 * A route's responses: its success bodies, and `{ error }` for each failure status it can
 * answer with (500 always).
 */
export function replies<S extends Record<number, z.ZodType | MediaReply>, E extends ErrorStatus>(
  success: S,
  ...failures: E[]
): S & Record<E | 500, typeof errorBodySchema> {
  const errorBodies = Object.fromEntries([...failures, 500].map((s) => [s, errorBodySchema]));
  return { ...success, ...errorBodies } as S & Record<E | 500, typeof errorBodySchema>;
}

/** The statuses any state-changing JSON call can meet before its handler runs (http/). */
export const BODY_FAILURES = [400, 403, 413, 415] as const;

const NOT_AN_OBJECT = 'The request body must be a JSON object.';

/**
 * Validates request parts with the route's zod schema and answers failures with the same
 * sentences as tRPC and the domain (domain/validation.ts), not Fastify's generic texts. A
 * missing body reads as `{}`, so "x is required" names the field rather than the body.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    let input = data;
    if (httpPart === 'body') {
      if (data === undefined || data === null) input = {};
      else if (typeof data !== 'object' || Array.isArray(data)) {
        return { error: errors.badRequest(NOT_AN_OBJECT) };
      }
    }
    const result = schema.safeParse(input);
    return result.success ? { value: result.data } : { error: toDomainError(result.error) };
  };
