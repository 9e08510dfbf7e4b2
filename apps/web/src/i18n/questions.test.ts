import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '@wf/scoring';
import english from './locales/en/questions.json';
import hindi from './locales/hi/questions.json';

const questions: Record<string, { text: string; tip: string }> = english.questions;
const options: Record<string, string> = english.options;
const hindiOptions: Record<string, string> = hindi.options;

describe('the questionnaire catalogue', () => {
  it('has every question, tip and section exactly as @wf/scoring writes them in English', () => {
    expect(Object.keys(questions)).toEqual(QUESTIONS.map((q) => q.key));
    for (const q of QUESTIONS) {
      expect(questions[q.key], q.key).toEqual({ text: q.text, tip: q.tip });
      expect(english.sections, q.key).toHaveProperty([q.section], q.section);
    }
  });

  it('names every option by its canonical text, translated to Hindi', () => {
    const canonical = [...new Set(QUESTIONS.flatMap((q) => q.options))].sort();
    expect(Object.keys(options).sort()).toEqual(canonical);
    for (const text of canonical) {
      expect(options[text]).toBe(text);
      expect(hindiOptions[text], text).toBeTruthy();
    }
  });
});
