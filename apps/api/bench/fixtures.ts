// Data for the benchmark and the proof tests (crash, concurrency, backup): valid answer sets
// drawn from the one questionnaire definition, and a bulk seeder that keeps every profile's
// latest-score columns in step with its attempts, as domain/scores.ts refreshLatest does.
import { scoreResponses, type Responses } from '@wf/scoring';
import { answerSetStream } from '@wf/scoring/arbitraries';
import { profileNameKey } from '@wf/scoring/accounts';
import { seededRandom } from '@wf/scoring/random';
import type { SqliteHandle } from '@wf/db/client';

/**
 * A valid submission body with the totals the server will compute (so it must agree); answer
 * sets come from @wf/scoring/arbitraries, seeded when `answers` is a seeded stream.
 */
export function submissionBody(
  answers: () => Responses = answerSetStream(Math.floor(Math.random() * 2 ** 31)),
) {
  const responses = answers();
  return { responses, ...scoreResponses(responses) };
}

export interface SeedOptions {
  residents: number;
  attempts: number;
  /** The argon2 hash every seeded resident gets (hashing 10,000 passwords would take minutes). */
  passwordHash: string;
  /** Attempts given to resident 1 (the benchmark's logged-in resident), so history has 50 rows. */
  firstResidentAttempts?: number;
  /** Share of residents left without any attempt (they count in stats, not in the leaderboard). */
  withoutAttempts?: number;
  seed?: number;
}

export const seededEmail = (n: number) => `resident${n}@bench.example`;
export const seededName = (n: number) => `Resident ${n}`;

/**
 * Inserts residents and attempts with prepared statements in one transaction, then copies each
 * resident's latest attempt onto the profile. Returns the profile ids in resident order.
 */
export function seedResidents(sqlite: SqliteHandle, options: SeedOptions): number[] {
  const random = seededRandom(options.seed ?? 42);
  const answers = answerSetStream(options.seed ?? 42);
  const firstAttempts = Math.min(options.firstResidentAttempts ?? 200, options.attempts);
  const active = Math.max(
    1,
    Math.round(options.residents * (1 - (options.withoutAttempts ?? 0.05))),
  );
  // A pool of answer sets is enough variety; each one is valid and scored by the real scorer.
  const pool = Array.from({ length: 2000 }, () => {
    const responses = answers();
    return { json: JSON.stringify(responses), ...scoreResponses(responses) };
  });
  const insertProfile = sqlite.prepare(
    `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment, apartment_community_name, created_at)
     values (@name, @key, @email, @passwordHash, @apartment, @community, @createdAt)`,
  );
  const insertScore = sqlite.prepare(
    `insert into scores (profile_id, total_score, direct_score, indirect_score, responses, is_legacy, created_at)
     values (?, ?, ?, ?, ?, 0, ?)`,
  );
  const setLatest = sqlite.prepare(
    `update profiles set water_score = ?, direct_water_score = ?, indirect_water_score = ?, latest_score_at = ?
     where id = ?`,
  );
  const year = 365 * 24 * 3600 * 1000;
  const start = Date.now() - year;
  return sqlite
    .transaction(() => {
      const ids: number[] = [];
      for (let n = 1; n <= options.residents; n++) {
        const info = insertProfile.run({
          name: seededName(n),
          key: profileNameKey(seededName(n)),
          email: seededEmail(n),
          passwordHash: options.passwordHash,
          apartment: `${String.fromCharCode(65 + (n % 6))}-${100 + (n % 400)}`,
          community: `Community ${1 + (n % 5)}`,
          createdAt: start - 1000 * n,
        });
        ids.push(Number(info.lastInsertRowid));
      }
      // Attempt owners: resident 1 gets `firstAttempts`, the rest go to random active residents.
      const owners: number[] = new Array<number>(firstAttempts).fill(0);
      for (let i = firstAttempts; i < options.attempts; i++) {
        owners.push(1 + Math.floor(random() * Math.max(1, active - 1)));
      }
      const latest = new Map<number, { at: number; pick: (typeof pool)[number] }>();
      owners.forEach((owner, i) => {
        const profileId = ids[owner] ?? ids[0]!;
        // Increasing times: an attempt inserted later is also later in time.
        const at = start + Math.floor((i / owners.length) * year);
        const pick = pool[Math.floor(random() * pool.length)]!;
        insertScore.run(
          profileId,
          pick.totalScore,
          pick.directScore,
          pick.indirectScore,
          pick.json,
          at,
        );
        latest.set(profileId, { at, pick });
      });
      for (const [profileId, { at, pick }] of latest) {
        setLatest.run(pick.totalScore, pick.directScore, pick.indirectScore, at, profileId);
      }
      return ids;
    })
    .immediate();
}
