import type { Responses } from '@wf/scoring';
import { householdFootprint } from '@wf/scoring/household-footprint';
import { HISTORY_LIMIT } from '@wf/scoring/limits';
import {
  answeredAttempts,
  latestAnswered,
  type AnsweredAttempt,
  type FootprintBody,
} from './answers.ts';
import type { Deps } from './deps.ts';
import { householdMeasurements, membersWith } from './household.ts';

// One household, one figure (issue 27, item 5): the footprint every member of a household sees,
// from all members' latest answers (@wf/scoring/household-footprint), with the household's
// readings. It is "of" the household's latest attempt with answers, whoever made it, so a member
// who has not answered yet sees the family's figure too.

/** The household's answers now: its latest (shared uses), and each member's latest. */
export interface HouseholdAnswers {
  /** The household's latest attempt with answers, whoever made it. */
  latest: AnsweredAttempt;
  /** Each member who answered: their latest attempt with answers. */
  members: { profileId: number; attempt: AnsweredAttempt }[];
}

const newer = (a: AnsweredAttempt, b: AnsweredAttempt) =>
  b.createdAt > a.createdAt || (b.createdAt === a.createdAt && b.attemptId > a.attemptId);

/** The household's latest answers, null before any member answered. */
export function householdAnswers(deps: Deps, profileId: number): HouseholdAnswers | null {
  const members = membersWith(deps.store.db, profileId).flatMap((m) => {
    const attempt = latestAnswered(deps, m.id);
    return attempt ? [{ profileId: m.id, attempt }] : [];
  });
  if (members.length === 0) return null;
  const latest = members.map((m) => m.attempt).reduce((a, b) => (newer(a, b) ? b : a));
  return { latest, members };
}

/** The household's latest footprint as the profile's screens show it; null before any answer. */
export function householdLatestFootprint(deps: Deps, profileId: number): FootprintBody | null {
  return deps.store.cached(`household-footprint:${profileId}`, () => {
    const answers = householdAnswers(deps, profileId);
    if (!answers) return null;
    const { latest, members } = answers;
    const figures = householdFootprint(
      latest.responses,
      members.map((m) => m.attempt.responses),
      householdMeasurements(deps.store.db, profileId),
    );
    return { attemptId: latest.attemptId, createdAt: latest.createdAt, ...figures };
  });
}

/**
 * The household figure as of one of a member's attempts: that member's answers at it, with the
 * other members' latest answers made before it (shared uses from this attempt, the latest of
 * them). A member alone, or whose family had not answered yet, gets the attempt's own figure.
 */
function householdFigureAsOf(
  deps: Deps,
  profileId: number,
  attempt: AnsweredAttempt,
): FootprintBody & { attemptId: number; createdAt: string } {
  const others: Responses[] = membersWith(deps.store.db, profileId).flatMap((m) => {
    if (m.id === profileId) return [];
    const before = answeredAttempts(deps, m.id, HISTORY_LIMIT).find((a) => newer(a, attempt));
    return before ? [before.responses] : [];
  });
  if (others.length === 0) return attempt.footprint;
  const figures = householdFootprint(
    attempt.responses,
    [attempt.responses, ...others],
    householdMeasurements(deps.store.db, profileId),
  );
  return { attemptId: attempt.attemptId, createdAt: attempt.createdAt, ...figures };
}

/**
 * A member's attempts with answers, newest first, each with its household figure: the newest
 * carries the household's figure now (the family's later answers included), so the summary, the
 * history and the dashboard show the same number to every member; older ones the figure as of
 * that attempt (docs/households.md, "Per attempt").
 */
export function householdAttempts(deps: Deps, profileId: number, limit: number): AnsweredAttempt[] {
  return deps.store.cached(`household-attempts:${profileId}:${limit}`, () => {
    const own = answeredAttempts(deps, profileId, limit);
    const now = householdLatestFootprint(deps, profileId);
    return own.map((a, i) => {
      if (i === 0 && now) {
        const { attemptId: _of, createdAt: _at, ...figures } = now;
        return { ...a, footprint: { attemptId: a.attemptId, createdAt: a.createdAt, ...figures } };
      }
      return { ...a, footprint: householdFigureAsOf(deps, profileId, a) };
    });
  });
}
