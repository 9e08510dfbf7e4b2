// The playful parts of the Kids Corner (issue 12): how each sticker looks, the kids' quiz and the
// water detective's steps. Their words are in the 'kids' catalogues; this file holds what is not
// language (pictures, right answers, which input a step asks for).

import type { StickerKey } from '@wf/scoring/kids';
import type { DetectiveStep, ReadingBounds } from '@wf/scoring/water/detective-bounds';
import { READING_BOUNDS } from '@wf/scoring/water/detective-bounds';

export const STICKER_ICONS: Record<StickerKey, string> = {
  'mission-water-hero': '🦸',
  'mission-water-detective': '🔎',
  'mission-water-song': '🎶',
  quiz: '⭐',
  'detective-shower': '🚿',
  'detective-tap': '🚰',
  'detective-bucket': '🪣',
  'detective-ro': '🧪',
  'detective-flush': '🚽',
  'detective-drips': '💧',
};

export const QUIZ_OPTIONS = ['a', 'b', 'c'] as const;
export type QuizOption = (typeof QUIZ_OPTIONS)[number];

/** The kids' quiz: its questions (catalogue keys quiz.q1 ...) and each right answer. */
export const QUIZ: readonly { id: 'q1' | 'q2' | 'q3' | 'q4'; answer: QuizOption }[] = [
  { id: 'q1', answer: 'c' },
  { id: 'q2', answer: 'a' },
  { id: 'q3', answer: 'b' },
  { id: 'q4', answer: 'a' },
];

/** The detective's steps, in the order a family does them, with what each asks for. */
export type StepInput =
  { kind: 'number'; field: keyof typeof READING_BOUNDS; bounds: ReadingBounds } | { kind: 'flush' };

export const DETECTIVE_PLAN: readonly { step: DetectiveStep; icon: string; input: StepInput }[] = [
  { step: 'shower', icon: '🚿', input: numberInput('litresIn10Seconds') },
  { step: 'tap', icon: '🚰', input: numberInput('secondsToFillOneLitre') },
  { step: 'bucket', icon: '🪣', input: numberInput('bucketLitres') },
  { step: 'ro', icon: '🧪', input: numberInput('rejectLitres') },
  { step: 'flush', icon: '🚽', input: { kind: 'flush' } },
  { step: 'drips', icon: '💧', input: numberInput('dripsPerMinute') },
];

function numberInput(field: keyof typeof READING_BOUNDS): StepInput {
  return { kind: 'number', field, bounds: READING_BOUNDS[field] };
}
