// The dashboard's Water Footprint Stats card, in litres: the home's litres a day, each person's
// against India's norm, the change since last time, open promises, the family goal, and the way
// to the action plan.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ProgressBar, buttonClassName } from '@wf/ui';
import { aboutLitres, sentence } from '../../../lib/litres';
import { queries, useQueryContext } from '../../../lib/queries';
import { PerPerson } from './PerPerson';
import { ScoreReading } from './ScoreReading';
import { sinceLast } from './since-last';
import './water.css';

const SHOWN_PLEDGES = 3;

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
        <span aria-hidden="true">💧 </span>
        <strong>{sentence(aboutLitres(direct.litresPerDay))} a day</strong> for your home
      </p>
      <ScoreReading
        totalScore={latest.totalScore}
        since={sinceLast(summary)}
        className="score-reading score-reading--compact"
      />
      <PerPerson
        perPersonPerDay={direct.perPersonPerDay}
        normPerPersonPerDay={benchmarks.normPerPersonPerDay}
        metroMeasuredPerPersonPerDay={benchmarks.metroMeasuredPerPersonPerDay}
        compact
      />
      {goal && progress && (
        <div className="dashboard-litres__goal">
          <p>
            <span aria-hidden="true">🎯 </span>
            Family goal: {goal.targetPercent}% less water.{' '}
            {progress.reached
              ? 'Reached!'
              : `${sentence(aboutLitres(progress.litresToGo))} a day to go.`}
          </p>
          <ProgressBar
            value={Math.round(progress.progress * 100)}
            label="Progress to your family goal"
            valueText={`${Math.round(progress.progress * 100)}% of the way`}
          />
        </div>
      )}
      {open.length > 0 && (
        <div className="dashboard-litres__pledges">
          <p>
            <span aria-hidden="true">🤝 </span>
            {open.length === 1 ? 'Your promise:' : `Your ${open.length} promises:`}
          </p>
          <ul className="pledge-list">
            {open.slice(0, SHOWN_PLEDGES).map((p) => (
              <li key={p.id} className="pledge-list__item">
                {p.pledge}
              </li>
            ))}
          </ul>
          {open.length > SHOWN_PLEDGES && <p>…and {open.length - SHOWN_PLEDGES} more.</p>}
        </div>
      )}
      <p className="dashboard-litres__plan">
        <Link to="/action-plan" className={buttonClassName({ variant: 'secondary' })}>
          My Action Plan
        </Link>
      </p>
    </div>
  );
}
