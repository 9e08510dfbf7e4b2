import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import * as web from '../lib/messages';
import { flatten } from './catalogue-check';
import { applyLanguage } from './language';
import { localizeMessage } from './messages';
import english from './locales/en/messages.json';
import hindi from './locales/hi/messages.json';

const known = new Set(flatten(english).values());
const webTexts = Object.values(web).flatMap((value) =>
  typeof value === 'string' ? [value] : typeof value === 'object' ? Object.values(value) : [],
);

describe('messages in the reader language', () => {
  it('knows every form rule message and every message the web maps errors to', () => {
    expect(Object.values(MESSAGES).filter((text) => !known.has(text))).toEqual([]);
    expect(webTexts.filter((text) => !known.has(text))).toEqual([]);
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
});
