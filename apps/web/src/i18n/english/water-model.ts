// The English "water-model" catalogue is @wf/scoring/water itself: the model's categories by key
// (CATEGORY_LABELS) and each action's title and "I will ..." pledge by its question, written once
// per question when every better answer has the same text, else by better answer (the keys
// @wf/scoring/water/hindi translates). English readers never load it (the package's text is what
// they see); the catalogue test reads it to check Hindi's keys.
import { QUESTIONS } from '@wf/scoring';
import { CATEGORY_LABELS, actionText, pledgeableOptions } from '@wf/scoring/water';
import type { DirectCategoryKey, VirtualCategoryKey } from '@wf/scoring/water';

/** One question's texts: the same for every better answer, or by better answer. */
export interface ActionTexts {
  title?: string;
  titles?: Record<string, string>;
  pledge?: string;
  pledges?: Record<string, string>;
}

export interface WaterModelCatalogue {
  categories: Record<DirectCategoryKey | VirtualCategoryKey, string>;
  actions: Record<string, ActionTexts>;
}

export function waterModelCatalogue(): WaterModelCatalogue {
  const actions: Record<string, ActionTexts> = {};
  for (const q of QUESTIONS) {
    const texts = pledgeableOptions(q.key).map((o) => [o, actionText(q.key, o)] as const);
    if (texts.length === 0) continue;
    const entry: ActionTexts = {};
    for (const part of ['title', 'pledge'] as const) {
      const distinct = new Set(texts.map(([, t]) => t[part]));
      if (distinct.size === 1) entry[part] = [...distinct][0];
      else entry[`${part}s`] = Object.fromEntries(texts.map(([o, t]) => [o, t[part]]));
    }
    actions[q.key] = entry;
  }
  return { categories: { ...CATEGORY_LABELS }, actions };
}
