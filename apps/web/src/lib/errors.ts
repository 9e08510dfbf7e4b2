import { TRPCClientError } from '@trpc/client';

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

/** The server's message for a failed call, or '' when there is none (a network failure). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return '';
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
