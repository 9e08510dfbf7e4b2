/**
 * The one error type services throw. It is mapped to HTTP in exactly two places: the tRPC
 * errorFormatter (trpc/init.ts) and Fastify's error handler (http/errors.ts).
 */
type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE';

export const HTTP_STATUS: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** The input field the message is about, so forms can show it inline. */
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** What either transport says about a fault of ours: nothing more. */
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

export const errors = {
  badRequest: (message: string, field?: string) => new DomainError('BAD_REQUEST', message, field),
  unauthorized: (message = 'Please log in to continue.') =>
    new DomainError('UNAUTHORIZED', message),
  forbidden: (message = 'You do not have permission to do that.') =>
    new DomainError('FORBIDDEN', message),
  notFound: (message: string) => new DomainError('NOT_FOUND', message),
  conflict: (message: string, field?: string) => new DomainError('CONFLICT', message, field),
  tooMany: (message: string, retryAfterSeconds: number) =>
    new DomainError('TOO_MANY_REQUESTS', message, undefined, retryAfterSeconds),
};
