import { QUESTION_KEYS, scoreResponses, type Responses } from '@wf/scoring';
import { HISTORY_LIMIT } from '@wf/scoring/limits';
import {
  actionPlan,
  combinedActions,
  COMBINED_ACTIONS,
  compareFootprints,
  footprint,
  type Action,
  type Assessment,
} from '@wf/scoring/water';
import {
  householdFootprint,
  householdSaving,
  householdWithChanges,
} from '@wf/scoring/household-footprint';
import { type AnsweredAttempt } from './answers.ts';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import { householdMeasurements } from './household.ts';
import {
  householdAnswers,
  householdAttempts,
  householdLatestFootprint,
  householdWhatIf,
} from './household-footprint.ts';
import { keptPledgesSaving, pledgesResolvedBy } from './pledges.ts';
import type { SessionProfile } from './sessions.ts';

// Litres from a profile's answers (issue 10): the latest footprint, the summary's "since last
// time", the action plan and litres over time. Reads only; anyone's for the administrator.

/**
 * The household's latest footprint, from all its members' latest answers: the same figure for
 * every member (issue 27, item 5; household-footprint.ts); null before any answer.
 */
export function latestFootprint(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  return { footprint: householdLatestFootprint(deps, authorizeProfile(caller, userId)) };
}

function attemptSummary(a: AnsweredAttempt) {
  return {
    attemptId: a.attemptId,
    createdAt: a.createdAt,
    totalScore: a.totalScore,
    directScore: a.directScore,
    indirectScore: a.indirectScore,
    footprint: a.footprint,
  };
}

// Points as they were stored (and shown in the history), litres from the model.
const assessment = (a: AnsweredAttempt): Assessment => ({
  footprint: a.footprint,
  scores: { totalScore: a.totalScore, directScore: a.directScore, indirectScore: a.indirectScore },
});

/**
 * The score summary's litres: the latest and previous attempts with answers, the change
 * between them, and the pledges the latest attempt resolved.
 */
export function waterSummary(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeProfile(caller, userId);
  // The household's figures (issue 27, item 5): the same litres as the dashboard's.
  const [latest, previous] = householdAttempts(deps, profileId, 2);
  return {
    latest: latest ? attemptSummary(latest) : null,
    previous: previous ? attemptSummary(previous) : null,
    change: latest && previous ? compareFootprints(assessment(previous), assessment(latest)) : null,
    resolvedPledges: latest ? pledgesResolvedBy(deps, profileId, latest.attemptId) : [],
    keptPledges: keptPledgesSaving(deps, profileId),
  };
}

/**
 * The what-if: litres and points of answers that are not saved, in the caller's home. In a
 * family the litres are the household's (issue 27, item 5): the answers that differ from the
 * caller's latest saved ones are changed in the home the family's answers describe (a shared use
 * in the home's answers, one's own habits in one's own share), as the plan's what-if does; the
 * caller's saved answers sent back give GET /api/footprint's figure. Points stay the caller's.
 */
export function previewFootprint(
  deps: Deps,
  caller: SessionProfile,
  input: { responses: Responses },
) {
  const { responses } = input;
  const measurements = householdMeasurements(deps.store.db, caller.id);
  const household = householdAnswers(deps, caller.id);
  const mine = household?.members.findIndex((m) => m.profileId === caller.id) ?? -1;
  const saved = mine >= 0 ? household!.members[mine]!.attempt.responses : null;
  const changes = QUESTION_KEYS.filter((key) => responses[key] !== saved?.[key]).map(
    (questionKey) => ({ questionKey, answer: responses[questionKey] }),
  );
  const figures = !household
    ? footprint(responses, measurements)
    : saved
      ? householdWithChanges(
          household.latest.responses,
          household.members.map((m) => m.attempt.responses),
          mine,
          changes,
          measurements,
          footprint,
        )
      : // Not answered yet: as if these were the caller's first answers, given now.
        householdFootprint(
          responses,
          [responses, ...household.members.map((m) => m.attempt.responses)],
          measurements,
        );
  return {
    footprint: { attemptId: null, createdAt: null, ...figures },
    scores: scoreResponses(responses),
  };
}

/**
 * The personal action plan of the latest attempt with answers, and what its first five save
 * together; empty before any.
 */
export function waterActions(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeProfile(caller, userId);
  const household = householdAnswers(deps, profileId);
  const mine = household?.members.findIndex((m) => m.profileId === profileId) ?? -1;
  if (!household || mine < 0) {
    return { actions: [], combined: { count: 0, litresSavedPerDay: 0 }, whatIf: null };
  }
  const latest = household.members[mine]!.attempt;
  // The plan costs about a hundred model runs: kept until the next write, like the history.
  return deps.store.cached(`actions:${profileId}:${latest.attemptId}`, () => {
    const measurements = householdMeasurements(deps.store.db, profileId);
    const planned = actionPlan(latest.responses, measurements);
    if (household.members.length === 1) {
      // "If you do these": the first five together, by the model (never the sum of savings).
      const { count, litresSavedPerDay } = combinedActions(latest.responses, planned, measurements);
      return { actions: planned, combined: { count, litresSavedPerDay }, whatIf: null };
    }
    // A family (issue 27, item 5): what the resident's changes save the household, on the
    // household's figure every member sees; one's own shower is one person's share of it.
    const members = household.members.map((m) => m.attempt.responses);
    const saving = (changes: readonly Action[]) =>
      householdSaving(
        household.latest.responses,
        members,
        mine,
        changes.map((a) => ({ questionKey: a.questionKey, answer: a.betterAnswer })),
        measurements,
      );
    const actions = planned
      .map((a) => ({ ...a, litresSavedPerDay: saving([a]) }))
      // A change to a shared use the family's latest answers already made saves the home nothing.
      .filter((a) => a.litresSavedPerDay > 0 || a.virtualLitresSavedPerDay > 0)
      .sort((a, b) => b.litresSavedPerDay - a.litresSavedPerDay || b.pointsGained - a.pointsGained);
    const first = actions.slice(0, COMBINED_ACTIONS);
    return {
      actions,
      combined: { count: first.length, litresSavedPerDay: saving(first) },
      whatIf: householdWhatIf(household, profileId),
    };
  });
}

/** Litres over time beside points: the attempts with answers, newest first. */
export function waterHistory(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  return householdAttempts(deps, authorizeProfile(caller, userId), HISTORY_LIMIT).map((a) => ({
    attemptId: a.attemptId,
    createdAt: a.createdAt,
    totalScore: a.totalScore,
    litresPerDay: a.footprint.direct.litresPerDay,
    perPersonPerDay: a.footprint.direct.perPersonPerDay,
  }));
}
