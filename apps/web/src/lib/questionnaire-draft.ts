// Answers of a questionnaire in progress, kept in this tab's sessionStorage so that the phone's
// Back button, a reload or a look at the tips does not throw them away. One draft per user, so
// people sharing a family device never see each other's answers; removed when the answers are
// submitted and at logout. The answers and the home facts the resident changed (issue 27: a
// reload kept the answers but dropped "we wash by hand"), nothing else: the questionnaire still
// opens on page 1 (the spec's flow), with them filled in, and CONTINUE takes the user back to
// where they were.
import { QUESTIONS } from '@wf/scoring';
import type { QuestionKey } from '@wf/scoring';
import { HOME_FACT_KEYS, HOME_FACT_OPTIONS } from '@wf/scoring/water/home-fact-options';
import type { HomeFacts } from '@wf/scoring/water/home-facts';
import { QUESTIONNAIRE_DRAFT_PREFIX as PREFIX } from './session';
import { sessionStore } from './storage';

export type Answers = Partial<Record<QuestionKey, string>>;

/** Keeps only answers that are still one of their question's options. */
export function validAnswers(responses: unknown): Answers {
  if (!responses || typeof responses !== 'object') return {};
  const source = responses as Record<string, unknown>;
  const answers: Answers = {};
  for (const q of QUESTIONS) {
    const value = source[q.key];
    if (typeof value === 'string' && q.options.includes(value)) answers[q.key] = value;
  }
  return answers;
}

/** Keeps only home facts that are still one of their options. */
export function validFacts(facts: unknown): HomeFacts {
  if (!facts || typeof facts !== 'object') return {};
  const source = facts as Record<string, unknown>;
  const kept: Record<string, string> = {};
  for (const key of HOME_FACT_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && (HOME_FACT_OPTIONS[key] as readonly string[]).includes(value))
      kept[key] = value;
  }
  return kept as HomeFacts;
}

export interface Draft {
  answers: Answers;
  /** The facts the resident changed in this attempt; null while untouched (nothing to send). */
  homeFacts: HomeFacts | null;
}

/**
 * The draft as it was left, or null. A draft written before home facts were kept is the answers
 * alone, and still reads.
 */
export function readDraft(userId: number): Draft | null {
  try {
    const raw = sessionStore()?.getItem(PREFIX + userId);
    if (!raw) return null;
    const stored = JSON.parse(raw) as unknown;
    if (stored && typeof stored === 'object' && 'answers' in stored) {
      const { answers, homeFacts } = stored as { answers: unknown; homeFacts?: unknown };
      return {
        answers: validAnswers(answers),
        homeFacts: homeFacts ? validFacts(homeFacts) : null,
      };
    }
    return { answers: validAnswers(stored), homeFacts: null };
  } catch {
    return null;
  }
}

export function writeDraft(userId: number, draft: Draft): void {
  try {
    sessionStore()?.setItem(PREFIX + userId, JSON.stringify(draft));
  } catch {
    // quota or disabled storage: nothing to keep then
  }
}

export function clearDraft(userId: number): void {
  try {
    sessionStore()?.removeItem(PREFIX + userId);
  } catch {
    // ignore
  }
}
