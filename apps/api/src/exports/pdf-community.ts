import type { Writable } from 'node:stream';
import { round } from '@wf/scoring/water';
import {
  computeDashboard,
  type MostImproved,
  type OrganiserDashboard,
} from '../domain/organiser-dashboard.ts';
import { drawBarChart } from './pdf-chart.ts';
import {
  BOLD,
  createPdf,
  drawTableHeader,
  drawTableRow,
  field,
  formatMoment,
  heading,
  MARGIN,
  note,
  streamPdf,
  truncate,
  type Pdf,
  type PdfTable,
} from './pdf.ts';
import type { ExportReader } from './reader.ts';

// The community report (issue 11, item 5): the organiser's dashboard on paper, for the
// residents' association meeting or the school presentation. Charts are vector drawings, each
// with its figures in a table under it. Residents are named only where the organiser acts on
// it (who has not answered yet); every other figure is the community's.

export const COMMUNITY_REPORT_TITLE = 'Community Water Report';

const BLUE = '#1f6fb2';
const GREEN = '#2e8b57';
const ORANGE = '#d9822b';

function litres(value: number | null): string {
  return value === null ? 'N/A' : `${round(value)} L`;
}

// Cells are drawn with the embedded fonts where Helvetica cannot (names in any script).
function table(doc: Pdf, spec: PdfTable, rows: readonly (readonly string[])[]): void {
  drawTableHeader(doc, spec);
  for (const row of rows) drawTableRow(doc, spec, row);
  doc.moveDown(0.3);
}

function participation(doc: Pdf, d: OrganiserDashboard) {
  heading(doc, 'Participation over time');
  if (d.participation.length === 0) return note(doc, 'Nobody has signed up yet.');
  drawBarChart(doc, {
    title: 'Sign-ups and attempts per week',
    labels: d.participation.map((w) => w.week.slice(5)),
    series: [
      { name: 'Sign-ups', color: BLUE },
      { name: 'Attempts', color: GREEN },
    ],
    values: d.participation.map((w) => [w.signups, w.attempts]),
    unit: 'per week; weeks start on Monday',
  });
  table(
    doc,
    {
      columns: [
        { header: 'Week of', width: 90 },
        { header: 'Sign-ups', width: 70 },
        { header: 'Attempts', width: 70 },
      ],
      fontSize: 8,
    },
    d.participation.map((w) => [w.week, String(w.signups), String(w.attempts)]),
  );
}

function distributions(doc: Pdf, d: OrganiserDashboard) {
  heading(doc, 'Scores and litres');
  field(doc, 'Median latest score', d.scores.median === null ? 'N/A' : round(d.scores.median));
  drawBarChart(doc, {
    title: 'Latest scores',
    labels: d.scores.bins.map((b) => b.label),
    series: [{ name: 'Residents', color: BLUE }],
    values: d.scores.bins.map((b) => [b.count]),
    unit: 'residents by latest score',
  });
  const normIndex = d.litres.bins.findIndex((b) => b.to === d.normLitresPerPersonPerDay);
  field(doc, 'Median litres a person a day', litres(d.litres.median));
  field(
    doc,
    `At or under ${d.normLitresPerPersonPerDay} L`,
    `${d.litres.atOrUnderNorm} of ${d.litres.households} households`,
  );
  drawBarChart(doc, {
    title: `Litres a person a day against the ${d.normLitresPerPersonPerDay} L norm`,
    labels: d.litres.bins.map((b) => b.label),
    series: [{ name: 'Households', color: GREEN }],
    values: d.litres.bins.map((b) => [b.count]),
    ...(normIndex >= 0
      ? { boundaryAfter: { index: normIndex, label: `${d.normLitresPerPersonPerDay} L norm` } }
      : {}),
    unit: 'households by litres a person a day',
  });
  table(
    doc,
    {
      columns: [
        { header: 'Litres a person a day', width: 120 },
        { header: 'Households', width: 70 },
        { header: 'Score', width: 70 },
        { header: 'Residents', width: 70 },
      ],
      fontSize: 8,
    },
    Array.from({ length: Math.max(d.litres.bins.length, d.scores.bins.length) }, (_, i) => [
      d.litres.bins[i]?.label ?? '',
      d.litres.bins[i] ? String(d.litres.bins[i].count) : '',
      d.scores.bins[i]?.label ?? '',
      d.scores.bins[i] ? String(d.scores.bins[i].count) : '',
    ]),
  );
}

function costliest(doc: Pdf, d: OrganiserDashboard) {
  heading(doc, 'Where a campaign should start');
  note(
    doc,
    'The five questions that cost the community the most water (each home’s best realistic change, added up) and the most points.',
  );
  const byLitres = d.costliest.byLitres;
  if (byLitres.length === 0) return note(doc, 'No answers yet.');
  drawBarChart(doc, {
    title: 'Litres a day the community could save, by question',
    labels: byLitres.map((c, i) => `${i + 1}`),
    series: [{ name: 'Litres a day', color: ORANGE }],
    values: byLitres.map((c) => [round(c.litresPerDay)]),
    unit: 'bars numbered as in the table',
  });
  const spec: PdfTable = {
    columns: [
      { header: '#', width: 18 },
      { header: 'Question', width: 300 },
      { header: 'Litres a day', width: 70 },
      { header: 'Points lost', width: 60 },
      { header: 'Homes', width: 40 },
    ],
    fontSize: 8,
  };
  const rows = (list: typeof byLitres) =>
    list.map((c, i) => [
      String(i + 1),
      truncate(c.question, 70),
      String(round(c.litresPerDay)),
      String(c.pointsLost),
      String(c.households),
    ]);
  doc.font(BOLD).fontSize(9).text('By litres', MARGIN);
  table(doc, spec, rows(byLitres));
  doc.font(BOLD).fontSize(9).text('By points', MARGIN);
  table(doc, spec, rows(d.costliest.byPoints));
}

