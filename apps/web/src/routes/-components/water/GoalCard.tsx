// The family goal: use a chosen percentage less water than on the day it was set, and how far
// the family has come.
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { GoalProgress } from '@wf/scoring/water';
import { Button, ButtonRow, Card, Input, ProgressBar } from '@wf/ui';
import { aboutLitres, litres } from '../../../lib/litres';

export interface GoalView {
  targetPercent: number;
  baselineLitresPerDay: number;
  createdAt: string;
}

export const GOAL_CHOICES = [10, 20, 30] as const;

const GOAL_RULE = 'Choose a whole number from 1 to 90.';

/** A whole number from 1 to 90, or the reason it is not. */
export function parsePercent(text: string): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: GOAL_RULE };
  const value = Number(trimmed);
  return value >= 1 && value <= 90 ? { value } : { error: GOAL_RULE };
}

export interface GoalCardProps {
  goal: GoalView | null;
  progress: GoalProgress | null;
  onSet: (targetPercent: number) => void;
  onClear: () => void;
  busy: boolean;
  /** The server's answer when saving failed. */
  error: string | null;
}

export function GoalCard({ goal, progress, onSet, onClear, busy, error }: GoalCardProps) {
  const [own, setOwn] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const choosing = !goal || editing;

  function submitOwn(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePercent(own);
    if ('error' in parsed) {
      setOwnError(parsed.error);
      return;
    }
    setOwnError(null);
    setEditing(false);
    onSet(parsed.value);
  }

  function choose(percent: number) {
    setEditing(false);
    onSet(percent);
  }

  return (
    <Card title="Family Goal" icon="🎯" className="page-section goal-card">
      {goal && progress && !editing && (
        <div className="goal-card__progress">
          <p className="goal-card__target">
            Use <strong>{goal.targetPercent}% less water</strong>:{' '}
            {aboutLitres(progress.targetLitresPerDay)} a day or less.
          </p>
          <ProgressBar
            value={Math.round(progress.progress * 100)}
            label="Progress to your family goal"
            valueText={`${Math.round(progress.progress * 100)}% of the way`}
          />
          <p className="goal-card__status" role="status">
            {progress.reached
              ? `Goal reached! Your home saves ${aboutLitres(progress.savedLitresPerDay)} a day. 🎉`
              : progress.savedLitresPerDay >= 0.5
                ? `Saved ${litres(progress.savedLitresPerDay)} of ${litres(
                    goal.baselineLitresPerDay - progress.targetLitresPerDay,
                  )} litres a day. ${litres(progress.litresToGo)} litres to go!`
                : `${litres(progress.litresToGo)} litres a day to go. Take the questionnaire again after trying your changes.`}
          </p>
          <ButtonRow>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} disabled={busy}>
              Change goal
            </Button>
            <Button variant="ghost" size="sm" onClick={onClear} disabled={busy}>
              Remove goal
            </Button>
          </ButtonRow>
        </div>
      )}
      {choosing && (
        <div className="goal-card__choose">
          <p>How much less water does your family want to use?</p>
          <div className="goal-card__choices" role="group" aria-label="Quick goals">
            {GOAL_CHOICES.map((percent) => (
              <Button
                key={percent}
                variant={goal?.targetPercent === percent ? 'primary' : 'secondary'}
                onClick={() => choose(percent)}
                disabled={busy}
              >
                {percent}% less
              </Button>
            ))}
          </div>
          <form className="goal-card__own" onSubmit={submitOwn} noValidate>
            <Input
              label="Or your own goal, in percent (1 to 90)"
              type="number"
              inputMode="numeric"
              min={1}
              max={90}
              step={1}
              value={own}
              onChange={(e) => setOwn(e.target.value)}
              error={ownError}
              containerClassName="goal-card__own-field"
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              Set goal
            </Button>
          </form>
          {editing && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className="goal-card__error" role="alert">
          {error}
        </p>
      )}
    </Card>
  );
}
