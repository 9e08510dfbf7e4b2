// The score summary's top five actions, under the spec's recommendations, with the way to the
// whole plan.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Action } from '@wf/scoring/water';
import { Badge, Card, buttonClassName } from '@wf/ui';
import { useActionWords } from './plan-words';
import { useModelTexts } from './words';

export const TOP_ACTIONS = 5;

export function TopActions({ actions }: { actions: readonly Action[] }) {
  const { t } = useTranslation('water');
  const words = useActionWords();
  const names = useModelTexts();
  const top = actions.slice(0, TOP_ACTIONS);
  return (
    <Card title={t('top.title')} icon="🪣" className="page-section top-actions">
      {top.length === 0 ? (
        <p>{t('plan.nothingLeft')}</p>
      ) : (
        <ol className="action-list action-list--short">
          {top.map((action) => (
            <li key={action.questionKey} className="action-card">
              <div className="action-card__head">
                <h3 className="action-card__title">{names.title(action)}</h3>
                <Badge tone={action.kind === 'fix' ? 'accent' : 'primary'}>
                  {t(`action.${action.kind}`)}
                </Badge>
              </div>
              <p className="action-card__figures">
                <span className="action-card__litres">{words.saves(action)}</span>
                <span className="action-card__points">{words.points(action.pointsGained)}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <p className="top-actions__more">
        <Link to="/action-plan" className={buttonClassName({ variant: 'secondary' })}>
          {t('top.more')}
        </Link>
      </p>
    </Card>
  );
}
