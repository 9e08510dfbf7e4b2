import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, EmptyState, LoadingBlock, StatCard } from '@wf/ui';
import { formatDate } from '../../../../lib/format';
import { litres } from './figures';
import { useTRPC } from '../../../../lib/trpc';
import type { RouterOutputs } from '../../../../lib/trpc';
import { ChartFigure } from './ChartFigure';
import { Fold } from './Fold';
import { MeterReadings } from './MeterReadings';

type Dashboard = RouterOutputs['organiser']['dashboard'];

const BLUE = '#0a67a3';
const GREEN = '#1f7a4d';
const ORANGE = '#b45309';

export interface CommunityDashboardProps {
  onDownloadReport: () => void;
  onDownloadMeter: () => void;
  reportBusy: boolean;
  reportRunning: boolean;
  meterRunning: boolean;
}

/**
 * The organiser's dashboard (issue 11, item 5): who takes part, where the community stands
 * against 135 L, where the water goes, what to campaign on next, pledges, and who to follow up.
 * Every figure comes from one admin procedure (organiser.dashboard), the same the community
 * report draws. Issue 28, item 1: the answer first, then each part folded under its heading
 * with its gist in view, so a secretary reads the answer on a phone's first screen and opens
 * only what they need.
 */
export function CommunityDashboard(props: CommunityDashboardProps) {
  const trpc = useTRPC();
  const query = useQuery(trpc.organiser.dashboard.queryOptions());

  const report = (
    <Card title="Community Report" icon="📄" className="organiser-report">
      <p>
        The figures of this page as a PDF, with its charts, for the residents’ association meeting
        or a school presentation. It names only residents who took part and chose “show my name in
        community reports” on their profile; everyone else is counted.
      </p>
      <Button
        onClick={props.onDownloadReport}
        disabled={props.reportBusy}
        loading={props.reportRunning}
        loadingText="Generating community report..."
      >
        Download Community Report (PDF)
      </Button>
    </Card>
  );

  return (
    <div className="organiser">
      {query.data && <AnswerFirst dashboard={query.data} />}
      {!query.data && report}
      {query.isPending && <LoadingBlock label="Loading the community's figures…" />}
      {query.isError && (
        <Alert tone="error">
          The community’s figures could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {query.data && <Figures dashboard={query.data} report={report} />}

      <MeterReadings
        gist={meterGist(query.data)}
        periods={query.data?.meter.periods ?? []}
        onDownload={props.onDownloadMeter}
        downloadBusy={props.reportBusy}
        downloadRunning={props.meterRunning}
      />
    </div>
  );
}

/**
 * The answer first (issue 28, item 1): the society's meter against the 135 L norm and the
 * residents' own estimate, with the sentence that explains the gap (@wf/scoring/meter-answer).
 */
function AnswerFirst({ dashboard: d }: { dashboard: Dashboard }) {
  const answer = d.answer;
  return (
    <Card title="Is the society using less water?" icon="🚰" className="organiser-answer">
      {answer ? (
        <>
          {/* The sentence first: on a phone it is the first screen's answer. */}
          <p className="organiser-answer__sentence">{answer.sentence}</p>
          <section className="stat-grid admin-stats" aria-label="The meter against the norm">
            <StatCard
              label="Meter, latest period"
              value={`${answer.meter} L`}
              icon="🚰"
              tone="primary"
            />
            <StatCard label="Norm a person a day" value={`${answer.norm} L`} icon="📏" tone="sun" />
            <StatCard
              label="Residents’ own estimate"
              value={answer.estimate === null ? 'No answers yet' : `${answer.estimate} L`}
              icon="📝"
              tone="accent"
            />
          </section>
          <p>Each period’s figures are in Society Meter Readings below.</p>
        </>
      ) : (
        <p>Two meter readings are needed before the meter can answer. Record them below.</p>
      )}
    </Card>
  );
}

function meterGist(d: Dashboard | undefined): string | undefined {
  const last = d?.meter.readings.at(-1);
  if (!d) return undefined;
  if (!last) return 'No readings yet: record the first one here.';
  return `${d.meter.readings.length} ${d.meter.readings.length === 1 ? 'reading' : 'readings'}, the latest on ${last.date} (${litres(last.readingKl)} kL). Record the next one here.`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function Figures({ dashboard: d, report }: { dashboard: Dashboard; report: ReactNode }) {
  const norm = d.normLitresPerPersonPerDay;
  const normBin = d.litres.bins.find((b) => b.to === norm);
  return (
    <>
      <Fold
        title="Who Takes Part"
        icon="👥"
        gist={`${d.totals.answered} of ${plural(d.totals.residents, 'resident', 'residents')} answered; ${plural(d.totals.attempts, 'attempt', 'attempts')} in all.`}
      >
        <section className="stat-grid admin-stats" aria-label="Community statistics">
          <StatCard
            label="Residents Signed Up"
            value={d.totals.residents}
            icon="👥"
            tone="primary"
          />
          <StatCard
            label="Residents Who Answered"
            value={d.totals.answered}
            icon="📝"
            tone="accent"
          />
          <StatCard label="Questionnaire Attempts" value={d.totals.attempts} icon="🔁" tone="sun" />
        </section>

        {d.participation.length === 0 ? (
          <EmptyState
            icon="📈"
            title="No sign-ups yet"
            description="Weeks appear as residents join."
          />
        ) : (
          <ChartFigure
            title="Sign-ups and attempts per week"
            description="Weeks start on Monday; the latest 26 weeks at most."
            chart={{
              data: d.participation.map((w) => ({ ...w, label: w.week.slice(5) })),
              xKey: 'label',
              bars: [
                { key: 'signups', name: 'Sign-ups', color: BLUE },
                { key: 'attempts', name: 'Attempts', color: GREEN },
              ],
            }}
            rows={d.participation}
            columns={[
              { header: 'Week of', cell: (w) => w.week },
              { header: 'Sign-ups', cell: (w) => w.signups },
              { header: 'Attempts', cell: (w) => w.attempts },
            ]}
          />
        )}
      </Fold>

      <Fold
        title="Scores and Litres"
        icon="💧"
        gist={
          d.litres.households === 0
            ? 'No answers yet.'
            : `By their own answers, ${d.litres.atOrUnderNorm} of ${plural(d.litres.households, 'household', 'households')} use ${norm} L a person a day or less; median ${litres(d.litres.median ?? 0)} L.`
        }
      >
        <div className="organiser-pair">
          <ChartFigure
            title="Latest scores"
            description={`Median latest score: ${d.scores.median === null ? 'none yet' : Math.round(d.scores.median)}.`}
            chart={{
              data: d.scores.bins,
              xKey: 'label',
              bars: [{ key: 'count', name: 'Residents', color: BLUE }],
            }}
            rows={d.scores.bins}
            columns={[
              { header: 'Score', cell: (b) => b.label },
              { header: 'Residents', cell: (b) => b.count },
            ]}
          />
          <ChartFigure
            title={`Litres a person a day against ${norm} L`}
            description={
              d.litres.households === 0
                ? 'No answers yet.'
                : `${d.litres.atOrUnderNorm} of ${d.litres.households} households at or under ${norm} L; median ${litres(d.litres.median ?? 0)} L.`
            }
            chart={{
              data: d.litres.bins,
              xKey: 'label',
              bars: [{ key: 'count', name: 'Households', color: GREEN }],
              ...(normBin ? { referenceX: { value: normBin.label, label: `${norm} L ›` } } : {}),
            }}
            rows={d.litres.bins}
            columns={[
              { header: 'Litres a person a day', cell: (b) => b.label },
              { header: 'Households', cell: (b) => b.count },
            ]}
          />
        </div>
      </Fold>

      <Fold
        title="Where the Water Goes"
        icon="🚿"
        gist={
          d.costliest.byLitres[0]
            ? `The question that costs the most litres: ${d.costliest.byLitres[0].question}`
            : 'No answers yet.'
        }
      >
        <p className="organiser-figure__text">
          The five questions that cost the community the most: litres are each home’s best realistic
          change (the one its action plan offers) added up; points are those below the best answer.
        </p>
        {d.costliest.byLitres.length === 0 ? (
          <EmptyState
            icon="🎯"
            title="No answers yet"
            description="Questions appear once residents answer."
          />
        ) : (
          <>
            <ChartFigure
              title="Litres a day the community could save, by question"
              chart={{
                data: d.costliest.byLitres.map((c, i) => ({
                  label: `#${i + 1}`,
                  litres: Math.round(c.litresPerDay),
                })),
                xKey: 'label',
                bars: [{ key: 'litres', name: 'Litres a day', color: ORANGE }],
                height: 220,
              }}
              rows={d.costliest.byLitres.map((c, i) => ({ ...c, rank: i + 1 }))}
              columns={costColumns}
              showTable
            />
            <h3 className="organiser-figure__title">By points</h3>
            <CostTable
              rows={d.costliest.byPoints}
              caption="The five questions that cost the most points"
            />
          </>
        )}
      </Fold>

      <CampaignNext campaign={d.campaign} />
      {report}

      <Fold
        title="Pledges"
        icon="🤝"
        gist={`${d.pledges.kept} kept of ${plural(d.pledges.made, 'pledge', 'pledges')} made; ${litres(d.pledges.keptLitresPerDay)} L a day saved by those kept.`}
      >
        <dl className="organiser-facts">
          <div>
            <dt>Made</dt>
            <dd>{d.pledges.made}</dd>
          </div>
          <div>
            <dt>Kept</dt>
            <dd>{d.pledges.kept}</dd>
          </div>
          <div>
            <dt>Not kept</dt>
            <dd>{d.pledges.notKept}</dd>
          </div>
          <div>
            <dt>Still open</dt>
            <dd>{d.pledges.open}</dd>
          </div>
          <div>
            <dt>Litres a day saved by kept pledges</dt>
            <dd>{litres(d.pledges.keptLitresPerDay)} L</dd>
          </div>
        </dl>
      </Fold>

      <Fold
        title="Most Improved"
        icon="🏅"
        gist={
          d.mostImproved.length === 0
            ? 'Nobody has improved on a second attempt yet.'
            : `${plural(d.mostImproved.length, 'resident', 'residents')} improved from their first attempt to their latest.`
        }
      >
        <p className="organiser-figure__text">
          Residents with two or more attempts, by the change from their first to their latest (the
          residents’ own most-improved board, of all time).
        </p>
        {d.mostImproved.length === 0 ? (
          <p>Nobody has improved on a second attempt yet.</p>
        ) : (
          <div
            className="organiser-table-scroll"
            role="region"
            aria-label="Most improved"
            tabIndex={0}
          >
            <table className="organiser-table">
              <caption className="wf-visually-hidden">Most improved residents</caption>
              <thead>
                <tr>
                  <th scope="col">Profile Name</th>
                  <th scope="col">Apartment</th>
                  <th scope="col">First score</th>
                  <th scope="col">Latest score</th>
                  <th scope="col">Change</th>
                  <th scope="col">Litres a person a day saved</th>
                </tr>
              </thead>
              <tbody>
                {d.mostImproved.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{r.profileName}</th>
                    <td>{r.apartment}</td>
                    <td>{r.firstScore}</td>
                    <td>{r.latestScore}</td>
                    <td>+{r.change}</td>
                    <td>
                      {r.litresSavedPerPersonPerDay === null
                        ? 'Not known'
                        : `${litres(r.litresSavedPerPersonPerDay)} L`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Fold>

      <Fold
        title="Signed Up but Never Answered"
        icon="📮"
        gist={
          d.neverAnswered.length === 0
            ? 'Everyone who signed up has answered.'
            : `${plural(d.neverAnswered.length, 'resident', 'residents')} to follow up.`
        }
      >
        {d.neverAnswered.length === 0 ? (
          <p>Everyone who signed up has answered.</p>
        ) : (
          <>
            <p className="organiser-figure__text">
              {d.neverAnswered.length === 1
                ? '1 resident to follow up.'
                : `${d.neverAnswered.length} residents to follow up, earliest sign-up first.`}
            </p>
            <div
              className="organiser-table-scroll"
              role="region"
              aria-label="Residents who never answered"
              tabIndex={0}
            >
              <table className="organiser-table">
                <caption className="wf-visually-hidden">
                  Residents who signed up but never answered
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Profile Name</th>
                    <th scope="col">Apartment</th>
                    <th scope="col">Email</th>
                    <th scope="col">Signed up</th>
                  </tr>
                </thead>
                <tbody>
                  {d.neverAnswered.map((r) => (
                    <tr key={r.id}>
                      <th scope="row">{r.profileName}</th>
                      <td>{r.apartment}</td>
                      <td>{r.email}</td>
                      <td>{formatDate(r.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Fold>
    </>
  );
}

/**
 * What to campaign on next (issue 28, item 1; @wf/scoring/campaign-next): two or three changes
 * worded as the residents' own plans word them, each with its litres a day and households, and
 * what they save together by the model (never their sum).
 */
function CampaignNext({ campaign }: { campaign: Dashboard['campaign'] }) {
  return (
    <Card title="What to Campaign on Next" icon="🎯" className="organiser-campaign">
      {campaign.changes.length === 0 ? (
        <p>Nothing yet: changes appear once residents answer.</p>
      ) : (
        <>
          <p className="organiser-figure__text">
            The changes that would save the community the most water if every household that could
            make them did: each household’s own action plan, worked out by the water model on its
            latest answers.
          </p>
          <ol className="organiser-campaign__list">
            {campaign.changes.map((c, i) => (
              <li key={c.questionKey}>
                <span className="organiser-campaign__title">
                  {i + 1}. {c.title}
                </span>
                <span className="organiser-campaign__figures">
                  {litres(c.litresPerDay)} L a day ·{' '}
                  {plural(c.households, 'household', 'households')}
                </span>
              </li>
            ))}
          </ol>
          {campaign.together && (
            <p className="organiser-campaign__together">
              Together: <strong>{litres(campaign.together.litresPerDay)} L a day</strong> from{' '}
              {plural(campaign.together.households, 'household', 'households')}.{' '}
              {Math.round(campaign.together.sharedLitresPerDay) >= 1
                ? `That is ${litres(campaign.together.sharedLitresPerDay)} L a day less than the changes one by one, because they cut some of the same water: the model counts each home’s changes together.`
                : 'These changes cut different water, so together they save what they save one by one (the model counts each home’s changes together).'}
            </p>
          )}
        </>
      )}
    </Card>
  );
}

type Cost = Dashboard['costliest']['byLitres'][number];

type RankedCost = Cost & { rank: number };

const costColumns = [
  { header: '#', cell: (c: RankedCost) => c.rank },
  { header: 'Question', cell: (c: RankedCost) => c.question },
  { header: 'Litres a day', cell: (c: RankedCost) => litres(c.litresPerDay) },
  { header: 'Points lost', cell: (c: RankedCost) => c.pointsLost },
  { header: 'Homes', cell: (c: RankedCost) => c.households },
];

function CostTable({ rows, caption }: { rows: readonly Cost[]; caption: string }) {
  return (
    <div className="organiser-table-scroll">
      <table className="organiser-table">
        <caption className="wf-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Question</th>
            <th scope="col">Points lost</th>
            <th scope="col">Litres a day</th>
            <th scope="col">Homes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c, i) => (
            <tr key={c.questionKey}>
              <td>{i + 1}</td>
              <th scope="row">{c.question}</th>
              <td>{c.pointsLost}</td>
              <td>{litres(c.litresPerDay)}</td>
              <td>{c.households}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
