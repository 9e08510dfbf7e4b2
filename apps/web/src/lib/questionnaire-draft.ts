// Answers of a questionnaire in progress, kept in this tab's sessionStorage so that the phone's
// Back button, a reload or a look at the tips does not throw them away. One draft per user, so
// people sharing a family device never see each other's answers; removed when the answers are
// submitted and at logout. Only the answers: the questionnaire still opens on page 1 (the spec's
// flow), with them filled in, and CONTINUE takes the user back to where they were.
import { QUESTIONS } from '@wf/scoring';
import type { QuestionKey } from '@wf/scoring';
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

/** The answers as they were left, or null. */
export function readDraft(userId: number): Answers | null {
  try {
    const raw = sessionStore()?.getItem(PREFIX + userId);
    return raw ? validAnswers(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: number, answers: Answers): void {
  try {
    sessionStore()?.setItem(PREFIX + userId, JSON.stringify(answers));
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
