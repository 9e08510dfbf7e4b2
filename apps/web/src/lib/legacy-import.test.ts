import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '@wf/scoring';
import {
  LEGACY_HISTORY_PREFIX,
  dismissLegacyOffer,
  findLegacyKey,
  importSummary,
  isLegacyOfferDismissed,
  legacyBatches,
  markLegacyImported,
  normalizeLegacyEntry,
  readLegacyHistory,
} from './legacy-import';

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const NOW = Date.UTC(2025, 10, 21);
const answers = Object.fromEntries(QUESTIONS.map((q) => [q.key, q.options[0]!]));

describe('normalizeLegacyEntry', () => {
  it('keeps a valid entry, with its answers when they are a complete set', () => {
    expect(
      normalizeLegacyEntry(
        {
          score: 70,
          directScore: 50,
          indirectScore: 20,
          date: '2024-05-01T10:00:00Z',
          responses: answers,
        },
        NOW,
      ),
    ).toEqual({
      score: 70,
      directScore: 50,
      indirectScore: 20,
      date: '2024-05-01T10:00:00.000Z',
      responses: answers,
    });
  });

  it('drops incomplete answers but keeps the scores', () => {
    const entry = normalizeLegacyEntry(
      {
        score: 70,
        directScore: 50,
        indirectScore: 20,
        date: 1714557600000,
        responses: { q1_householdSize: '1' },
      },
      NOW,
    );
    expect(entry).toEqual({
      score: 70,
      directScore: 50,
      indirectScore: 20,
      date: '2024-05-01T10:00:00.000Z',
    });
  });

  it('accepts numeric strings and a missing total', () => {
    expect(
      normalizeLegacyEntry({ directScore: '50', indirectScore: '20', date: '2024-05-01' }, NOW)
        ?.score,
    ).toBe(70);
  });

  it('refuses what the server would refuse', () => {
    const base = { score: 70, directScore: 50, indirectScore: 20, date: '2024-05-01' };
    expect(normalizeLegacyEntry({ ...base, score: 71 }, NOW)).toBeNull();
    expect(normalizeLegacyEntry({ ...base, directScore: 50.5, score: 70.5 }, NOW)).toBeNull();
    expect(normalizeLegacyEntry({ ...base, directScore: -1, score: 19 }, NOW)).toBeNull();
    expect(normalizeLegacyEntry({ ...base, date: 'yesterday' }, NOW)).toBeNull();
    expect(normalizeLegacyEntry({ ...base, date: '1999-12-31' }, NOW)).toBeNull();
    expect(normalizeLegacyEntry({ ...base, date: '2030-01-01' }, NOW)).toBeNull();
    expect(normalizeLegacyEntry({ ...base, date: undefined }, NOW)).toBeNull();
    expect(normalizeLegacyEntry({ ...base, directScore: 100000, score: 100020 }, NOW)).toBeNull();
    expect(normalizeLegacyEntry(null, NOW)).toBeNull();
    expect(normalizeLegacyEntry('70', NOW)).toBeNull();
  });
});

describe('readLegacyHistory', () => {
  it('finds the email key (case-insensitively) and counts unreadable entries', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      `${LEGACY_HISTORY_PREFIX}Asha@Example.com`,
      JSON.stringify([
        { score: 70, directScore: 50, indirectScore: 20, date: '2024-05-01' },
        { score: 'x' },
      ]),
    );
    expect(findLegacyKey(storage, ' asha@example.COM ')).toBe(
      `${LEGACY_HISTORY_PREFIX}Asha@Example.com`,
    );
    const history = readLegacyHistory('asha@example.com', storage, NOW);
    expect(history?.entries).toHaveLength(1);
    expect(history?.unreadable).toBe(1);
    markLegacyImported(history!.key, storage);
    expect(readLegacyHistory('asha@example.com', storage, NOW)).toBeNull();
  });

  it('offers nothing for broken JSON, a non-list or a list without a usable entry', () => {
    const storage = new MemoryStorage();
    const key = `${LEGACY_HISTORY_PREFIX}a@b.c`;
    for (const raw of ['{', '{"score":1}', '[]', '[{"score":1}]']) {
      storage.setItem(key, raw);
      expect(readLegacyHistory('a@b.c', storage, NOW)).toBeNull();
    }
    expect(readLegacyHistory('a@b.c', null, NOW)).toBeNull();
  });

  it('remembers Not now per email for the browser session', () => {
    const session = new MemoryStorage();
    expect(isLegacyOfferDismissed('a@b.c', session)).toBe(false);
    dismissLegacyOffer('A@B.c', session);
    expect(isLegacyOfferDismissed('a@b.c', session)).toBe(true);
    expect(isLegacyOfferDismissed('x@b.c', session)).toBe(false);
  });
});

describe('batches and summary', () => {
  it('splits into calls of at most 500', () => {
    const batches = legacyBatches(Array.from({ length: 1201 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([500, 500, 201]);
    expect(legacyBatches([])).toEqual([]);
  });

  it('says how many were imported', () => {
    expect(importSummary({ imported: 3, skipped: 0, unreadable: 0 })).toBe(
      'Imported 3 earlier scores into your account.',
    );
    expect(importSummary({ imported: 1, skipped: 2, unreadable: 1 })).toBe(
      'Imported 1 earlier score into your account. 2 were already there. 1 could not be read and was left out.',
    );
  });
});
