import { describe, expect, it } from 'vitest';
import { TIP_CATEGORIES, WATER_FACTS } from '../content/tips';
import english from './locales/en/tips.json';

const categories: Record<string, { title: string; tips: Record<string, string> }> =
  english.categories;

// The texts live in the catalogue only; the content gives icons and litres beside them. (Hindi
// has every key of it: catalogues.test.ts.)
describe('the tips catalogue', () => {
  it('has the texts of every fact and category the content shows, and no others', () => {
    expect(Object.keys(english.figures)).toEqual(WATER_FACTS.map((_, index) => String(index)));
    expect(Object.keys(english.factTexts)).toEqual(Object.keys(english.figures));
    expect(Object.keys(categories)).toEqual(TIP_CATEGORIES.map((c) => c.id));
    for (const c of TIP_CATEGORIES) expect(Object.keys(categories[c.id]!.tips).length).toBe(6);
  });

  it("keeps the spec's four facts in its gallons", () => {
    expect(Object.values(english.figures)).toEqual([
      '70%',
      '20 gallons',
      '25 gallons',
      '200 gallons',
    ]);
  });
});
