import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import { LIMIT_MESSAGES, waitSentence } from '@wf/scoring/rate-limits';
import { STRENGTH_FEEDBACK, checkPasswordStrength } from '@wf/scoring/password-strength';
import * as web from '../lib/messages';
import { SESSION_ENDED } from '../lib/session';
import { flatten } from './catalogue-check';
import { applyLanguage } from './language';
import { localizeMessage } from './messages';
import english from './locales/en/messages.json';
import hindi from './locales/hi/messages.json';
import englishAdvice from './locales/en/password.json';
import englishLimits from './locales/en/limits.json';
import hindiLimits from './locales/hi/limits.json';
import hindiAdvice from './locales/hi/password.json';

const known = new Set(flatten(english).values());
const webTexts = Object.values(web).flatMap((value) =>
  typeof value === 'string' ? [value] : typeof value === 'object' ? Object.values(value) : [],
);

describe('messages in the reader language', () => {
  it('knows every form rule message and every message the web maps errors to', () => {
    expect(Object.values(MESSAGES).filter((text) => !known.has(text))).toEqual([]);
    expect(webTexts.filter((text) => !known.has(text))).toEqual([]);
    expect(known.has(SESSION_ENDED)).toBe(true);
  });

  it("has the API's refusals for too many tries exactly as the API says them", () => {
    expect(englishLimits.reasons).toEqual(LIMIT_MESSAGES);
    for (const minutes of [1, 15]) {
      const form = minutes === 1 ? englishLimits.wait_one : englishLimits.wait_other;
      expect(form.replace('{{count}}', String(minutes))).toBe(waitSentence(minutes));
    }
  });

  it('shows a refusal for too many tries in Hindi, its wait in minutes included', async () => {
    await applyLanguage('hi');
    const wait = (minutes: number) => hindiLimits.wait_other.replace('{{count}}', String(minutes));
    expect(localizeMessage(`${LIMIT_MESSAGES.logins} ${waitSentence(15)}`)).toBe(
      `${hindiLimits.reasons.logins} ${wait(15)}`,
    );
    expect(localizeMessage(`${LIMIT_MESSAGES.submissions} ${waitSentence(1)}`)).toBe(
      `${hindiLimits.reasons.submissions} ${hindiLimits.wait_one.replace('{{count}}', '1')}`,
    );
    await applyLanguage('en');
    expect(localizeMessage(`${LIMIT_MESSAGES.logins} ${waitSentence(15)}`)).toBe(
      `${LIMIT_MESSAGES.logins} ${waitSentence(15)}`,
    );
  });

  it('shows them in Hindi when Hindi is chosen, unknown texts as they came', async () => {
    await applyLanguage('hi');
    expect(localizeMessage(MESSAGES.emailInvalid)).toBe(hindi.accounts.emailInvalid);
    expect(localizeMessage(web.LOGIN_MESSAGES.invalidCredentials)).toBe(
      hindi.web.invalidCredentials,
    );
    expect(localizeMessage('Too many attempts')).toBe('Too many attempts');
    await applyLanguage('en');
    expect(localizeMessage(MESSAGES.emailInvalid)).toBe(MESSAGES.emailInvalid);
  });

  it("has the password estimator's English advice exactly as zxcvbn-ts says it", () => {
    expect(englishAdvice).toEqual(STRENGTH_FEEDBACK);
  });

  it('shows the advice and a whole refusal (the rule, the warning, the advice) in Hindi', async () => {
    const refused = checkPasswordStrength('Password123');
    expect(refused.message).toBeTruthy();
    await applyLanguage('hi');
    expect(localizeMessage(STRENGTH_FEEDBACK.warnings.common)).toBe(hindiAdvice.warnings.common);
    const shown = localizeMessage(refused.message!);
    expect(shown).toContain(hindi.accounts.passwordCommon);
    expect(shown).toContain(hindiAdvice.warnings.common);
    expect(shown).not.toMatch(/[A-Za-z]{3,}/);
    // A message with an unknown part is shown as it came, never half translated.
    expect(localizeMessage(`${MESSAGES.passwordWeak} Something else.`)).toBe(
      `${MESSAGES.passwordWeak} Something else.`,
    );
    await applyLanguage('en');
    expect(localizeMessage(refused.message!)).toBe(refused.message);
  });
});
