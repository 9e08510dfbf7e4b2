import { describe, expect, it } from 'vitest';
import { TIP_CATEGORIES, WATER_FACTS } from '../content/tips';
import english from './locales/en/tips.json';

const categories: Record<string, { title: string; tips: Record<string, string> }> =
  english.categories;

describe('the tips catalogue', () => {
  it('has every fact, category and tip of the content, in English exactly', () => {
    expect(Object.values(english.figures)).toEqual(WATER_FACTS.map((f) => f.figure));
    expect(Object.values(english.factTexts)).toEqual(WATER_FACTS.map((f) => f.text));
    expect(Object.keys(categories)).toEqual(TIP_CATEGORIES.map((c) => c.id));
    for (const c of TIP_CATEGORIES) {
      expect(categories[c.id]?.title).toBe(c.title);
      expect(Object.values(categories[c.id]?.tips ?? {})).toEqual(c.tips);
    }
  });
});
