// The what-if's figures: the saved answers with some changed, seen through the same model and
// scoring as everything else (in the browser, so it answers at once). A chunk of its own, loaded
// once the plan is on screen (what-if.ts): the model's factor table is about 11 KB gzipped, which
// the plan's first paint does without.
import { scoreResponses } from '@wf/scoring';
import type { QuestionKey, Responses } from '@wf/scoring';
import { householdWithChanges, type HouseholdModel } from '@wf/scoring/household-footprint';
import { computeFootprint } from '@wf/scoring/water';
import type { Measurements } from '@wf/scoring/water';
import type { Changes, HouseholdWhatIf, WhatIf, WhatIfResult } from './what-if-types';

// The model without its input checks: the answers are the saved ones (checked by the server)
// with options picked from the question list, and the checks' schema library would more than
// double what this screen loads.
// The home's measurements (the water detective) come checked from the server.
const model: HouseholdModel = (responses, measurements) =>
  computeFootprint(responses, measurements, { range: false });

/**
 * Household litres a day of the saved answers with `changes`: alone, the model on them; in a
 * family, the household's figure with the resident's answers changed (a shared use in the home's
 * answers, one's own habits in one's own share), as the server's plan credits its changes.
 */
function litres(
  saved: Responses,
  changes: Changes,
  measurements: Measurements,
  household: HouseholdWhatIf | null,
): number {
  if (!household) return model({ ...saved, ...changes }, measurements).direct.litresPerDay;
  // The home's answers: its shared uses; the places where the model reads one person's habits
  // hold the resident's (each member's own replace them in their share).
  const home: Responses = { ...saved, ...household.home };
  const list = (Object.entries(changes) as [QuestionKey, string][]).map(
    ([questionKey, answer]) => ({
      questionKey,
      answer,
    }),
  );
  return householdWithChanges(home, [saved, ...household.others], 0, list, measurements, model)
    .direct.litresPerDay;
}

function figures(
  saved: Responses,
  changes: Changes,
  measurements: Measurements,
  household: HouseholdWhatIf | null,
): WhatIf {
  return {
    litresPerDay: litres(saved, changes, measurements, household),
    totalScore: scoreResponses({ ...saved, ...changes }).totalScore,
  };
}

export function whatIf(
  saved: Responses,
  changes: Changes,
  measurements: Measurements = {},
  household: HouseholdWhatIf | null = null,
): WhatIfResult {
  const now = figures(saved, {}, measurements, household);
  if (Object.keys(changes).length === 0)
    return { now, changed: null, litresSavedPerDay: 0, pointsGained: 0 };
  const changed = figures(saved, changes, measurements, household);
  return {
    now,
    changed,
    litresSavedPerDay: now.litresPerDay - changed.litresPerDay,
    pointsGained: changed.totalScore - now.totalScore,
  };
}
