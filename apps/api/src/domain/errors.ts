import { reasonOf } from '@wf/scoring/error-reasons';
import type { ErrorReason, ReasonParams } from '@wf/scoring/error-reasons';
import { waitMinutes, waitSentence } from '@wf/scoring/rate-limits';

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

/** A refusal's stable code (@wf/scoring/error-reasons) and what saying it again needs. */
export interface ErrorDetail {
  reason: ErrorReason;
  params?: ReasonParams;
}

export class DomainError extends Error {
  /**
   * The message's stable code, which the web translates (tRPC's `data.reason`); found from the
   * message itself when it is one of @wf/scoring's texts thrown as it is.
   */
  readonly reason: ErrorReason | undefined;
  readonly params: ReasonParams | undefined;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** The input field the message is about, so forms can show it inline. */
    readonly field?: string,
    readonly retryAfterSeconds?: number,
    detail?: ErrorDetail,
  ) {
    super(message);
    this.name = 'DomainError';
    this.reason = detail?.reason ?? reasonOf(message);
    this.params = detail?.params;
  }
}

/** What either transport says about a fault of ours: nothing more. */
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

export const errors = {
  badRequest: (message: string, field?: string, detail?: ErrorDetail) =>
    new DomainError('BAD_REQUEST', message, field, undefined, detail),
  unauthorized: (message = 'Please log in to continue.') =>
    new DomainError('UNAUTHORIZED', message),
  forbidden: (message = 'You do not have permission to do that.') =>
    new DomainError('FORBIDDEN', message),
  notFound: (message: string) => new DomainError('NOT_FOUND', message),
  conflict: (message: string, field?: string) => new DomainError('CONFLICT', message, field),
  /** A refusal for too many tries: its reason (LIMIT_MESSAGES), then the wait in minutes. */
  tooMany: (reason: string, retryAfterSeconds: number) => {
    const minutes = waitMinutes(retryAfterSeconds);
    const detail = reasonOf(reason);
    return new DomainError(
      'TOO_MANY_REQUESTS',
      `${reason} ${waitSentence(minutes)}`,
      undefined,
      retryAfterSeconds,
      detail && { reason: detail, params: { minutes } },
    );
  },
};
