// One change of the plan: what it is, what it saves, a "Try it" toggle for the what-if and the
// "I will..." promise.
import { useTranslation } from 'react-i18next';
import { getQuestion } from '@wf/scoring';
import type { Action } from '@wf/scoring/water';
import { Badge, Button } from '@wf/ui';
import { useQuestionTexts } from '../../../i18n/questions';
import { useActionWords } from './plan-words';
import { useModelTexts } from './words';
import './water.css';

export interface PledgeState {
  id: number;
  status: 'open' | 'kept' | 'not_kept';
}

export interface ActionRowProps {
  action: Action;
  /** The what-if has this action's better answer in place. */
  trying: boolean;
  onTry: (on: boolean) => void;
  /** The open promise for this change, if one was made. */
  pledge: PledgeState | null;
  onPledge: () => void;
  onUnpledge: (id: number) => void;
  /** A promise is being saved or taken back. */
  busy: boolean;
}

export function ActionRow({
  action,
  trying,
  onTry,
  pledge,
  onPledge,
  onUnpledge,
  busy,
}: ActionRowProps) {
  const { t } = useTranslation('water');
  const words = useActionWords();
  const names = useModelTexts();
  const texts = useQuestionTexts();
  const question = getQuestion(action.questionKey);
  const titleId = `action-${action.questionKey}`;
  return (
    <li
      className={pledge ? 'action-card action-card--pledged' : 'action-card'}
      aria-labelledby={titleId}
    >
      <div className="action-card__head">
        <h3 className="action-card__title" id={titleId}>
          {names.title(action)}
        </h3>
        <Badge tone={action.kind === 'fix' ? 'accent' : 'primary'}>
          {t(`action.${action.kind}`)}
        </Badge>
      </div>
      <p className="action-card__kind-hint">{t(`action.${action.kind}Hint`)}</p>
      <p className="action-card__figures">
        <span className="action-card__litres">{words.saves(action)}</span>
        <span className="action-card__points">{words.points(action.pointsGained, action)}</span>
      </p>
      <div className="action-card__answers">
        <p className="action-card__question">{texts.question(question)}</p>
        <p>
          <span className="action-card__answer-label">{t('action.now')}</span>{' '}
          {texts.option(action.currentAnswer)}
        </p>
        <p>
          <span className="action-card__answer-label">{t('action.better')}</span>{' '}
          {texts.option(action.betterAnswer)}
        </p>
      </div>
      <p className="action-card__pledge">“{names.pledge(action)}”</p>
      <div className="action-card__buttons">
        <button
          type="button"
          className="try-toggle"
          aria-pressed={trying}
          aria-describedby={titleId}
          onClick={() => onTry(!trying)}
        >
          <span aria-hidden="true">{trying ? '✓ ' : '🔮 '}</span>
          {t('action.tryIt')}
        </button>
        {pledge ? (
          <>
            <span className="action-card__promised">
              <span aria-hidden="true">🤝 </span>
              {t('action.youPromised')}
            </span>
            <Button
              variant="ghost"
              onClick={() => onUnpledge(pledge.id)}
              disabled={busy}
              aria-describedby={titleId}
            >
              {t('action.takeBack')}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={onPledge} disabled={busy} aria-describedby={titleId}>
            {t('action.iWill')}
          </Button>
        )}
      </div>
    </li>
  );
}