function improved(doc: Pdf, d: OrganiserDashboard) {
  heading(doc, 'Most improved');
  note(doc, 'Residents with two or more attempts, by the change from their first to their latest.');
  if (d.mostImproved.length === 0) return note(doc, 'Nobody has improved on a second attempt yet.');
  table(
    doc,
    {
      columns: [
        { header: 'Name', width: 150 },
        { header: 'Apartment', width: 70 },
        { header: 'First', width: 45 },
        { header: 'Latest', width: 45 },
        { header: 'Change', width: 50 },
        { header: 'L a person a day saved', width: 120 },
      ],
      fontSize: 8,
    },
    d.mostImproved.map((r) => [
      truncate(r.profileName, 28),
      truncate(r.apartment || 'N/A', 12),
      String(r.firstScore),
      String(r.latestScore),
      `+${r.change}`,
      r.litresSavedPerPersonPerDay === null ? 'N/A' : litres(r.litresSavedPerPersonPerDay),
    ]),
  );
}

function pledgesAndFollowUp(doc: Pdf, d: OrganiserDashboard) {
  heading(doc, 'Pledges');
  field(doc, 'Made', d.pledges.made);
  field(doc, 'Kept', d.pledges.kept);
  field(doc, 'Not kept', d.pledges.notKept);
  field(doc, 'Still open', d.pledges.open);
  field(doc, 'Litres a day saved by kept pledges', litres(d.pledges.keptLitresPerDay));

  heading(doc, 'Signed up but never answered');
  if (d.neverAnswered.length === 0) return note(doc, 'Everyone who signed up has answered.');
  note(
    doc,
    d.neverAnswered.length === 1
      ? '1 resident to follow up.'
      : `${d.neverAnswered.length} residents to follow up.`,
  );
  table(
    doc,
    {
      columns: [
        { header: 'Name', width: 160 },
        { header: 'Apartment', width: 90 },
        { header: 'Signed up', width: 120 },
      ],
      fontSize: 8,
    },
    d.neverAnswered.map((r) => [
      truncate(r.profileName, 30),
      truncate(r.apartment || 'N/A', 15),
      r.createdAt.slice(0, 10),
    ]),
  );
}

function meter(doc: Pdf, d: OrganiserDashboard) {
  heading(doc, 'Society meter');
  const periods = d.meter.periods;
  if (periods.length === 0) {
    return note(doc, 'Two meter readings are needed before a period can be shown.');
  }
  drawBarChart(doc, {
    title: 'Litres a person a day: the meter against residents’ own estimates',
    labels: periods.map((p) => p.to.slice(5)),
    series: [
      { name: 'Meter', color: BLUE },
      { name: 'Residents’ estimate', color: GREEN },
    ],
    values: periods.map((p) => [
      round(p.litresPerPersonPerDay),
      round(p.estimatedLitresPerPersonPerDay ?? 0),
    ]),
    reference: {
      value: d.normLitresPerPersonPerDay,
      label: `${d.normLitresPerPersonPerDay} L norm`,
    },
    unit: 'L a person a day, period ending',
  });
  table(
    doc,
    {
      columns: [
        { header: 'From', width: 70 },
        { header: 'To', width: 70 },
        { header: 'Days', width: 40 },
        { header: 'Residents', width: 55 },
        { header: 'Meter L/person/day', width: 95 },
        { header: 'Estimate', width: 60 },
        { header: `vs ${d.normLitresPerPersonPerDay} L`, width: 60 },
      ],
      fontSize: 8,
    },
    periods.map((p) => [
      p.from,
      p.to,
      String(p.days),
      String(p.residents),
      String(round(p.litresPerPersonPerDay)),
      litres(p.estimatedLitresPerPersonPerDay),
      `${round(p.litresPerPersonPerDay - d.normLitresPerPersonPerDay) > 0 ? '+' : ''}${round(p.litresPerPersonPerDay - d.normLitresPerPersonPerDay)} L`,
    ]),
  );
}

/** The community report, from one consistent read of the database. */
export async function writeCommunityReportPdf(
  out: Writable,
  reader: ExportReader,
  mostImproved: MostImproved,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<void> {
  const dashboard = computeDashboard(reader.db, now, mostImproved);
  const doc = createPdf(COMMUNITY_REPORT_TITLE);
  await streamPdf(out, doc, async (doc, pause) => {
    doc.font(BOLD).fontSize(18).text(COMMUNITY_REPORT_TITLE, MARGIN);
    note(doc, `Generated ${formatMoment(now, timeZone)}`);
    heading(doc, 'Summary');
    field(doc, 'Residents signed up', dashboard.totals.residents);
    field(doc, 'Residents who answered', dashboard.totals.answered);
    field(doc, 'Questionnaire attempts', dashboard.totals.attempts);
    participation(doc, dashboard);
    await pause();
    distributions(doc, dashboard);
    await pause();
    costliest(doc, dashboard);
    await pause();
    improved(doc, dashboard);
    pledgesAndFollowUp(doc, dashboard);
    meter(doc, dashboard);
  });
}
