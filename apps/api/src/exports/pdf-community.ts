import type { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { profiles } from '@wf/db/schema';
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
  ensureSpace,
  field,
  formatMoment,
  heading,
  MARGIN,
  note,
  streamPdf,
  truncate,
  winAnsi,
  type Pdf,
  type PdfTable,
} from './pdf.ts';
import type { ExportReader } from './reader.ts';

// The community report (issue 11, item 5): the organiser's dashboard on paper, for the
// residents' association meeting or the school presentation. Charts are vector drawings, each
// with its figures in a table under it. A resident is named only when they took part and chose
// "show my name in community reports" on /edit-profile (issue 28, item 2): the document goes to
// an association meeting. Everyone else is counted, never named; who has not answered yet is a
// number here (the Community Dashboard lists them for the organiser's follow-up).

export const COMMUNITY_REPORT_TITLE = 'Community Water Report';

const BLUE = '#1f6fb2';
const GREEN = '#2e8b57';
const ORANGE = '#d9822b';

/** Room for a chart with its title and legend: a heading never ends a page without it. */
const CHART_ROOM = 240;
/** Room for a heading's note and a table's header and first rows. */
const TABLE_ROOM = 90;

/** A heading kept on the page with the first `room` points of what follows it. */
function section(doc: Pdf, title: string, room: number): void {
  ensureSpace(doc, room + 45);
  heading(doc, title);
}

/** The residents who chose to be named in community reports (ids). */
function namedResidents(reader: ExportReader): Set<number> {
  const rows = reader.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.showNameInReports, true))
    .all();
  return new Set(rows.map((r) => r.id));
}

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
  section(doc, 'Participation over time', CHART_ROOM);
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
  section(doc, 'Scores and litres', CHART_ROOM);
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
  section(doc, 'Where the water goes', CHART_ROOM);
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

/** Litres a day as the report writes them: whole litres with thousands separators. */
function litresADay(value: number): string {
  return `${round(value).toLocaleString('en-IN')} L a day`;
}

// What to campaign on next (issue 28, item 1): the same changes as the dashboard, worded as
// advice, with the litres and the households each concerns, and the model's "together".
function campaignNext(doc: Pdf, d: OrganiserDashboard) {
  section(doc, 'What to campaign on next', TABLE_ROOM);
  const { changes, together } = d.campaign;
  if (changes.length === 0) return note(doc, 'No answers yet.');
  note(
    doc,
    `The ${changes.length === 1 ? 'change' : `${changes.length} changes`} that would save the community the most water if every household that could make ${changes.length === 1 ? 'it' : 'them'} did, from each household’s latest answers and the change its own action plan offers.`,
  );
  changes.forEach((change, i) => {
    doc
      .font(BOLD)
      .fontSize(11)
      .text(winAnsi(`${i + 1}. ${change.title}`), MARGIN);
    note(
      doc,
      `${litresADay(change.litresPerDay)} if the ${change.households} ${change.households === 1 ? 'household' : 'households'} it concerns ${change.households === 1 ? 'makes it' : 'make it'}. Question: ${truncate(change.question, 90)}`,
    );
  });
  if (together) {
    field(
      doc,
      'Together',
      `${litresADay(together.litresPerDay)} from ${together.households} households, by the model on each home’s answers with all of its changes: ${round(together.sharedLitresPerDay) >= 1 ? `${litresADay(together.sharedLitresPerDay)} less than the changes one by one, because they cut some of the same water` : 'these changes cut different water, so this is what they save one by one'}.`,
    );
  }
}

function improved(doc: Pdf, d: OrganiserDashboard, named: ReadonlySet<number>) {
  section(doc, 'Most improved', TABLE_ROOM);
  note(doc, 'Residents with two or more attempts, by the change from their first to their latest.');
  if (d.mostImproved.length === 0) return note(doc, 'Nobody has improved on a second attempt yet.');
  const unnamed = d.mostImproved.filter((r) => !named.has(r.id)).length;
  if (unnamed > 0) {
    note(
      doc,
      `Only residents who chose "show my name in community reports" are named; ${unnamed} of ${d.mostImproved.length} are not.`,
    );
  }
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
      named.has(r.id) ? truncate(r.profileName, 28) : 'Not named',
      named.has(r.id) ? truncate(r.apartment || 'N/A', 12) : '-',
      String(r.firstScore),
      String(r.latestScore),
      `+${r.change}`,
      r.litresSavedPerPersonPerDay === null ? 'N/A' : litres(r.litresSavedPerPersonPerDay),
    ]),
  );
}

