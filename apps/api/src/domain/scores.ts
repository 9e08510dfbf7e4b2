import { scoreResponses, type Responses } from '@wf/scoring';
import { cached, writeBatched, type Deps } from './deps.ts';
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
  const row = await writeBatched(deps, () => {
    const inserted = deps.statements.insertScore.get({
      profileId,
      ...computed,
      responses,
      createdAt: new Date(),
    });
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
  const latest = deps.statements.latestOfProfile.get({ profileId });
  deps.statements.setLatest.run({
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
  const read = () => deps.statements.history.all({ profileId, limit }).map(toScoreRecord);
  return limit <= DEFAULT_HISTORY_LIMIT
    ? cached(deps, `history:${profileId}:${limit}`, read)
    : read();
}

export function scoreHistoryWithResponses(
  deps: Deps,
  profileId: number,
  limit = DEFAULT_HISTORY_LIMIT,
) {
  return deps.statements.historyWithResponses.all({ profileId, limit }).map(toScoreRecord);
}

export function latestScore(deps: Deps, profileId: number) {
  return cached(deps, `latest:${profileId}`, () => {
    const [row] = deps.statements.historyWithResponses.all({ profileId, limit: 1 });
    return row ? toScoreRecord(row) : null;
  });
}
