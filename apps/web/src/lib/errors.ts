import { TRPCClientError } from '@trpc/client';
import type { ErrorReason, ReasonParams } from '@wf/scoring/error-reasons';
import { textOfReason } from '../i18n/reasons';

/** The tRPC error code of a failed call ('UNAUTHORIZED', 'NOT_FOUND', ...), if the server answered. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') {
      return data.code;
    }
  }
  return undefined;
}

/** What the server's `data` holds under `name`, when it answered with a string or object. */
function dataOf(error: unknown, name: string): unknown {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' && name in data
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

/** The stable code of the server's message (@wf/scoring/error-reasons) and its parameters. */
export function errorReason(
  error: unknown,
): { reason: ErrorReason; params: ReasonParams } | undefined {
  const reason = dataOf(error, 'reason');
  if (typeof reason !== 'string') return undefined;
  const params = dataOf(error, 'params');
  return {
    // The server names only codes of @wf/scoring; textOfReason ignores one it does not know.
    reason: reason as ErrorReason,
    params: params && typeof params === 'object' ? (params as ReasonParams) : {},
  };
}

/**
 * The server's message for a failed call in the reader's language, or '' when there is none (a
 * network failure). A message with a code is said by its code (the API's English otherwise),
 * never found again from its English words.
 */
export function errorMessage(error: unknown): string {
  const coded = errorReason(error);
  const text = coded && textOfReason(coded.reason, coded.params);
  return text || serverMessage(error);
}

/** The API's own English message, for the admin screens (which stay English), or ''. */
export function serverMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** The field a server-side validation message is about, when the server names one. */
export function errorField(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (data && typeof data === 'object' && 'field' in data && typeof data.field === 'string') {
      return data.field;
    }
  }
  return undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHORIZED';
}

export function isRateLimited(error: unknown): boolean {
  return errorCode(error) === 'TOO_MANY_REQUESTS';
}
