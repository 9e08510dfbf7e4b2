import { responsesSchema, type Responses } from '@wf/scoring';
import { householdFootprint, PERSONAL_QUESTIONS } from '@wf/scoring/household-footprint';
import { HISTORY_LIMIT } from '@wf/scoring/limits';
import {
  answeredAttempts,
  latestAnswered,
  type AnsweredAttempt,
  type FootprintBody,
} from './answers.ts';
import type { Deps } from './deps.ts';
import { householdMeasurements, membersWith } from './household.ts';
import type { ReadStatements } from './statements.ts';
import type { ReadDb } from './store.ts';

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
export function householdFigureAsOf(
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

const personal = new Set<string>(PERSONAL_QUESTIONS);

/** The answers of `responses` that `keep` accepts, by question key. */
const only = (responses: Responses, keep: (key: string) => boolean): Partial<Responses> =>
  Object.fromEntries(Object.entries(responses).filter(([key]) => keep(key)));

/** What the plan's what-if needs to work on the household's figure in the browser. */
export interface HouseholdWhatIf {
  /** The home's shared uses: the household's latest answers without anyone's own habits. */
  home: Partial<Responses>;
  /** Each other member who answered: only their own bathing and brushing, no name. */
  others: Partial<Responses>[];
}

/**
 * The what-if's household (issue 27, item 5): the resident's saved answers with a change are
 * seen in the home the family's answers describe, so its "now" is the figure every member sees.
 * Null when the resident is the only member who answered (their own answers are the home's).
 * Members already share the home's figure, its categories and each other's promises; the
 * other members' bathing and brushing answers are what the model needs for the home's bathing,
 * and they leave the server only to members (docs/households.md, "The plan's what-if").
 */
export function householdWhatIf(
  answers: HouseholdAnswers,
  profileId: number,
): HouseholdWhatIf | null {
  if (answers.members.length <= 1) return null;
  return {
    home: only(answers.latest.responses, (key) => !personal.has(key)),
    others: answers.members
      .filter((m) => m.profileId !== profileId)
      .map((m) => only(m.attempt.responses, (key) => personal.has(key))),
  };
}

/** The household just before one of a member's attempts (householdBefore). */
export interface HouseholdBefore {
  /** The home's latest answers then (its shared uses): the newest of `members`. */
  latest: Responses;
  /** The member's previous answers first, then each other member's latest made before it. */
  members: Responses[];
  /** The member's index in `members` (always 0). */
  mine: 0;
}

interface DatedAnswers {
  id: number;
  createdAt: Date;
  responses: Responses;
}

const earlier = (a: { id: number; createdAt: Date }, b: { id: number; createdAt: Date }) =>
  a.createdAt.getTime() < b.createdAt.getTime() ||
  (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id);

/**
 * The home a member's kept pledges are credited in (issue 27, items 2 and 5): the household as
 * it was just before `attempt`, with the member's `previous` answers and each other member's
 * latest answers made before the attempt (among their last HISTORY_LIMIT with answers). The
 * pledges' changes are then the model's on the household's figure, never summed. Works inside
 * a write (the submission resolving its pledges) and outside it (the summary's kept saving).
 */
export function householdBefore(
  db: ReadDb,
  statements: Pick<ReadStatements, 'answeredHistory'>,
  profileId: number,
  attempt: { id: number; createdAt: Date },
  previous: DatedAnswers,
): HouseholdBefore {
  const entries: DatedAnswers[] = [previous];
  for (const member of membersWith(db, profileId)) {
    if (member.id === profileId) continue;
    for (const row of statements.answeredHistory.all({
      profileId: member.id,
      limit: HISTORY_LIMIT,
    })) {
      if (!earlier(row, attempt)) continue;
      const parsed = responsesSchema.safeParse(row.responses);
      if (!parsed.success) continue;
      entries.push({ id: row.id, createdAt: row.createdAt, responses: parsed.data });
      break;
    }
  }
  const latest = entries.reduce((a, b) => (earlier(a, b) ? b : a));
  return { latest: latest.responses, members: entries.map((e) => e.responses), mine: 0 };
}
