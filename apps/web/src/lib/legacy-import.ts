// Issue 5, part 3: score history kept in the browser by the older local-only version of the app.
// It lived in localStorage under LEGACY_HISTORY_PREFIX + the resident's email, as a JSON list of
// { score, directScore, indirectScore, date, responses? }. After login the dashboard offers, once,
// to import it into the account (scores.importEarlierHistory); the key is removed after a successful
// import so it is never offered twice (the server also skips attempts it already has).
import { QUESTION_KEYS, responsesSchema } from '@wf/scoring';
import type { Responses } from '@wf/scoring';
import { EARLIER_HISTORY_BATCH_SIZE, earlierEntrySchema } from '@wf/scoring/earlier-history';
import { findLegacyKey } from './legacy-import-key';
import { localStore, type StorageLike } from './storage';

export {
  LEGACY_DISMISSED_PREFIX,
  LEGACY_HISTORY_PREFIX,
  dismissLegacyOffer,
  findLegacyKey,
  isLegacyOfferDismissed,
  legacyHistoryKey,
} from './legacy-import-key';

export interface LegacyEntry {
  score: number;
  directScore: number;
  indirectScore: number;
  /** ISO 8601. */
  date: string;
  responses?: Responses;
}

export interface LegacyHistory {
  /** The localStorage key it was found under. */
  key: string;
  /** The entries the server will accept. */
  entries: LegacyEntry[];
  /** Entries that could not be read (broken or impossible values); they are left out. */
  unreadable: number;
}

/** The old version sometimes kept numbers as text. */
function numeric(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}

/** A complete, valid answer set kept from the stored answers, or undefined. */
function readResponses(value: unknown): Responses | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const source = value as Record<string, unknown>;
  const picked = Object.fromEntries(QUESTION_KEYS.map((key) => [key, source[key]]));
  const parsed = responsesSchema.safeParse(picked);
  return parsed.success ? (parsed.data as Responses) : undefined;
}

/**
 * One stored attempt as the server accepts it, or null when it cannot be: the server's own
 * entry schema decides (scores whole, within what the questionnaire can give, adding up; a real
 * moment from 2000 to now). Answers are kept only when they are a complete, valid set
 * (otherwise the attempt is imported with its scores alone).
 */
export function normalizeLegacyEntry(value: unknown, now = Date.now()): LegacyEntry | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const directScore = numeric(raw.directScore);
  const indirectScore = numeric(raw.indirectScore);
  const score =
    raw.score === undefined && typeof directScore === 'number' && typeof indirectScore === 'number'
      ? directScore + indirectScore
      : numeric(raw.score);
  const parsed = earlierEntrySchema(() => now).safeParse({
    score,
    directScore,
    indirectScore,
    date: raw.date ?? raw.createdAt,
  });
  if (!parsed.success) return null;
  const entry: LegacyEntry = {
    score: parsed.data.score,
    directScore: parsed.data.directScore,
    indirectScore: parsed.data.indirectScore,
    date: parsed.data.date.toISOString(),
  };
  const responses = readResponses(raw.responses);
  if (responses) entry.responses = responses;
  return entry;
}

/** The old history of this email on this device, or null when there is nothing to import. */
export function readLegacyHistory(
  email: string,
  storage: StorageLike | null = localStore(),
  now = Date.now(),
): LegacyHistory | null {
  const key = findLegacyKey(storage, email);
  if (!storage || key === null) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const entries: LegacyEntry[] = [];
  let unreadable = 0;
  for (const item of parsed) {
    const entry = normalizeLegacyEntry(item, now);
    if (entry) entries.push(entry);
    else unreadable += 1;
  }
  return entries.length > 0 ? { key, entries, unreadable } : null;
}

/** After a successful import: the old copy goes, so the offer never comes back. */
export function markLegacyImported(key: string, storage: StorageLike | null = localStore()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage refused: the next offer imports nothing new (the server skips what it has).
  }
}

/** Splits the entries into calls the server accepts. */
export function legacyBatches<T>(entries: readonly T[], size = EARLIER_HISTORY_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < entries.length; i += size) out.push(entries.slice(i, i + size));
  return out;
}

/** What the resident is told after an import. */
export function importSummary({
  imported,
  skipped,
  unreadable,
}: {
  imported: number;
  skipped: number;
  unreadable: number;
}): string {
  const scores = (n: number) => `${n} earlier ${n === 1 ? 'score' : 'scores'}`;
  const parts = [`Imported ${scores(imported)} into your account.`];
  if (skipped > 0) {
    parts.push(`${skipped} ${skipped === 1 ? 'was' : 'were'} already there.`);
  }
  if (unreadable > 0) {
    parts.push(
      `${unreadable} could not be read and ${unreadable === 1 ? 'was' : 'were'} left out.`,
    );
  }
  return parts.join(' ');
}
