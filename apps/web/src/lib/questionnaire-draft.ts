// A questionnaire in progress, kept in this tab's sessionStorage so that the phone's Back button,
// a reload or a look at the tips does not throw half an hour of answers away. One draft per user,
// so people sharing a family device never see each other's answers; removed when the answers are
// submitted and at logout.
import { PAGE_SIZES, QUESTIONS, questionsOnPage } from '@wf/scoring';
import type { Page, QuestionKey } from '@wf/scoring';
import { QUESTIONNAIRE_DRAFT_PREFIX as PREFIX } from './session';

export type Answers = Partial<Record<QuestionKey, string>>;

export interface Draft {
  page: Page;
  answers: Answers;
}

const PAGES = PAGE_SIZES.map((_, i) => (i + 1) as Page);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the questionnaire still works, without the safety net
  }
}

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

/**
 * The draft as it was left, or null. Its page is never past the first page that still has an
 * unanswered question: movement stays forward only, through complete pages.
 */
export function readDraft(userId: number): Draft | null {
  try {
    const raw = storage()?.getItem(PREFIX + userId);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || !('answers' in parsed)) return null;
    const answers = validAnswers(parsed.answers);
    const saved = 'page' in parsed ? PAGES.find((p) => p === parsed.page) : undefined;
    const open = PAGES.find((p) => questionsOnPage(p).some((q) => !answers[q.key]));
    const page = Math.min(saved ?? 1, open ?? PAGES.length) as Page;
    return { page, answers };
  } catch {
    return null;
  }
}

export function writeDraft(userId: number, draft: Draft): void {
  try {
    storage()?.setItem(PREFIX + userId, JSON.stringify(draft));
  } catch {
    // quota or disabled storage: nothing to keep then
  }
}

export function clearDraft(userId: number): void {
  try {
    storage()?.removeItem(PREFIX + userId);
  } catch {
    // ignore
  }
}
