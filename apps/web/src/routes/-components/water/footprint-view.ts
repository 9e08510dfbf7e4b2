// The parts of a footprint the screens show, whichever way it arrived (from the server's
// water procedures or computed in the browser by the shared model for a what-if).
import { CATEGORY_LABELS } from '@wf/scoring/water';
import type { Footprint } from '@wf/scoring/water';
import type { CategoryKey } from './words';

/** One bar of a chart of litres by use. */
export interface CategoryBar {
  key: CategoryKey;
  /** English: the screens show it in the reader's language (useModelTexts().category). */
  label: string;
  litresPerDay: number;
}

export type FootprintView = Pick<Footprint, 'householdSize' | 'direct' | 'virtual' | 'benchmarks'> &
  Partial<Pick<Footprint, 'assumptions' | 'homeFacts'>>;

/** Direct categories that use water, largest first (the chart and its list). */
export function directBars(footprint: FootprintView): CategoryBar[] {
  return footprint.direct.categories
    .filter((c) => c.litresPerDay > 0)
    .sort((a, b) => b.litresPerDay - a.litresPerDay)
    .map((c) => ({ key: c.key, label: CATEGORY_LABELS[c.key], litresPerDay: c.litresPerDay }));
}

/** Virtual categories, largest first. */
export function virtualBars(footprint: FootprintView): CategoryBar[] {
  return [...footprint.virtual.categories]
    .sort((a, b) => b.litresPerDay - a.litresPerDay)
    .map((c) => ({ key: c.key, label: CATEGORY_LABELS[c.key], litresPerDay: c.litresPerDay }));
}
