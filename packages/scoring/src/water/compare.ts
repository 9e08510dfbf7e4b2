// Changes between two attempts (the summary's "since last time") and the what-if.

import type { Responses } from '../questions';
import { scoreResponses } from '../scoring';
import type { Scores } from '../scoring';
import type { Measurements } from './measurements';
import { footprint } from './model';
import type { Footprint } from './model';

/** One answer set seen both ways: litres and the spec's points. */
export interface Assessment {
  footprint: Footprint;
  scores: Scores;
}

export function assess(responses: Responses, measurements?: Measurements): Assessment {
  return { footprint: footprint(responses, measurements), scores: scoreResponses(responses) };
}

export interface Change {
  /** After minus before, household direct litres a day (negative: less water). */
  litresPerDay: number;
  /** Before minus after: the household's litres a day saved (negative: more water). */
  litresSavedPerDay: number;
  perPersonPerDay: number;
  virtualPerPersonPerDay: number;
  /** After minus before. */
  points: { total: number; direct: number; indirect: number };
}

export function compareFootprints(before: Assessment, after: Assessment): Change {
  const litresPerDay = after.footprint.direct.litresPerDay - before.footprint.direct.litresPerDay;
  return {
    litresPerDay,
    litresSavedPerDay: -litresPerDay,
    perPersonPerDay:
      after.footprint.direct.perPersonPerDay - before.footprint.direct.perPersonPerDay,
    virtualPerPersonPerDay:
      after.footprint.virtual.perPersonPerDay - before.footprint.virtual.perPersonPerDay,
    points: {
      total: after.scores.totalScore - before.scores.totalScore,
      direct: after.scores.directScore - before.scores.directScore,
      indirect: after.scores.indirectScore - before.scores.indirectScore,
    },
  };
}
