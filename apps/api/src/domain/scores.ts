import { desc, eq } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import { scoreResponses, type Responses } from '@wf/scoring';
import { write, type Deps } from './deps.ts';
import { errors } from './errors.ts';

export interface SubmitScoreInput {
  responses: Responses;
  totalScore?: number | undefined;
  directScore?: number | undefined;
  indirectScore?: number | undefined;
}

type ScoreRow = {
  id: number;
  userId: number;
  totalScore: number;
  directScore: number;
  indirectScore: number;
  createdAt: Date;
  isLegacy: boolean;
};

export function toScoreRecord<T extends ScoreRow>(row: T) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Recomputes the scores from the answers; totals a client sent must agree with them. */
export function submitScore(deps: Deps, profileId: number, input: SubmitScoreInput) {
  const { responses } = input;
  const computed = scoreResponses(responses);
  const sent = {
    directScore: input.directScore,
    indirectScore: input.indirectScore,
    totalScore: input.totalScore,
  };
  const disagree = (Object.keys(sent) as (keyof typeof sent)[]).filter(
    (k) => sent[k] !== undefined && sent[k] !== computed[k],
  );
  if (disagree.length > 0) {
    throw errors.badRequest(
      `The scores do not match the answers: expected directScore ${computed.directScore}, indirectScore ${computed.indirectScore} and totalScore ${computed.totalScore}.`,
      disagree[0],
    );
  }
  const row = write(deps, () => {
    const inserted = deps.db
      .insert(scores)
      .values({ profileId, ...computed, responses, createdAt: new Date() })
      .returning()
      .get();
    refreshLatest(deps, profileId);
    return inserted;
  });
  return toScoreRecord({
    id: row.id,
    userId: row.profileId,
    totalScore: row.totalScore,
    directScore: row.directScore,
    indirectScore: row.indirectScore,
    createdAt: row.createdAt,
    isLegacy: row.isLegacy,
    responses: row.responses,
  });
}

/** Copies a profile's latest attempt onto the profile (call inside the write transaction). */
export function refreshLatest(deps: Deps, profileId: number): void {
  const latest = deps.db
    .select()
    .from(scores)
    .where(eq(scores.profileId, profileId))
    .orderBy(desc(scores.createdAt), desc(scores.id))
    .limit(1)
    .get();
  deps.db
    .update(profiles)
    .set({
      waterScore: latest?.totalScore ?? 0,
      directWaterScore: latest?.directScore ?? 0,
      indirectWaterScore: latest?.indirectScore ?? 0,
      latestScoreAt: latest?.createdAt ?? null,
    })
    .where(eq(profiles.id, profileId))
    .run();
}

export const DEFAULT_HISTORY_LIMIT = 50;

export function scoreHistory(deps: Deps, profileId: number, limit = DEFAULT_HISTORY_LIMIT) {
  return deps.statements.history.all({ profileId, limit }).map(toScoreRecord);
}

export function scoreHistoryWithResponses(deps: Deps, profileId: number, limit = DEFAULT_HISTORY_LIMIT) {
  return deps.statements.historyWithResponses.all({ profileId, limit }).map(toScoreRecord);
}

export function latestScore(deps: Deps, profileId: number) {
  const [row] = deps.statements.historyWithResponses.all({ profileId, limit: 1 });
  return row ? toScoreRecord(row) : null;
}
