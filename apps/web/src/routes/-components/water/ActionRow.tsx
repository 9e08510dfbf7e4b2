// One change of the plan: what it is, what it saves, a "Try it" toggle for the what-if and the
// "I will..." promise.
import { getQuestion } from '@wf/scoring';
import type { Action } from '@wf/scoring/water';
import { Badge, Button } from '@wf/ui';
import { KIND_HINT, KIND_LABEL, pointsText, savesText } from './action-words';
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
  const question = getQuestion(action.questionKey);
  const titleId = `action-${action.questionKey}`;
  return (
    <li
      className={pledge ? 'action-card action-card--pledged' : 'action-card'}
      aria-labelledby={titleId}
    >
      <div className="action-card__head">
        <h3 className="action-card__title" id={titleId}>
          {action.title}
        </h3>
        <Badge tone={action.kind === 'fix' ? 'accent' : 'primary'}>{KIND_LABEL[action.kind]}</Badge>
      </div>
      <p className="action-card__kind-hint">{KIND_HINT[action.kind]}</p>
      <p className="action-card__figures">
        <span className="action-card__litres">{savesText(action)}</span>
        <span className="action-card__points">{pointsText(action.pointsGained)}</span>
      </p>
      <div className="action-card__answers">
        <p className="action-card__question">{question.text}</p>
        <p>
          <span className="action-card__answer-label">Now:</span> {action.currentAnswer}
        </p>
        <p>
          <span className="action-card__answer-label">Better:</span> {action.betterAnswer}
        </p>
      </div>
      <p className="action-card__pledge">“{action.pledge}”</p>
      <div className="action-card__buttons">
        <button
          type="button"
          className="try-toggle"
          aria-pressed={trying}
          aria-describedby={titleId}
          onClick={() => onTry(!trying)}
        >
          <span aria-hidden="true">{trying ? '✓ ' : '🔮 '}</span>Try it
        </button>
        {pledge ? (
          <>
            <span className="action-card__promised">
              <span aria-hidden="true">🤝 </span>You promised!
            </span>
            <Button
              variant="ghost"
              onClick={() => onUnpledge(pledge.id)}
              disabled={busy}
              aria-describedby={titleId}
            >
              Take back
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={onPledge} disabled={busy} aria-describedby={titleId}>
            I will do this!
          </Button>
        )}
      </div>
    </li>
  );
}
