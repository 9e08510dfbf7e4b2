// The what-if of the action plan: the saved answers with some changed, in litres and points.
// The figures come from the water model (what-if-model.ts), which the plan fetches once it is on
// screen: its factor table would put the plan over its budget (issue 13, 150 KB before a screen
// shows). Until it arrives, the saved answers' figures are the server's: the water summary's
// latest footprint, computed by the same model with the same home measurements.
import { use, useEffect, useMemo, useState } from 'react';
import { scoreResponses } from '@wf/scoring';
import type { QuestionKey, Responses } from '@wf/scoring';
import type { Measurements } from '@wf/scoring/water';
import { afterPaint } from '../../../lib/use-preload';
import type * as WhatIfModelModule from './what-if-model';
import type { Changes, HouseholdWhatIf, WhatIf, WhatIfResult } from './what-if-types';

export type { Changes, HouseholdWhatIf, WhatIf, WhatIfResult };

/** The saved answers' figures alone. */
export function unchanged(now: WhatIf): WhatIfResult {
  return { now, changed: null, litresSavedPerDay: 0, pointsGained: 0 };
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

type WhatIfModel = typeof WhatIfModelModule;
let model: WhatIfModel | undefined;
let loading: Promise<WhatIfModel> | undefined;

/** The model's chunk, fetched once; `model` is set as soon as it has arrived. */
function loadModel(): Promise<WhatIfModel> {
  loading ??= import('./what-if-model').then(
    (loaded) => (model = loaded),
    (error: unknown) => {
      loading = undefined; // fetched again at the next try (the connection may be back)
      throw error;
    },
  );
  return loading;
}

/**
 * The what-if of `changes`, in the household's figure when `household` is given (a member of a
 * family). `savedLitres` is the server's litres a day of the saved answers (the household's);
 * null when the server's figure is missing (its read failed) or is of another attempt: the plan
 * then waits for the model before it shows, as it did before the model was a chunk of its own.
 * A change tried before the model has arrived shows once it has (a moment after the screen); if
 * its fetch failed, each new try fetches it again.
 */
export function useWhatIf(
  saved: Responses,
  changes: Changes,
  measurements: Measurements,
  savedLitres: number | null,
  household: HouseholdWhatIf | null,
): WhatIfResult {
  const [loaded, setLoaded] = useState(model);
  const tried = Object.keys(changes).length > 0;
  useEffect(() => {
    if (loaded) return;
    // Taken into the screen only once a change needs it: with nothing changed it would give the
    // server's figure again, and re-rendering the whole plan for it was a long task on a phone
    // (docs/benchmarks.md). Until then fetched once the plan has been painted, so that a first
    // change shows at once without the download holding up the plan's first paint.
    if (!tried) return afterPaint(() => void loadModel().catch(() => undefined));
    loadModel().then(setLoaded, () => undefined);
  }, [loaded, tried, changes]);
  // Nothing changed: the server's litres. A change: the model once it is here (the server's
  // litres until then). No server figure: wait for the model.
  const arrived = loaded ?? model;
  const ready =
    savedLitres !== null && (!tried || !arrived) ? savedLitres : (arrived ?? use(loadModel()));
  return useMemo(
    () =>
      typeof ready === 'number'
        ? unchanged({ litresPerDay: ready, totalScore: scoreResponses(saved).totalScore })
        : ready.whatIf(saved, changes, measurements, household),
    [ready, saved, changes, measurements, household],
  );
}
