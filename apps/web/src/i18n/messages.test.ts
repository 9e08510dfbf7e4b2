import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import { LIMIT_MESSAGES, waitSentence } from '@wf/scoring/rate-limits';
import { checkPasswordStrength } from '@wf/scoring/password-strength';
import { STRENGTH_FEEDBACK } from '@wf/scoring/password-feedback';
import { errorMessage } from '../lib/errors';
import * as web from '../lib/messages';
import { SESSION_ENDED } from '../lib/session';
import { flatten } from './catalogue-check';
import { messages as english } from './english/messages';
import { applyLanguage } from './language';
import { localizeMessage } from './messages';
import hindi from './locales/hi/messages.json';
import hindiLimits from './locales/hi/limits.json';
import hindiAdvice from './locales/hi/password.json';

const known = new Set(flatten(english).values());
const webTexts = Object.values(web).flatMap((value) =>
  typeof value === 'string' ? [value] : typeof value === 'object' ? Object.values(value) : [],
);

/** A failed tRPC call as the client gets it: the API's English and its `data`. */
function failure(message: string, data: Record<string, unknown>): TRPCClientError<never> {
  return TRPCClientError.from({ error: { code: -32600, message, data } });
}

describe('messages in the reader language', () => {
  it('knows every form rule message and every message the web maps errors to', () => {
    expect(Object.values(MESSAGES).filter((text) => !known.has(text))).toEqual([]);
    expect(webTexts.filter((text) => !known.has(text))).toEqual([]);
    expect(known.has(SESSION_ENDED)).toBe(true);
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

describe("the API's refusals, by their code", () => {
  const tooMany = `${LIMIT_MESSAGES.logins} ${waitSentence(15)}`;
  const limited = failure(tooMany, { reason: 'limits.logins', params: { minutes: 15 } });

  it('says a refusal for too many tries in Hindi, its wait in minutes included', async () => {
    await applyLanguage('hi');
    const wait = (form: string, minutes: number) => form.replace('{{count}}', String(minutes));
    expect(errorMessage(limited)).toBe(
      `${hindiLimits.reasons.logins} ${wait(hindiLimits.wait_other, 15)}`,
    );
    const one = failure('-', { reason: 'limits.submissions', params: { minutes: 1 } });
    expect(errorMessage(one)).toBe(
      `${hindiLimits.reasons.submissions} ${wait(hindiLimits.wait_one, 1)}`,
    );
    await applyLanguage('en');
    expect(errorMessage(limited)).toBe(tooMany);
  });

  it('goes by the code, not the words: the same English with another code says the other', async () => {
    await applyLanguage('hi');
    const coded = failure(MESSAGES.emailTaken, { reason: 'accounts.profileNameTaken' });
    expect(errorMessage(coded)).toBe(hindi.accounts.profileNameTaken);
    // Without a code, the API's English is shown as it came, even a sentence the web knows.
    expect(errorMessage(failure(MESSAGES.emailTaken, { reason: null }))).toBe(MESSAGES.emailTaken);
    // An unknown code, or advice with an unknown key: the API's English, never half of it.
    expect(errorMessage(failure('Some refusal.', { reason: 'accounts.nope' }))).toBe(
      'Some refusal.',
    );
    const advice = { warning: 'nope', suggestions: [] };
    const refused = failure(MESSAGES.passwordWeak, {
      reason: 'accounts.passwordWeak',
      params: advice,
    });
    expect(errorMessage(refused)).toBe(MESSAGES.passwordWeak);
    await applyLanguage('en');
  });

  it("says a refused password's rule and the estimator's advice in Hindi", async () => {
    const strength = checkPasswordStrength('qwertyuiop12');
    const refused = failure(strength.message!, {
      reason: 'accounts.passwordCommon',
      params: { warning: strength.warningKey, suggestions: strength.suggestionKeys },
    });
    await applyLanguage('hi');
    const shown = errorMessage(refused);
    expect(shown.startsWith(hindi.accounts.passwordCommon)).toBe(true);
    expect(shown).toContain(hindiAdvice.warnings.similarToCommon);
    expect(shown).not.toMatch(/[A-Za-z]{3,}/);
    await applyLanguage('en');
    expect(errorMessage(refused)).toBe(strength.message);
  });

  it('is empty for a failure with no answer from the server', () => {
    expect(errorMessage(undefined)).toBe('');
  });
});
