import { useId } from 'react';
import { Button, Card, cx } from '@wf/ui';
import { formatBytes } from './format-bytes';
import { PosterDownload } from './PosterDownload';
import type { ExportJob, TableExportKind } from './use-exports';

export interface DataExportProps {
  job: ExportJob | null;
  migrating: boolean;
  onExportTable: (kind: TableExportKind) => void;
  onExportReport: () => void;
  onMigrate: () => void;
}

const TABLE_EXPORTS = [
  {
    base: 'scores',
    title: 'Participant Scores',
    text: 'One row per participant: attempts, best, average and latest score.',
  },
  {
    base: 'responses',
    title: 'Questionnaire Responses',
    text: 'Every attempt with its 31 answers, one row per attempt.',
  },
] as const;

/** Spec section 2 /admin: the Data Export section. */
export function DataExport({
  job,
  migrating,
  onExportTable,
  onExportReport,
  onMigrate,
}: DataExportProps) {
  const busy = job !== null;
  return (
    <Card title="Data Export" icon="📤" className="admin-exports">
      <p className="admin-exports__lead">
        Download community data for analysis. The administrator account is left out of every export.
      </p>
      <ul className="card-grid">
        {TABLE_EXPORTS.map(({ base, title, text }) => (
          <li key={base} className="admin-export">
            <h3 className="admin-export__title">{title}</h3>
            <p className="admin-export__text">{text}</p>
            <div className="admin-export__buttons">
              <Button
                onClick={() => onExportTable(`${base}-csv`)}
                disabled={busy}
                loading={job?.kind === `${base}-csv`}
              >
                {`Export ${title} (CSV)`}
              </Button>
              <Button
                variant="secondary"
                onClick={() => onExportTable(`${base}-xlsx`)}
                disabled={busy}
                loading={job?.kind === `${base}-xlsx`}
              >
                {`Export ${title} (XLSX)`}
              </Button>
            </div>
          </li>
        ))}
        <li className="admin-export">
          <h3 className="admin-export__title">PDF Report</h3>
          <p className="admin-export__text">
            Summary figures, the participants table and each participant’s latest answers.
          </p>
          <div className="admin-export__buttons">
            <Button
              onClick={onExportReport}
              disabled={busy}
              loading={job?.kind === 'report'}
              loadingText="Generating PDF..."
            >
              Generate PDF Report
            </Button>
          </div>
        </li>
        <PosterDownload />
        <li className="admin-export">
          <h3 className="admin-export__title">Legacy Data Migration</h3>
          <p className="admin-export__text">
            Marks attempts that have a score but no answers as legacy data.
          </p>
          <div className="admin-export__buttons">
            <Button
              variant="secondary"
              onClick={onMigrate}
              loading={migrating}
              loadingText="Migrating..."
            >
              Migrate Legacy Data
            </Button>
          </div>
        </li>
      </ul>
    </Card>
  );
}

/**
 * Progress of the running export. A streamed export has no known size, so the bar is
 * indeterminate and the text counts the bytes received; the count is not a live region (it
 * would chatter), the start is announced once.
 */
export function ExportProgress({ job, onCancel }: { job: ExportJob; onCancel: () => void }) {
  const labelId = useId();
  const { received, total } = job.progress;
  const amount = total
    ? `${formatBytes(received)} of ${formatBytes(total)}`
    : `${formatBytes(received)} received`;
  const percent = total ? Math.min(100, Math.round((received / total) * 100)) : undefined;
  return (
    <div className="export-progress">
      <p className="export-progress__label" id={labelId}>
        Preparing {job.label}…
      </p>
      <div
        className={cx(
          'export-progress__bar',
          percent === undefined && 'export-progress__bar--indeterminate',
        )}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuetext={amount}
        aria-valuemin={percent === undefined ? undefined : 0}
        aria-valuemax={percent === undefined ? undefined : 100}
        aria-valuenow={percent}
      >
        <span
          className="export-progress__fill"
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
      <div className="export-progress__footer">
        <span className="export-progress__amount" data-testid="export-bytes">
          {amount}
        </span>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel export
        </Button>
      </div>
    </div>
  );
}
