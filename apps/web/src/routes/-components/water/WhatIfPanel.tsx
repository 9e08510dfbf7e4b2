// Now and "if you did this", side by side: litres and points update as answers are tried.
import { Button } from '@wf/ui';
import { aboutLitres, litres, sentence } from '../../../lib/litres';
import type { WhatIfResult } from './what-if';

function differenceText({ litresSavedPerDay, pointsGained }: WhatIfResult): string {
  const water =
    Math.abs(litresSavedPerDay) < 0.5
      ? 'about the same water'
      : litresSavedPerDay > 0
        ? `${litres(litresSavedPerDay)} litres a day less`
        : `${litres(-litresSavedPerDay)} litres a day more`;
  const points =
    pointsGained === 0
      ? 'the same points'
      : `${Math.abs(pointsGained)} ${pointsGained > 0 ? 'more' : 'fewer'} ${
          Math.abs(pointsGained) === 1 ? 'point' : 'points'
        }`;
  return `That is ${water} and ${points}.`;
}

export function WhatIfPanel({ result, onReset }: { result: WhatIfResult; onReset: () => void }) {
  const { now, changed } = result;
  return (
    <section className="what-if" aria-labelledby="what-if-heading">
      <h2 id="what-if-heading" className="what-if__title">
        <span aria-hidden="true">🔮 </span>What if?
      </h2>
      <div className="what-if__figures">
        <p className="what-if__now">
          <span className="what-if__label">Now</span>
          <span className="what-if__value">
            {sentence(aboutLitres(now.litresPerDay))} a day, {now.totalScore} points
          </span>
        </p>
        {/* Announced as it changes, so a screen reader hears the new figures after each try. */}
        <div className="what-if__then" aria-live="polite">
          {changed ? (
            <>
              <p>
                <span className="what-if__label">If you did this</span>
                <span className="what-if__value what-if__value--then">
                  {sentence(aboutLitres(changed.litresPerDay))} a day, {changed.totalScore} points
                </span>
              </p>
              <p className="what-if__difference">{differenceText(result)}</p>
            </>
          ) : (
            <p className="what-if__hint">
              Press “Try it” on a change below to see how much water you would save. Nothing is
              saved until you take the questionnaire again.
            </p>
          )}
        </div>
      </div>
      {changed && (
        <Button variant="ghost" size="sm" onClick={onReset}>
          Start again
        </Button>
      )}
    </section>
  );
}

/**
 * The figures of a what-if in a bar fixed to the bottom of the screen, so they stay in view
 * while the list is scrolled (the panel above announces them; this one repeats them silently).
 */
export function WhatIfBar({ result, onReset }: { result: WhatIfResult; onReset: () => void }) {
  if (!result.changed) return null;
  const { changed } = result;
  return (
    <div className="what-if-bar">
      <p>
        If you did this: <strong>{sentence(aboutLitres(changed.litresPerDay))} a day</strong>,{' '}
        <strong>{changed.totalScore} points</strong>
        <br />
        {differenceText(result)}
      </p>
      <Button variant="secondary" size="sm" onClick={onReset}>
        Start again
      </Button>
    </div>
  );
}
