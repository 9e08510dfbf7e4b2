// The family goal: use a chosen percentage less water than on the day it was set, and how far
// the family has come.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalProgress } from '@wf/scoring/water';
import { Button, ButtonRow, Card, Input, ProgressBar } from '@wf/ui';
import { useWaterWords } from './words';

export interface GoalView {
  targetPercent: number;
  baselineLitresPerDay: number;
  createdAt: string;
}

export const GOAL_CHOICES = [10, 20, 30] as const;

/**
 * A whole number from 1 to 90, or null (the card then says the catalogue's goal.rule; an English
 * copy of it here only added bytes to the plan's first load).
 */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return /^\d+$/.test(trimmed) && value >= 1 && value <= 90 ? value : null;
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
  const { t } = useTranslation('water');
  const words = useWaterWords();
  const [own, setOwn] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const choosing = !goal || editing;

  function submitOwn(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePercent(own);
    if (parsed === null) {
      setOwnError(t('goal.rule'));
      return;
    }
    setOwnError(null);
    setEditing(false);
    onSet(parsed);
  }

  function choose(percent: number) {
    setEditing(false);
    onSet(percent);
  }

  return (
    <Card title={t('goal.title')} icon="🎯" className="page-section goal-card">
      {goal && progress && !editing && (
        <div className="goal-card__progress">
          <p className="goal-card__target">
            {t('goal.use')} <strong>{t('goal.less', { percent: goal.targetPercent })}</strong>
            {t('goal.orLess', { about: words.aboutLitres(progress.targetLitresPerDay) })}
          </p>
          <ProgressBar
            value={Math.round(progress.progress * 100)}
            label={t('goal.progress')}
            valueText={t('goal.ofTheWay', { percent: Math.round(progress.progress * 100) })}
          />
          <p className="goal-card__status" role="status">
            {progress.reached
              ? t('goal.reached', { about: words.aboutLitres(progress.savedLitresPerDay) })
              : progress.savedLitresPerDay >= 0.5
                ? t('goal.saved', {
                    saved: words.litres(progress.savedLitresPerDay),
                    target: words.litres(goal.baselineLitresPerDay - progress.targetLitresPerDay),
                    toGo: words.litres(progress.litresToGo),
                  })
                : t('goal.toGo', { toGo: words.litres(progress.litresToGo) })}
          </p>
          <ButtonRow>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} disabled={busy}>
              {t('goal.change')}
            </Button>
            <Button variant="ghost" size="sm" onClick={onClear} disabled={busy}>
              {t('goal.remove')}
            </Button>
          </ButtonRow>
        </div>
      )}
      {choosing && (
        <div className="goal-card__choose">
          <p>{t('goal.question')}</p>
          <div className="goal-card__choices" role="group" aria-label={t('goal.quick')}>
            {GOAL_CHOICES.map((percent) => (
              <Button
                key={percent}
                variant={goal?.targetPercent === percent ? 'primary' : 'secondary'}
                onClick={() => choose(percent)}
                disabled={busy}
              >
                {t('goal.choice', { percent })}
              </Button>
            ))}
          </div>
          <form className="goal-card__own" onSubmit={submitOwn} noValidate>
            <Input
              label={t('goal.own')}
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
              {t('goal.set')}
            </Button>
          </form>
          {editing && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              {t('goal.cancel')}
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
