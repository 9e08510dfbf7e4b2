// The what-if's figures: the saved answers with some changed, seen through the same model and
// scoring as everything else (in the browser, so it answers at once). A chunk of its own, loaded
// once the plan is on screen (what-if.ts): the model's factor table is about 11 KB gzipped, which
// the plan's first paint does without.
import { scoreResponses } from '@wf/scoring';
import type { Responses } from '@wf/scoring';
import { computeFootprint } from '@wf/scoring/water';
import type { Measurements } from '@wf/scoring/water';
import type { Changes, WhatIf, WhatIfResult } from './what-if-types';

// The model without its input checks: the answers are the saved ones (checked by the server)
// with options picked from the question list, and the checks' schema library would more than
// double what this screen loads.
// The home's measurements (the water detective) come checked from the server.
function figures(responses: Responses, measurements: Measurements): WhatIf {
  return {
    litresPerDay: computeFootprint(responses, measurements, { range: false }).direct.litresPerDay,
    totalScore: scoreResponses(responses).totalScore,
  };
}

export function whatIf(
  saved: Responses,
  changes: Changes,
  measurements: Measurements = {},
): WhatIfResult {
  const now = figures(saved, measurements);
  if (Object.keys(changes).length === 0)
    return { now, changed: null, litresSavedPerDay: 0, pointsGained: 0 };
  const changed = figures({ ...saved, ...changes }, measurements);
  return {
    now,
    changed,
    litresSavedPerDay: now.litresPerDay - changed.litresPerDay,
    pointsGained: changed.totalScore - now.totalScore,
  };
}
