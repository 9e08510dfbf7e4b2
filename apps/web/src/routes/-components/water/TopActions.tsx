// The score summary's top five actions, under the spec's recommendations, with the way to the
// whole plan.
import { Link } from '@tanstack/react-router';
import type { Action } from '@wf/scoring/water';
import { Badge, Card, buttonClassName } from '@wf/ui';
import { KIND_LABEL, pointsText, savesText } from './action-words';

export const TOP_ACTIONS = 5;

export function TopActions({ actions }: { actions: readonly Action[] }) {
  const top = actions.slice(0, TOP_ACTIONS);
  return (
    <Card title="Your Top Water Savers" icon="🪣" className="page-section top-actions">
      {top.length === 0 ? (
        <p>Your answers are already the best ones. There is nothing left to change!</p>
      ) : (
        <ol className="action-list action-list--short">
          {top.map((action) => (
            <li key={action.questionKey} className="action-card">
              <div className="action-card__head">
                <h3 className="action-card__title">{action.title}</h3>
                <Badge tone={action.kind === 'fix' ? 'accent' : 'primary'}>
                  {KIND_LABEL[action.kind]}
                </Badge>
              </div>
              <p className="action-card__figures">
                <span className="action-card__litres">{savesText(action)}</span>
                <span className="action-card__points">{pointsText(action.pointsGained)}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <p className="top-actions__more">
        <Link to="/action-plan" className={buttonClassName({ variant: 'secondary' })}>
          See My Action Plan
        </Link>
      </p>
    </Card>
  );
}