function pledgesAndFollowUp(doc: Pdf, d: OrganiserDashboard) {
  section(doc, 'Pledges', TABLE_ROOM);
  field(doc, 'Made', d.pledges.made);
  field(doc, 'Kept', d.pledges.kept);
  field(doc, 'Not kept', d.pledges.notKept);
  field(doc, 'Still open', d.pledges.open);
  field(doc, 'Litres a day saved by kept pledges', litres(d.pledges.keptLitresPerDay));

  // Counted, never named: they have not taken part (issue 28, item 2).
  section(doc, 'Signed up but never answered', TABLE_ROOM);
  if (d.neverAnswered.length === 0) return note(doc, 'Everyone who signed up has answered.');
  note(
    doc,
    `${d.neverAnswered.length === 1 ? '1 resident has' : `${d.neverAnswered.length} residents have`} signed up but not answered yet. The Community Dashboard lists them for follow-up; this report names nobody who has not taken part.`,
  );
}

function answerFirst(doc: Pdf, d: OrganiserDashboard) {
  heading(doc, 'Is the society using less water?');
  if (!d.answer) {
    return note(doc, 'Two meter readings are needed before the meter can answer.');
  }
  doc.font(BOLD).fontSize(11).text(winAnsi(d.answer.sentence), MARGIN);
  doc.moveDown(0.3);
  field(doc, 'Meter, latest period', `${d.answer.meter} L a person a day`);
  field(doc, 'Norm', `${d.answer.norm} L`);
  field(
    doc,
    'Residents’ own estimate',
    d.answer.estimate === null ? 'No answers yet' : `${d.answer.estimate} L`,
  );
}

function meter(doc: Pdf, d: OrganiserDashboard) {
  section(doc, 'Society meter, period by period', CHART_ROOM);
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
    periods.map((p) => {
      // Whole litres in every column, and the difference taken from the meter figure as printed,
      // so "133" and "-2 L" agree (never "133" beside "-1.7 L").
      const meterLitres = Math.round(p.litresPerPersonPerDay);
      return [
        p.from,
        p.to,
        String(p.days),
        String(p.residents),
        meterLitres.toLocaleString('en-IN'),
        wholeLitres(p.estimatedLitresPerPersonPerDay),
        signedLitres(meterLitres - d.normLitresPerPersonPerDay),
      ];
    }),
  );
}

function wholeLitres(value: number | null): string {
  return value === null ? 'N/A' : `${Math.round(value).toLocaleString('en-IN')} L`;
}

/** '+35 L' over the norm, '-12 L' under it, '0 L' on it: whole litres, as the XLSX sign them. */
function signedLitres(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toLocaleString('en-IN')} L`;
}

/** The community report, from one consistent read of the database. */
export async function writeCommunityReportPdf(
  out: Writable,
  reader: ExportReader,
  mostImproved: MostImproved,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<void> {
  const dashboard = computeDashboard(reader.db, now, mostImproved);
  const named = namedResidents(reader);
  const doc = createPdf(COMMUNITY_REPORT_TITLE);
  await streamPdf(out, doc, async (doc, pause) => {
    doc.font(BOLD).fontSize(18).text(COMMUNITY_REPORT_TITLE, MARGIN);
    note(doc, `Generated ${formatMoment(now, timeZone)}`);
    // The answer first (issue 28, item 1): the meter against the norm and the residents' own
    // estimate, per period; then participation; then where the water goes.
    answerFirst(doc, dashboard);
    meter(doc, dashboard);
    await pause();
    heading(doc, 'Who takes part');
    field(doc, 'Residents signed up', dashboard.totals.residents);
    field(doc, 'Residents who answered', dashboard.totals.answered);
    field(doc, 'Questionnaire attempts', dashboard.totals.attempts);
    participation(doc, dashboard);
    await pause();
    distributions(doc, dashboard);
    await pause();
    costliest(doc, dashboard);
    campaignNext(doc, dashboard);
    await pause();
    improved(doc, dashboard, named);
    pledgesAndFollowUp(doc, dashboard);
  });
}
