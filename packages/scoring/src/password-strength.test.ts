import { describe, expect, it } from 'vitest';
import { MESSAGES } from './accounts';
import { MIN_PASSWORD_SCORE, checkPasswordStrength } from './password-strength';

describe('checkPasswordStrength (zxcvbn-ts with its dictionaries)', () => {
  it('refuses what it rates 0 or 1, with its warning and advice as the message', () => {
    for (const password of [
      'water2024',
      'password',
      'Password123',
      '123456',
      'qwerty12',
      'aaaaaaaa',
    ]) {
      const result = checkPasswordStrength(password);
      expect(result.score, password).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(result.acceptable, password).toBe(false);
      expect(result.message, password).toMatch(/^This password is too (common and )?easy to guess/);
    }
    const common = checkPasswordStrength('Password123');
    expect(common.message).toContain(MESSAGES.passwordCommon);
    expect(common.warning).toBe('This is a commonly used password.');
    expect(common.warningKey).toBe('common');
    expect(common.message).toContain(common.warning!);
    for (const suggestion of common.suggestions) expect(common.message).toContain(suggestion);
  });

  it('accepts passwords a child can remember that are not guessable', () => {
    for (const password of ['river-abc12', 'purple tiger jumps', 'Fresh-pass-22', 'mango7lassi!']) {
      const result = checkPasswordStrength(password);
      expect(result.acceptable, password).toBe(true);
      expect(result.message).toBeNull();
    }
  });

  it("counts the owner's own name and email as known to a guesser", () => {
    expect(checkPasswordStrength('anayasharma9').acceptable).toBe(true);
    expect(
      checkPasswordStrength('anayasharma9', ['Anaya Sharma', 'anaya.sharma@example.com'])
        .acceptable,
    ).toBe(false);
  });

  it('rates only the first 32 characters, so a long password costs little', () => {
    const long = `${'a1!B2@c3#D4$e5%F6^g7&H8*i9(J0)'.repeat(4)}`.slice(0, 128);
    expect(checkPasswordStrength(long).acceptable).toBe(true);
    expect(checkPasswordStrength('x'.repeat(128)).acceptable).toBe(false);
  });
});
