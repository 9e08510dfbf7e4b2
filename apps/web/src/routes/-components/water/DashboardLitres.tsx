// The dashboard's Water Footprint Stats card, in litres: the home's litres a day, each person's
// against India's norm, the change since last time, open promises, the family goal, and the way
// to the action plan.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@wf/ui';
import { aboutLitres, litres, litresChange, pointsChange, scoreOutOf } from '../../../lib/litres';
import { queries, useQueryContext } from '../../../lib/queries';

export function DashboardLitres() {
  const context = useQueryContext();
  const summary = useSuspenseQuery(queries.waterSummary(context)).data.value;
  const { pledges } = useSuspenseQuery(queries.pledges(context)).data.value;
  const { goal, progress } = useSuspenseQuery(queries.goal(context)).data.value;
  const latest = summary.latest;
  if (!latest) return null;
  const { direct, benchmarks } = latest.footprint;
  const open = pledges.filter((p) => p.status === 'open');

  return (
    <div className="dashboard-litres">
      <p className="dashboard-litres__home">
        <strong>About {litres(direct.litresPerDay)} litres a day</strong> for your home
      </p>
      <p>
        <strong>{scoreOutOf(latest.totalScore)}</strong> points: higher means you save more water.
      </p>
      {summary.previous && summary.change && (
        <p className="dashboard-litres__change">
          Your score is {pointsChange(summary.change.points.total, summary.previous.createdAt)}:{' '}
          {litresChange(summary.change.litresSavedPerDay)}.
        </p>
      )}
      <p className="dashboard-litres__person">
        Each person: <strong>{aboutLitres(direct.perPersonPerDay)} a day</strong> (India’s norm:{' '}
        {benchmarks.normPerPersonPerDay}).
      </p>
      {goal && progress && (
        <div className="dashboard-litres__goal">
          <p>
            Family goal: {goal.targetPercent}% less water,{' '}
            {progress.reached ? 'reached!' : `${aboutLitres(progress.litresToGo)} a day to go.`}
          </p>
          {/* The native element: the dashboard stays within its bundle budget. */}
          <progress
            className="goal-progress"
            max={100}
            value={Math.round(progress.progress * 100)}
            aria-label="Progress to your family goal"
          />
        </div>
      )}
      {open.length > 0 && (
        <div className="dashboard-litres__pledges">
          <p>Your promises:</p>
          <ul className="pledge-list">
            {open.map((p) => (
              <li key={p.id} className="pledge-list__item">
                {p.pledge}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link to="/action-plan" className={buttonClassName({ variant: 'secondary' })}>
        My Action Plan
      </Link>
    </div>
  );
}
