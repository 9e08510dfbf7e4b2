import { QUESTIONS, type QuestionKey } from '@wf/scoring';
import { holdable, NOT_AVAILABLE, type Cell } from './table.ts';

/** Told about a resident whose part of an export could not be read; the export goes on. */
export type RowErrorHandler = (profileId: number, error: unknown) => void;

/** Every question cell of an attempt stored without its answers (spec section 9). */
export const NO_ANSWERS_MARKER = 'Legacy Data - Individual responses not available';

export interface ProfileFields {
  profileName: string;
  email: string;
  community: string;
  apartment: string;
}

/** Text as exported: an empty value is N/A (section 9: "Missing values are written as N/A"). */
export function textCell(value: unknown): Cell {
  return typeof value === 'string' && holdable(value).trim() !== '' ? value : NOT_AVAILABLE;
}

export function profileCells(p: ProfileFields): Cell[] {
  return [textCell(p.profileName), textCell(p.email), textCell(p.community), textCell(p.apartment)];
}

/**
 * Section 8: when part of one participant's data cannot be read, that part becomes zeros or N/A
 * and the export goes on. The function returned reads one part of this participant's data:
 * `read` is that part; `fallback` replaces it when it throws.
 */
export function guardFor(profileId: number, onRowError: RowErrorHandler) {
  return <T>(fallback: T, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      onRowError(profileId, error);
      return fallback;
    }
  };
}

/** A stored score or count; throws on anything else (text in an integer column, say). */
export function toScore(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`not a score: ${String(value)}`);
  }
  return value;
}

/** Best and rounded mean total of a resident's attempts (0 and 0 without any); throws if unreadable. */
export function bestAndAverage(best: unknown, average: unknown): [number, number] {
  return [best == null ? 0 : toScore(best), average == null ? 0 : Math.round(toScore(average))];
}

/** A stored millisecond timestamp; throws on anything else so the caller can fall back. */
export function toDate(value: unknown): Date {
  const date = new Date(typeof value === 'number' ? value : Number.NaN);
  if (Number.isNaN(date.getTime())) throw new Error(`not a timestamp: ${String(value)}`);
  return date;
}

export interface StoredAttempt {
  /** Set for attempts that came from the older local-only version (imported or migrated). */
  fromOlderVersion: unknown;
  /** The answers as stored (JSON text), or null for an attempt stored without them. */
  responses: string | null;
}

/** Where an attempt came from: this app's questionnaire, or imported from the older version. */
export type AttemptSource = 'Questionnaire' | 'Imported';

export function sourceOf(attempt: Pick<StoredAttempt, 'fromOlderVersion'>): AttemptSource {
  return attempt.fromOlderVersion === 1 || attempt.fromOlderVersion === true
    ? 'Imported'
    : 'Questionnaire';
}

/**
 * The answers of an attempt, or 'unanswered' for one stored without them (a score alone, as the
 * older version kept some). Answers are exported whenever they are stored, imported attempts
 * included. Throws on unreadable JSON. A key that is missing or not text is simply absent.
 */
export function answersOf(attempt: StoredAttempt): Map<QuestionKey, string> | 'unanswered' {
  if (attempt.responses === null) return 'unanswered';
  const parsed: unknown = JSON.parse(attempt.responses);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('responses are not an object');
  }
  const record = parsed as Record<string, unknown>;
  const answers = new Map<QuestionKey, string>();
  for (const { key } of QUESTIONS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') answers.set(key, value);
  }
  return answers;
}

/** Marks an imported score where the organiser reads the latest score (docs/households.md). */
export const IMPORTED_MARK = '*';
export const IMPORTED_NOTE =
  '* Imported from the earlier version of the app: the resident’s latest score, shown here and counted on no leaderboard.';

/**
 * The resident's latest score as the administrator's reports show it: the newest attempt's
 * total whatever its origin, "42*" when it was imported; 'N/A' without any attempt. Throws on
 * an unreadable score (the caller falls back).
 */
export function latestScoreCell(latestTotal: unknown, latestImported: unknown): string {
  if (latestTotal === null || latestTotal === undefined) return 'N/A';
  const total = String(toScore(latestTotal));
  return latestImported === 1 || latestImported === true ? `${total}${IMPORTED_MARK}` : total;
}
