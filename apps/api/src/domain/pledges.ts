import { and, desc, eq, inArray } from 'drizzle-orm';
import { pledges, profiles, type PledgeRow } from '@wf/db/schema';
import type { Responses } from '@wf/scoring';
import { householdSaving } from '@wf/scoring/household-footprint';
import {
  actionText,
  evaluatePledge,
  isPledgeable,
  pledgeProgress,
  pledgeableAnswers,
} from '@wf/scoring/water';
import type { z } from 'zod';
import { answeredAttempts, toAnswered } from './answers.ts';
import { recordOnBehalf } from './audit-log.ts';
import { householdMeasurements, membersWith } from './household.ts';
import { householdBefore } from './household-footprint.ts';
import { authorizeProfile, authorizeSelf } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import type { createPledgeSchema } from './water-schemas.ts';
import type { SessionProfile } from './sessions.ts';
import type { ReadDb, WriteScope } from './store.ts';

// "I will ..." pledges (issue 10): made on one's own latest answers, resolved at the next
// submission (resolveOpenPledges, inside the submission's write). Rules: docs/water-api.md.

export type CreatePledgeInput = z.output<typeof createPledgeSchema>;

/** A pledge as both transports answer it; `profileName` is its member's, who pledged it. */
export function toPledge(row: PledgeRow, profileName: string) {
  const { title, pledge } = actionText(row.questionKey, row.betterAnswer);
  return {
    id: row.id,
    questionKey: row.questionKey,
    betterAnswer: row.betterAnswer,
    status: row.status,
    progress: pledgeProgress(row.status, row.litresSavedPerDay),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    litresSavedPerDay: row.litresSavedPerDay,
    title,
    pledge,
    pledgedBy: { id: row.profileId, profileName },
  };
}

function nameOf(db: ReadDb, profileId: number): string {
  return (
    db
      .select({ profileName: profiles.profileName })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .get()?.profileName ?? ''
  );
}
export type Pledge = ReturnType<typeof toPledge>;

/**
 * The pledges board belongs to the household (issue 27, item 5): every member's pledges, newest
 * first, each saying who pledged it. A pledge is still resolved by its own member's answers.
 */
function pledgesOf(deps: Deps, profileId: number): Pledge[] {
  return deps.store.cached(`pledges:${profileId}`, () => {
    const members = membersWith(deps.store.db, profileId);
    const names = new Map(members.map((m) => [m.id, m.profileName]));
    return deps.store.db
      .select()
      .from(pledges)
      .where(
        inArray(
          pledges.profileId,
          members.map((m) => m.id),
        ),
      )
      .orderBy(desc(pledges.createdAt), desc(pledges.id))
      .all()
      .map((row) => toPledge(row, names.get(row.profileId)!));
  });
}

/**
 * The combined saving of the pledges the latest attempt with answers resolved as kept: the
 * model on the previous answers with every kept pledge's question moved to its new answer at
 * once (their separate savings overlap, so they are never summed), in the household's figure
 * as it was just before the attempt (issue 27, item 5: a member's shorter shower saves that
 * member's share of the home's bathing). 0 litres without an earlier attempt, as each pledge
 * then has no litres of its own.
 */
export function keptPledgesSaving(deps: Deps, profileId: number) {
  const [latest, previous] = answeredAttempts(deps, profileId, 2);
  const kept = latest
    ? pledgesResolvedBy(deps, profileId, latest.attemptId).filter((p) => p.status === 'kept')
    : [];
  if (!latest || !previous || kept.length === 0)
    return { count: kept.length, litresSavedPerDay: 0 };
  return deps.store.cached(`pledges:${profileId}:kept-saving:${latest.attemptId}`, () => {
    const home = householdBefore(
      deps.store.db,
      deps.store.statements,
      profileId,
      { id: latest.attemptId, createdAt: new Date(latest.createdAt) },
      {
        id: previous.attemptId,
        createdAt: new Date(previous.createdAt),
        responses: previous.responses,
      },
    );
    return {
      count: kept.length,
      litresSavedPerDay: householdSaving(
        home.latest,
        home.members,
        home.mine,
        kept.map(({ questionKey }) => ({ questionKey, answer: latest.responses[questionKey] })),
        householdMeasurements(deps.store.db, profileId),
      ),
    };
  });
}

/** The household's pledges, newest first: one's own family's, or anyone's for the administrator. */
export function listPledges(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeProfile(caller, userId);
  return { pledges: pledgesOf(deps, profileId), kept: keptPledgesSaving(deps, profileId) };
}

