import { lazy, Suspense, useId } from 'react';
import type { ReactNode } from 'react';
import type { DashboardChartProps } from './DashboardChart';

const DashboardChart = lazy(() => import('./DashboardChart'));

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** Bars a chart may have and still carry each number above its bar. */
const LABELLED_BARS = 16;

/**
 * A chart with its figures: the chart is drawn for the eye (hidden from assistive technology),
 * and the same rows are a table that screen readers read. Issue 28: every chart shows its
 * numbers, on its bars where they are few, or else in the table shown under it; otherwise the
 * table is visually hidden unless `showTable`.
 */
export function ChartFigure<Row>({
  title,
  description,
  chart,
  rows,
  columns,
  showTable = false,
}: {
  title: string;
  description?: ReactNode;
  chart: DashboardChartProps;
  rows: readonly Row[];
  columns: readonly FigureColumn<Row>[];
  showTable?: boolean;
}) {
  const headingId = useId();
  const labelled = chart.data.length * chart.bars.length <= LABELLED_BARS;
  const tableShown = showTable || !labelled;
  return (
    <figure className="organiser-figure" aria-labelledby={headingId}>
      <h3 id={headingId} className="organiser-figure__title">
        {title}
      </h3>
      {description && <p className="organiser-figure__text">{description}</p>}
      <Suspense
        fallback={<div className="organiser-chart" style={{ height: chart.height ?? 260 }} />}
      >
        <DashboardChart labels={labelled} {...chart} />
      </Suspense>
      <div className={tableShown ? 'organiser-table-scroll' : 'wf-visually-hidden'}>
        <table className="organiser-table">
          <caption className="wf-visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c.header} scope="row">
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.header}>{c.cell(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
