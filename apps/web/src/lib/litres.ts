// Litres and points in words a ten-year-old can read. The model keeps full precision; these are
// for display only (rounding is the model's own `round`).
import { SCORE_BOUNDS } from '@wf/scoring';
// The rounding alone, not the model: the dashboard shows litres without loading the factor table.
import { round } from '@wf/scoring/water/round';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 1240 -> "1,240"; 4.26 -> "4.3" (the model's display rounding). */
export function litres(value: number): string {
  return NUMBER.format(round(value));
}

/** "about 520 litres" (and "about 1 litre"). */
export function aboutLitres(value: number): string {
  const shown = litres(value);
  return `about ${shown} ${shown === '1' ? 'litre' : 'litres'}`;
}

/** The highest total the spec's scoring can give (159). */
export const MAX_TOTAL_SCORE = SCORE_BOUNDS.total.max;

/** "92 of 159" */
export function scoreOutOf(total: number): string {
  return `${total} of ${MAX_TOTAL_SCORE}`;
}

/** "3 Nov": day and short month, the way people in India write dates. */
export function dayMonth(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-GB', { day: 'numeric', month: 'short' });
}

/** "up 24 since 3 Nov", "down 5 since 3 Nov", "the same as on 3 Nov". */
export function pointsChange(points: number, since: string | number | Date): string {
  const day = dayMonth(since);
  if (points > 0) return `up ${points} since ${day}`;
  if (points < 0) return `down ${-points} since ${day}`;
  return `the same as on ${day}`;
}

// A change smaller than half a litre a day is no change a family could notice.
const NOTICEABLE_LITRES = 0.5;

/** "about 40 litres a day less than last time" (litresSaved > 0 is less water). */
export function litresChange(litresSaved: number): string {
  if (Math.abs(litresSaved) < NOTICEABLE_LITRES) return 'about the same water as last time';
  return litresSaved > 0
    ? `${aboutLitres(litresSaved)} a day less than last time`
    : `${aboutLitres(-litresSaved)} a day more than last time`;
}

/** Capitalises the first letter, for a phrase that starts a sentence. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