/** The pledges an attempt resolved (the summary celebrates the kept ones). */
export function pledgesResolvedBy(deps: Deps, profileId: number, attemptId: number): Pledge[] {
  return deps.store.cached(`pledges:${profileId}:resolved-by:${attemptId}`, () =>
    deps.store.db
      .select()
      .from(pledges)
      .where(and(eq(pledges.profileId, profileId), eq(pledges.resolvedScoreId, attemptId)))
      .orderBy(desc(pledges.createdAt), desc(pledges.id))
      .all()
      .map((row) => toPledge(row, nameOf(deps.store.db, profileId))),
  );
}

/**
 * Everyone, the administrator included, pledges only for themselves (as they submit only for
 * themselves). The pledged answer must be pledgeable from the latest answers (isPledgeable: one
 * the plan may move to and better than today's answer by the model, the rule the plan offers
 * from): a pledge that today's answers would already keep promises nothing.
 */
export function createPledge(deps: Deps, caller: SessionProfile, input: CreatePledgeInput) {
  const profileId = authorizeSelf(caller, input.userId);
  const { questionKey, betterAnswer } = input;
  const pledge = deps.store.write(({ db, statements }) => {
    // Read inside the write: the answers and the open pledges cannot change before the insert.
    const [row] = statements.answeredHistory.all({ profileId, limit: 1 });
    // The home's measured figures, as in the plan the resident pledges from: with a measured
    // shower, a bucket bath can save water where the model's default shower says it would not.
    const measurements = householdMeasurements(db, profileId);
    const latest = row ? toAnswered(row, measurements) : null;
    if (!latest) {
      throw errors.conflict(
        'Take the questionnaire first: a pledge promises a better answer than your latest one.',
      );
    }
    const current = latest.responses[questionKey];
    if (!isPledgeable(questionKey, betterAnswer, latest.responses, measurements)) {
      const choices = pledgeableAnswers(questionKey, latest.responses, measurements);
      throw errors.badRequest(
        `betterAnswer: '${betterAnswer}' is not a better answer than your latest answer '${current}'${listChoices(choices)}`,
        'betterAnswer',
      );
    }
    const open = statements.openPledges.all({ profileId });
    const same = open.find((p) => p.questionKey === questionKey);
    if (same) {
      throw errors.conflict(
        same.betterAnswer === betterAnswer
          ? 'You have already pledged this; it is checked at your next questionnaire.'
          : `You already have an open pledge for this question ('${same.betterAnswer}'); remove it first to pledge another answer.`,
        'questionKey',
      );
    }
    return db.insert(pledges).values({ profileId, questionKey, betterAnswer }).returning().get();
  });
  return { pledge: toPledge(pledge, nameOf(deps.store.db, profileId)) };
}

function listChoices(choices: string[]) {
  return choices.length === 0
    ? '; nothing to improve there.'
    : `; choose one of ${choices.map((o) => `'${o}'`).join(', ')}.`;
}

/** One's own pledges; the administrator may remove anyone's. */
export function removePledge(deps: Deps, caller: SessionProfile, id: number) {
  const profileId = deps.store.write(({ db }) => {
    const row = db.select().from(pledges).where(eq(pledges.id, id)).get();
    if (!row) throw errors.notFound('Pledge not found.');
    if (row.profileId !== caller.id && !caller.isAdmin) {
      throw errors.forbidden('You can only remove your own pledges.');
    }
    db.delete(pledges).where(eq(pledges.id, id)).run();
    recordOnBehalf(db, caller, row.profileId, `Pledge removed (${row.questionKey})`);
    return row.profileId;
  });
  return { success: true as const, profileId };
}

/**
 * At a submission, inside its write: every open pledge of the profile is kept or not kept by
 * the new answers, and credited with the litres its own answer's change saved the household
 * since the previous attempt with answers (householdBefore: a member alone, their own home's).
 * One indexed read when none is open (most submissions).
 */
export function resolveOpenPledges(
  { db, statements }: WriteScope,
  profileId: number,
  attempt: { id: number; responses: Responses; createdAt: Date },
): void {
  const open = statements.openPledges.all({ profileId });
  if (open.length === 0) return;
  const measurements = householdMeasurements(db, profileId);
  const previous = statements.answeredHistory
    .all({ profileId, limit: 2 })
    .filter((row) => row.id !== attempt.id)
    .map((row) => toAnswered(row, measurements))[0];
  const home = previous
    ? householdBefore(db, statements, profileId, attempt, {
        id: previous.attemptId,
        createdAt: new Date(previous.createdAt),
        responses: previous.responses,
      })
    : null;
  for (const pledge of open) {
    statements.resolvePledge.run({
      id: pledge.id,
      status: evaluatePledge(pledge, attempt.responses, measurements),
      resolvedAtMs: attempt.createdAt.getTime(),
      resolvedScoreId: attempt.id,
      litresSavedPerDay: home
        ? householdSaving(
            home.latest,
            home.members,
            home.mine,
            [{ questionKey: pledge.questionKey, answer: attempt.responses[pledge.questionKey] }],
            measurements,
          )
        : null,
    });
  }
}
