import { scoreResponses, type Responses } from '@wf/scoring';
import { HISTORY_LIMIT } from '@wf/scoring/limits';
import {
  actionPlan,
  combinedActions,
  compareFootprints,
  footprint,
  type Assessment,
} from '@wf/scoring/water';
import { answeredAttempts, latestAnswered, type AnsweredAttempt } from './answers.ts';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import { householdMeasurements } from './household.ts';
import { householdLatestFootprint } from './household-footprint.ts';
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
  const [latest, previous] = answeredAttempts(deps, profileId, 2);
  return {
    latest: latest ? attemptSummary(latest) : null,
    previous: previous ? attemptSummary(previous) : null,
    change: latest && previous ? compareFootprints(assessment(previous), assessment(latest)) : null,
    resolvedPledges: latest ? pledgesResolvedBy(deps, profileId, latest.attemptId) : [],
    keptPledges: keptPledgesSaving(deps, profileId),
  };
}

/** The what-if: litres and points of answers that are not saved, in the caller's home. */
export function previewFootprint(
  deps: Deps,
  caller: SessionProfile,
  input: { responses: Responses },
) {
  const { responses } = input;
  const measurements = householdMeasurements(deps.store.db, caller.id);
  return {
    footprint: { attemptId: null, createdAt: null, ...footprint(responses, measurements) },
    scores: scoreResponses(responses),
  };
}

/**
 * The personal action plan of the latest attempt with answers, and what its first five save
 * together; empty before any.
 */
export function waterActions(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeProfile(caller, userId);
  const latest = latestAnswered(deps, profileId);
  if (!latest) return { actions: [], combined: { count: 0, litresSavedPerDay: 0 } };
  // The plan costs about a hundred model runs: kept until the next write, like the history.
  return deps.store.cached(`actions:${profileId}:${latest.attemptId}`, () => {
    const measurements = householdMeasurements(deps.store.db, profileId);
    const actions = actionPlan(latest.responses, measurements);
    // "If you do these": the first five together, by the model (never the sum of their savings).
    const { count, litresSavedPerDay } = combinedActions(latest.responses, actions, measurements);
    return { actions, combined: { count, litresSavedPerDay } };
  });
}

/** Litres over time beside points: the attempts with answers, newest first. */
export function waterHistory(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  return answeredAttempts(deps, authorizeProfile(caller, userId), HISTORY_LIMIT).map((a) => ({
    attemptId: a.attemptId,
    createdAt: a.createdAt,
    totalScore: a.totalScore,
    litresPerDay: a.footprint.direct.litresPerDay,
    perPersonPerDay: a.footprint.direct.perPersonPerDay,
  }));
}
