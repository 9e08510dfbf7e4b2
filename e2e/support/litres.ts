// Litres as the screens write them, worked out here from the shared model (not from the web
// app's code), so a test states what a resident should read: the model's display rounding with
// en-US digits, "about N litres", and dates as "3 Nov".
import type { Responses } from '@wf/scoring';
import { round } from '@wf/scoring/water';
import { answersWithTotal, seededRandom } from './ui.ts';

export function shownLitres(value: number): string {
  return round(value).toLocaleString('en-US', { maximumFractionDigits: 1 });
}

export function aboutLitres(value: number): string {
  const shown = shownLitres(value);
  return `about ${shown} ${shown === '1' ? 'litre' : 'litres'}`;
}

export function dayMonth(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short' });
}

/**
 * A household of three whose plan leads with a flush fix (seed 3: about 829 litres a day, 68
 * points, 19 actions), so the figures stay under 1,000 litres and every kind of action appears.
 */
export function familyAnswers(seed = 3): Responses {
  return { ...answersWithTotal(70, seededRandom(seed)), q1_householdSize: '3' };
}

/** The page's main text with whitespace collapsed, for sentence checks. */
export async function mainText(page: { locator(s: string): { innerText(): Promise<string> } }) {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}
