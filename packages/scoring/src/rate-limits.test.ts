import { describe, expect, it } from 'vitest';
import { WAIT_SENTENCE, waitSentence } from './rate-limits';

describe('the wait sentence of a refusal', () => {
  it('names whole minutes, singular for one', () => {
    expect(waitSentence(1)).toBe('Please wait 1 minute and try again.');
    expect(waitSentence(15)).toBe('Please wait 15 minutes and try again.');
  });

  it('is found again, with its minutes, at the start of a text', () => {
    for (const minutes of [1, 2, 15, 60]) {
      expect(WAIT_SENTENCE.exec(`${waitSentence(minutes)} More.`)?.[1]).toBe(String(minutes));
    }
    expect(WAIT_SENTENCE.exec('Please wait a moment and try again.')).toBeNull();
  });
});
