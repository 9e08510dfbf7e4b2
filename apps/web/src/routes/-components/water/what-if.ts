// The what-if of the action plan: the saved answers with some changed, seen through the same
// model and scoring as everything else (in the browser, so it answers at once).
import { scoreResponses } from '@wf/scoring';
import type { QuestionKey, Responses } from '@wf/scoring';
import { computeFootprint } from '@wf/scoring/water';
import type { Measurements } from '@wf/scoring/water';

/** Answers changed for the what-if, by question; a question not listed keeps its saved answer. */
export type Changes = Partial<Record<QuestionKey, string>>;

export interface WhatIf {
  litresPerDay: number;
  totalScore: number;
}

export interface WhatIfResult {
  now: WhatIf;
  /** Null when nothing is changed. */
  changed: WhatIf | null;
  /** Household litres a day saved (now minus changed; negative: more water). */
  litresSavedPerDay: number;
  /** Points gained (changed minus now). */
  pointsGained: number;
}

// The model without its input checks: the answers are the saved ones (checked by the server)
// with options picked from the question list, and the checks' schema library would more than
// double what this screen loads.
// The home's measurements (the water detective) come checked from the server.
function figures(responses: Responses, measurements: Measurements): WhatIf {
  return {
    litresPerDay: computeFootprint(responses, measurements).direct.litresPerDay,
    totalScore: scoreResponses(responses).totalScore,
  };
}

/** Sets (or, back to the saved answer, clears) one change. */
export function withChange(
  changes: Changes,
  saved: Responses,
  key: QuestionKey,
  answer: string,
): Changes {
  const next = { ...changes };
  if (saved[key] === answer) delete next[key];
  else next[key] = answer;
  return next;
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
