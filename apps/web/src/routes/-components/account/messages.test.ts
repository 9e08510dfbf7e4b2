import { describe, expect, it } from 'vitest';
import { othersSignedOutMessage, passwordChangedMessage } from './messages';

describe('account messages', () => {
  it('say how many other devices were signed out by a password change', () => {
    expect(passwordChangedMessage(0)).toBe(
      'Your password has been changed. No other device was signed in.',
    );
    expect(passwordChangedMessage(1)).toBe(
      'Your password has been changed. Your other device was signed out.',
    );
    expect(passwordChangedMessage(3)).toBe(
      'Your password has been changed. Your 3 other devices were signed out.',
    );
  });

  it('say how many devices "Log out everywhere else" ended', () => {
    expect(othersSignedOutMessage(0)).toBe('No other device was signed in.');
    expect(othersSignedOutMessage(1)).toBe(
      '1 other device was signed out. This device stays signed in.',
    );
    expect(othersSignedOutMessage(2)).toBe(
      '2 other devices were signed out. This device stays signed in.',
    );
  });
});
