import { describe, expect, it } from 'vitest';
import {
  NOT_APPLICABLE,
  PAGE_OFFSETS,
  PAGE_SIZES,
  QUESTIONS,
  QUESTION_KEYS,
  getQuestion,
  isQuestionKey,
  questionsOnPage,
} from './questions';

// Which questions the spec's scoring table gives an NA value (Q4-Q15).
const WITH_NOT_APPLICABLE = new Set([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);

describe('QUESTIONS', () => {
  it('has 31 questions numbered 1..31 in key order', () => {
    expect(QUESTIONS).toHaveLength(31);
    expect(QUESTION_KEYS).toHaveLength(31);
    expect(QUESTIONS.map((q) => q.number)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(QUESTIONS.map((q) => q.key)).toEqual([...QUESTION_KEYS]);
  });

  it('has unique keys, each prefixed with its number', () => {
    expect(new Set(QUESTION_KEYS).size).toBe(31);
    for (const q of QUESTIONS) expect(q.key.startsWith(`q${q.number}_`)).toBe(true);
  });

  it('names the four keys the spec redacts', () => {
    expect(QUESTION_KEYS[13]).toBe('q14_vehicleWashFrequency');
    expect(QUESTION_KEYS.slice(27, 30)).toEqual([
      'q28_conservationImportance',
      'q29_awareOfFootprint',
      'q30_conservationActions',
    ]);
  });

  it('gives every question text, a tip and at least two unique, non-empty options', () => {
    for (const q of QUESTIONS) {
      expect(q.text.trim()).not.toBe('');
      expect(q.tip.trim()).not.toBe('');
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(q.options).size).toBe(q.options.length);
      for (const o of q.options) expect(o.trim()).toBe(o);
    }
  });

  it("offers 'Not Applicable' exactly where the table scores it, always last", () => {
    for (const q of QUESTIONS) {
      const at = q.options.indexOf(NOT_APPLICABLE);
      if (WITH_NOT_APPLICABLE.has(q.number)) expect(at).toBe(q.options.length - 1);
      else expect(at).toBe(-1);
    }
  });

  it('uses the option lists the spec shows as examples', () => {
    expect(getQuestion('q1_householdSize').options).toEqual(['1', '2', '3', '4', '5+']);
    expect(getQuestion('q8_showerDuration').options).toEqual([
      '5 minutes or less',
      '6-10 minutes',
      '11-15 minutes',
      'More than 15 minutes',
      'Not Applicable',
    ]);
    expect(getQuestion('q28_conservationImportance').options).toEqual(['1', '2', '3', '4', '5']);
    for (const key of [
      'q29_awareOfFootprint',
      'q30_conservationActions',
      'q31_tipsInterest',
    ] as const) {
      expect(getQuestion(key).options).toEqual(['Yes', 'No']);
    }
    expect(QUESTIONS.some((q) => q.options.includes('Not sure what it is'))).toBe(true);
  });

  it('puts Q1-Q22 in Direct, Q23-Q27 in Indirect and Q28-Q31 in Awareness', () => {
    for (const q of QUESTIONS) {
      const expected =
        q.number <= 22
          ? 'Direct Water Use'
          : q.number <= 27
            ? 'Indirect Water Use'
            : 'Awareness and Engagement';
      expect(q.section).toBe(expected);
    }
  });
});

describe('pages', () => {
  it('holds 9, 13, 5 and 4 questions at offsets 0, 9, 22, 27', () => {
    expect(PAGE_SIZES).toEqual([9, 13, 5, 4]);
    expect(PAGE_OFFSETS).toEqual([0, 9, 22, 27]);
    expect(questionsOnPage(1)).toHaveLength(9);
    expect(questionsOnPage(2)).toHaveLength(13);
    expect(questionsOnPage(3)).toHaveLength(5);
    expect(questionsOnPage(4)).toHaveLength(4);
  });

  it('continues numbering across pages', () => {
    expect(questionsOnPage(1).map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(questionsOnPage(2)[0]?.number).toBe(10);
    expect(questionsOnPage(2).at(-1)?.number).toBe(22);
    expect(questionsOnPage(3).map((q) => q.number)).toEqual([23, 24, 25, 26, 27]);
    expect(questionsOnPage(4).map((q) => q.number)).toEqual([28, 29, 30, 31]);
  });

  it("stores each question's own page", () => {
    for (const page of [1, 2, 3, 4] as const) {
      for (const q of questionsOnPage(page)) expect(q.page).toBe(page);
    }
  });
});

describe('lookups', () => {
  it('finds questions by key and recognises keys', () => {
    expect(getQuestion('q20_roWasteWater').number).toBe(20);
    expect(isQuestionKey('q20_roWasteWater')).toBe(true);
    expect(isQuestionKey('q32_nothing')).toBe(false);
    expect(isQuestionKey(20)).toBe(false);
  });
});
