import { scoreResponses, type Responses } from '@wf/scoring';
import type { Deps } from './deps.ts';
import type { WriteScope } from './store.ts';
import { errors } from './errors.ts';
import { resolveOpenPledges } from './pledges.ts';

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

/**
 * Recomputes the scores from the answers; totals a client sent must agree with them. Resolves
 * after the attempt is committed (group commit: see writeBatched).
 */
export async function submitScore(deps: Deps, profileId: number, input: SubmitScoreInput) {
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
  const row = await deps.store.writeBatched((tx) => {
    const inserted = tx.statements.insertScore.get({
      profileId,
      ...computed,
      responses,
      createdAt: new Date(),
    });
    refreshLatest(tx, profileId);
    // In the same write: a pledge is never left open by an attempt that answered it.
    resolveOpenPledges(tx, profileId, { ...inserted, responses });
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

/** Copies a profile's latest attempt onto the profile, inside the write that changed its attempts. */
export function refreshLatest({ statements }: WriteScope, profileId: number): void {
  const latest = statements.latestOfProfile.get({ profileId });
  statements.setLatest.run({
    id: profileId,
    waterScore: latest?.totalScore ?? 0,
    directWaterScore: latest?.directScore ?? 0,
    indirectWaterScore: latest?.indirectScore ?? 0,
    latestScoreAtMs: latest ? latest.createdAt.getTime() : null,
  });
}

export const DEFAULT_HISTORY_LIMIT = 50;

// A resident's history (up to the default length) and latest attempt are cached until the next
// write: the dashboard asks for them on every visit, and a write clears the cache.
export function scoreHistory(deps: Deps, profileId: number, limit = DEFAULT_HISTORY_LIMIT) {
  const read = () => deps.store.statements.history.all({ profileId, limit }).map(toScoreRecord);
  return limit <= DEFAULT_HISTORY_LIMIT
    ? deps.store.cached(`history:${profileId}:${limit}`, read)
    : read();
}

export function scoreHistoryWithResponses(
  deps: Deps,
  profileId: number,
  limit = DEFAULT_HISTORY_LIMIT,
) {
  return deps.store.statements.historyWithResponses.all({ profileId, limit }).map(toScoreRecord);
}

export function latestScore(deps: Deps, profileId: number) {
  return deps.store.cached(`latest:${profileId}`, () => {
    const [row] = deps.store.statements.historyWithResponses.all({ profileId, limit: 1 });
    return row ? toScoreRecord(row) : null;
  });
}
