import { describe, expect, it } from 'vitest';
import { WAIT_SENTENCES, waitMinutes, waitSentence } from './rate-limits';

describe('the wait sentence of a refusal', () => {
  it('names whole minutes, singular for one', () => {
    expect(waitSentence(1)).toBe('Please wait 1 minute and try again.');
    expect(waitSentence(15)).toBe('Please wait 15 minutes and try again.');
  });

  it('is the plural form of its catalogue text with the minutes put in', () => {
    expect(waitSentence(2)).toBe(WAIT_SENTENCES.wait_other.replace('{{count}}', '2'));
    expect(waitSentence(1)).toBe(WAIT_SENTENCES.wait_one.replace('{{count}}', '1'));
  });

  it('counts whole minutes, at least one', () => {
    expect([1, 59, 60, 61, 900].map(waitMinutes)).toEqual([1, 1, 1, 2, 15]);
  });
});
