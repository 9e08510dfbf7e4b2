import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, LoadingBlock } from '@wf/ui';
import { formatDateTime } from '../../../../lib/format';
import { useTRPC } from '../../../../lib/trpc';
import type { RouterOutputs } from '../../../../lib/trpc';

type Entry = RouterOutputs['organiser']['auditLog'][number];

const ACTIONS: Record<Entry['action'], string> = {
  profile_deleted: 'Deleted a profile',
  export: 'Exported',
  reset_link: 'Made a reset link',
  meter_reading: 'Recorded a meter reading',
  meter_reading_corrected: 'Corrected a meter reading',
  meter_reading_removed: 'Removed a meter reading',
};

/** The audit log (issue 11, item 9): what the administrator did, newest first. */
export function AuditLog() {
  const trpc = useTRPC();
  const query = useQuery(trpc.organiser.auditLog.queryOptions());
  return (
    <Card title="Audit Log" icon="🗒️">
      <p className="organiser-figure__text">
        Deletions, exports, reset links, meter readings and their corrections, newest first (the
        latest 200). Kept in the database; links and passwords never are.
      </p>
      {query.isPending && <LoadingBlock label="Loading the audit log…" />}
      {query.isError && (
        <Alert tone="error">
          The audit log could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {query.data && query.data.length === 0 && <p>Nothing recorded yet.</p>}
      {query.data && query.data.length > 0 && (
        <div className="organiser-table-scroll" role="region" aria-label="Audit log" tabIndex={0}>
          <table className="organiser-table" data-testid="audit-log">
            <caption className="wf-visually-hidden">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Of</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                  </th>
                  <td className="organiser-audit__who">{e.actorName}</td>
                  <td>{ACTIONS[e.action]}</td>
                  <td>{e.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
