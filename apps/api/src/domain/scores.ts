import { eq } from 'drizzle-orm';
import { households } from '@wf/db/schema';
import { scoreResponses, type Responses, type Scores } from '@wf/scoring';
import { HISTORY_LIMIT } from '@wf/scoring/limits';
import { definedFacts, type HomeFacts } from '@wf/scoring/water/home-facts';
import { authorizeProfile, authorizeSelf } from './authz.ts';
import type { Deps } from './deps.ts';
import type { WriteScope } from './store.ts';
import { errors } from './errors.ts';
import { resolveOpenPledges } from './pledges.ts';
import type { SessionProfile } from './sessions.ts';
import { assertSubmissionQuota } from './quotas.ts';

interface SubmitScoreInput {
  /** Whose attempt it is: only ever the caller's own, so at most their own id. */
  userId?: number | undefined;
  responses: Responses;
  totalScore?: number | undefined;
  directScore?: number | undefined;
  indirectScore?: number | undefined;
  /** The home facts given beside the questionnaire; left out, the household's stay as they are. */
  homeFacts?: HomeFacts | undefined;
}

type ScoreRow = Scores & { id: number; userId: number; createdAt: Date; isLegacy: boolean };

function toScoreRecord<T extends ScoreRow>(row: T) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Recomputes the scores from the answers; totals a client sent must agree with them. Resolves
 * after the attempt is committed (group commit: see writeBatched). Everyone, the administrator
 * included, submits only for themselves.
 */
export async function submitScore(deps: Deps, caller: SessionProfile, input: SubmitScoreInput) {
  const profileId = authorizeSelf(caller, input.userId);
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
    assertSubmissionQuota(tx, deps.limits.enabled, profileId);
    const inserted = tx.statements.insertScore.get({
      profileId,
      ...computed,
      responses,
      createdAt: new Date(),
    });
    refreshLatest(tx, profileId);
    // The facts describe the home, so they are the household's (as the detective's readings
    // are), written with the attempt: its figures and pledges below are judged with them.
    if (input.homeFacts !== undefined) saveHomeFacts(tx, profileId, input.homeFacts);
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
    isLegacy: row.fromOlderVersion,
    responses: row.responses,
  });
}

/**
 * Replaces the household's home facts (issue 27, item 4). A profile without a household (the
 * administrator) has no home to describe: its facts are not kept.
 */
function saveHomeFacts({ db, statements }: WriteScope, profileId: number, facts: HomeFacts) {
  const householdId = statements.profileById.get({ id: profileId })?.householdId ?? null;
  if (householdId === null) return;
  const given = definedFacts(facts);
  db.update(households)
    .set({ homeFacts: Object.keys(given).length > 0 ? given : null })
    .where(eq(households.id, householdId))
    .run();
}

/**
 * Copies a profile's latest attempt that counts on the boards onto the profile, inside the write
 * that changed its attempts: an imported score without answers never reaches the leaderboard.
 */
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

/** Which profile's attempts, and how many: the caller's own unless the administrator asks. */
interface HistoryQuery {
  userId?: number | undefined;
  limit?: number | undefined;
}

// A resident's history (up to the default length) and latest attempt are cached until the next
// write: the dashboard asks for them on every visit, and a write clears the cache.
export function scoreHistory(deps: Deps, caller: SessionProfile, query: HistoryQuery = {}) {
  const profileId = authorizeProfile(caller, query.userId);
  const limit = query.limit ?? HISTORY_LIMIT;
  const read = () => deps.store.statements.history.all({ profileId, limit }).map(toScoreRecord);
  return limit <= HISTORY_LIMIT ? deps.store.cached(`history:${profileId}:${limit}`, read) : read();
}

export function scoreHistoryWithResponses(
  deps: Deps,
  caller: SessionProfile,
  query: HistoryQuery = {},
) {
  const profileId = authorizeProfile(caller, query.userId);
  const limit = query.limit ?? HISTORY_LIMIT;
  return deps.store.statements.historyWithResponses.all({ profileId, limit }).map(toScoreRecord);
}

export function latestScore(deps: Deps, caller: SessionProfile, userId?: number) {
  const profileId = authorizeProfile(caller, userId);
  return deps.store.cached(`latest:${profileId}`, () => {
    const [row] = deps.store.statements.historyWithResponses.all({ profileId, limit: 1 });
    return row ? toScoreRecord(row) : null;
  });
}
