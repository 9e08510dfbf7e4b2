import type { FastifyError, FastifyInstance } from 'fastify';
// The core class: classic Zod's errors and zod/mini's (the account rules, @wf/scoring) alike.
import { $ZodError } from 'zod/v4/core';
import { DomainError, HTTP_STATUS, INTERNAL_ERROR } from '../domain/errors.ts';
import { toDomainError } from '../domain/validation.ts';
import type { ErrorBody } from '../rest/contract.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * A refusal's body: the English sentence, and its code, field and the code's parameters when
 * it has them (the same as tRPC's `data`; the Error schema, rest/contract.ts).
 */
function domainErrorBody(error: DomainError): ErrorBody {
  const body: ErrorBody = { error: error.message };
  if (error.reason) body.code = error.reason;
  if (error.field) body.field = error.field;
  if (error.params) body.params = error.params;
  return body;
}

/**
 * The REST surface's half of the error mapping: every failure is `{ error }` with a 4xx/5xx,
 * plus `code` (and `field`, `params`) for a refusal that has them.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | Error, request, reply) => {
    const error = raw instanceof $ZodError ? toDomainError(raw) : raw;
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(HTTP_STATUS[error.code]).send(domainErrorBody(error));
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[fastifyError.code ?? ''] ??
        (error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message);
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: INTERNAL_ERROR });
  });
}
