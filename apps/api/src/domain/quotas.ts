import { and, count, eq, gt, min } from 'drizzle-orm';
import { scores } from '@wf/db/schema';
import { LIMIT_MESSAGES, SUBMISSIONS_PER_HOUR } from '@wf/scoring/rate-limits';
import type { WriteScope } from './store.ts';
import { errors } from './errors.ts';
import { pleaseWait } from './rate-limit.ts';

// Write quotas (issue 14, item 3): one resident wrote 2,500 attempts (3.3 MiB) in half a second.
// Both are counted in the database, inside the write transaction, so they hold across restarts
// and under concurrent requests.

/** Imported attempts an account can hold in total: one full import of the older version. */
export const LEGACY_ATTEMPTS_PER_PROFILE = 500;
const HOUR = 60 * 60 * 1000;

/** Call inside the submission's write transaction. Off with RATE_LIMITS=off (benchmarks, tests). */
export function assertSubmissionQuota(
  tx: WriteScope,
  enabled: boolean,
  profileId: number,
  now = Date.now(),
): void {
  if (!enabled) return;
  const since = new Date(now - HOUR);
  const row = tx.db
    .select({ n: count(), oldest: min(scores.createdAt) })
    .from(scores)
    .where(
      and(
        eq(scores.profileId, profileId),
        eq(scores.fromOlderVersion, false),
        gt(scores.createdAt, since),
      ),
    )
    .get();
  if ((row?.n ?? 0) < SUBMISSIONS_PER_HOUR) return;
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
  throw pleaseWait(
    LIMIT_MESSAGES.submissions,
    Math.max(1, Math.ceil((oldest + HOUR - now) / 1000)),
  );
}

/** Call inside the import's write transaction, with the number of attempts it would add. */
export function assertLegacyQuota(tx: WriteScope, profileId: number, adding: number): void {
  if (adding === 0) return;
  const held =
    tx.db
      .select({ n: count() })
      .from(scores)
      .where(and(eq(scores.profileId, profileId), eq(scores.fromOlderVersion, true)))
      .get()?.n ?? 0;
  if (held + adding <= LEGACY_ATTEMPTS_PER_PROFILE) return;
  throw errors.conflict(
    `An account can hold at most ${LEGACY_ATTEMPTS_PER_PROFILE} imported attempts. This one has ${held}, and this import would add ${adding}.`,
    'entries',
  );
}
