// "What to do tomorrow" (issue 27): the plan's first three changes on the summary and the
// dashboard, split into what I can do myself and what the grown-ups can fix; the rest behind
// "more" (the action plan). Every change saves water; one that costs points says so plainly.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Action } from '@wf/scoring/water';
import { Card, buttonClassName } from '@wf/ui';
import { useActionWords } from './plan-words';
import { useModelTexts } from './words';

export const TOMORROW = 3;

function Item({ action }: { action: Action }) {
  const words = useActionWords();
  const names = useModelTexts();
  return (
    <li className="action-card">
      <h4 className="action-card__title">{names.title(action)}</h4>
      <p className="action-card__figures">
        <span className="action-card__litres">{words.saves(action)}</span>
        <span className="action-card__points">{words.points(action.pointsGained, action)}</span>
      </p>
    </li>
  );
}

export function Tomorrow({ actions }: { actions: readonly Action[] }) {
  const { t } = useTranslation('water');
  const first = actions.slice(0, TOMORROW);
  const mine = first.filter((a) => a.doer === 'me');
  const grownUps = first.filter((a) => a.doer === 'grownUps');
  const rest = actions.length - first.length;
  return (
    <Card title={t('tomorrow.title')} icon="🌅" className="page-section tomorrow">
      {first.length === 0 ? (
        <p>{t('plan.nothingLeft')}</p>
      ) : (
        <>
          {mine.length > 0 && (
            <>
              <h3 className="tomorrow__who">{t('tomorrow.me')}</h3>
              <ul className="action-list action-list--short">
                {mine.map((a) => (
                  <Item key={a.questionKey} action={a} />
                ))}
              </ul>
            </>
          )}
          {grownUps.length > 0 && (
            <>
              <h3 className="tomorrow__who">{t('tomorrow.grownUps')}</h3>
              <ul className="action-list action-list--short">
                {grownUps.map((a) => (
                  <Item key={a.questionKey} action={a} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <p className="top-actions__more">
        <Link to="/action-plan" className={buttonClassName({ variant: 'secondary' })}>
          {rest > 0 ? t('tomorrow.more', { count: rest }) : t('top.more')}
        </Link>
      </p>
    </Card>
  );
}
