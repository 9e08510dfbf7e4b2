import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '@wf/scoring';
import { CATEGORY_LABELS, actionText, pledgeableOptions } from '@wf/scoring/water';
import english from '../../../i18n/locales/en/water-model.json';

// The catalogue 'water-model' names the model's categories and actions by their stable keys; its
// English is never shown (the package's own is) but must be the package's, so that the Hindi
// beside it translates what English readers see. One entry a question: one title or pledge
// when every better answer has the same, else one by better answer.
function catalogueOfPackage() {
  const actions: Record<string, Record<string, unknown>> = {};
  for (const q of QUESTIONS) {
    const texts = pledgeableOptions(q.key).map((o) => [o, actionText(q.key, o)] as const);
    if (texts.length === 0) continue;
    const entry: Record<string, unknown> = {};
    for (const part of ['title', 'pledge'] as const) {
      const distinct = new Set(texts.map(([, t]) => t[part]));
      if (distinct.size === 1) entry[part] = [...distinct][0];
      else entry[`${part}s`] = Object.fromEntries(texts.map(([o, t]) => [o, t[part]]));
    }
    actions[q.key] = entry;
  }
  return { categories: CATEGORY_LABELS, actions };
}

describe('the water model catalogue', () => {
  it('is, in English, exactly the texts of @wf/scoring/water', () => {
    expect(english).toEqual(catalogueOfPackage());
  });
});
