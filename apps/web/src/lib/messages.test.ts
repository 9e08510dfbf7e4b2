import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCode, isUnauthorized } from './errors';
import { SIGNUP_ERRORS, signupFailureMessage } from './messages';

function trpcError(message: string, code: string, field: string | null = null) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { code, httpStatus: 400, field } } },
  });
}

describe('signupFailureMessage (spec section 8)', () => {
  it('maps a duplicate profile to the "already exists" message', () => {
    expect(
      signupFailureMessage(
        trpcError('A profile with this email already exists', 'CONFLICT', 'email'),
      ),
    ).toBe(SIGNUP_ERRORS.exists);
    expect(SIGNUP_ERRORS.exists).toBe('A profile with this name or email already exists.');
  });

  it('maps a wrong participant code', () => {
    expect(
      signupFailureMessage(trpcError('Invalid participant code', 'BAD_REQUEST', 'participantCode')),
    ).toBe('Invalid participant code. Please check your code and try again.');
  });

  it('maps anything else, a network failure included, to the generic message', () => {
    expect(signupFailureMessage(trpcError('Too many attempts', 'TOO_MANY_REQUESTS'))).toBe(
      'An error occurred during signup. Please try again.',
    );
    expect(signupFailureMessage(new TypeError('Failed to fetch'))).toBe(SIGNUP_ERRORS.other);
    expect(signupFailureMessage(undefined)).toBe(SIGNUP_ERRORS.other);
  });
});

describe('error helpers', () => {
  it('reads the tRPC code of a server answer', () => {
    expect(errorCode(trpcError('Please log in to continue.', 'UNAUTHORIZED'))).toBe('UNAUTHORIZED');
    expect(isUnauthorized(trpcError('Please log in to continue.', 'UNAUTHORIZED'))).toBe(true);
    expect(isUnauthorized(new Error('offline'))).toBe(false);
  });
});
