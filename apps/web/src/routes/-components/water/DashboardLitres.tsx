// The dashboard's Water Footprint Stats card, in litres: the home's litres a day, each person's
// against India's norm, the change since last time, open promises, the family goal, and the way
// to the action plan.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@wf/ui';
import { useCurrentUser } from '../../../lib/auth';
import { queries, useQueryContext } from '../../../lib/queries';
import { Tomorrow } from './Tomorrow';
import { useModelTexts, useWaterWords } from './words';

/** What to do tomorrow on the dashboard: the plan's first three, split by who does them. */
export function DashboardTomorrow() {
  const { latest } = useSuspenseQuery(queries.waterSummary(useQueryContext())).data.value;
  const { actions } = useSuspenseQuery(queries.actions(useQueryContext())).data.value;
  if (!latest) return null;
  return <Tomorrow actions={actions} />;
}

export function DashboardLitres() {
  const { t } = useTranslation('water');
  const words = useWaterWords();
  const names = useModelTexts();
  const context = useQueryContext();
  const me = useCurrentUser()?.id;
  const summary = useSuspenseQuery(queries.waterSummary(context)).data.value;
  const { pledges } = useSuspenseQuery(queries.pledges(context)).data.value;
  const { goal, progress } = useSuspenseQuery(queries.goal(context)).data.value;
  const latest = summary.latest;
  if (!latest) return null;
  const { direct, benchmarks } = latest.footprint;
  const open = pledges.filter((p) => p.status === 'open');
  // The household's board (issue 27, item 5): a family member's promise names who made it.
  const family = open.some((p) => p.pledgedBy.id !== me);

  return (
    <div className="dashboard-litres">
      <p className="dashboard-litres__home">
        <strong>{t('dashboard.home', { litres: words.litres(direct.litresPerDay) })}</strong>{' '}
        {t('dashboard.forHome')}
      </p>
      <p className="dashboard-litres__person">
        {t('dashboard.person')} <strong>{words.aDay(direct.perPersonPerDay)}</strong>{' '}
        {t('dashboard.norm', { norm: words.litres(benchmarks.normPerPersonPerDay) })}
      </p>
      {goal && progress && (
        <div className="dashboard-litres__goal">
          <p>
            {progress.reached
              ? t('dashboard.goalReached', { percent: goal.targetPercent })
              : t('dashboard.goalToGo', {
                  percent: goal.targetPercent,
                  about: words.aboutLitres(progress.litresToGo),
                })}
          </p>
          {/* The native element: the dashboard stays within its bundle budget. */}
          <progress
            className="goal-progress"
            max={100}
            value={Math.round(progress.progress * 100)}
            aria-label={t('goal.progress')}
          />
        </div>
      )}
      {open.length > 0 && (
        <div className="dashboard-litres__pledges">
          <p>{family ? t('dashboard.familyPromises') : t('dashboard.promises')}</p>
          <ul className="pledge-list">
            {open.map((p) => (
              <li key={p.id} className="pledge-list__item">
                {p.pledgedBy.id === me
                  ? names.pledge(p)
                  : t('plan.promisedBy', {
                      name: p.pledgedBy.profileName,
                      pledge: names.pledge(p),
                    })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link to="/action-plan" className={buttonClassName({ variant: 'secondary' })}>
        {t('dashboard.actionPlan')}
      </Link>
    </div>
  );
}
