import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, LoadingBlock } from '@wf/ui';
import { formatDateTime } from '../../../../lib/format';
import { downloadFile } from '../download';
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
  participant_code_changed: 'Changed the participant code',
  profile_edited: 'Edited a profile',
  legacy_migrated: 'Ran the legacy migration',
  on_behalf: 'Wrote for a resident',
  campaign_saved: 'Saved the campaign',
  announcement_sent: 'Sent the campaign’s announcement',
  reminders_sent: 'Sent the due reminders',
};

type Action = Entry['action'];
const ACTION_KEYS = Object.keys(ACTIONS) as Action[];

/**
 * The audit log (issue 11, item 9; issue 28, item 4): what the administrator did, newest first,
 * one action at a time if chosen, and the whole log as CSV.
 */
export function AuditLog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | ''>('');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const query = useQuery(trpc.organiser.auditLog.queryOptions(action ? { action } : undefined));

  async function download() {
    if (downloading) return;
    setDownloading(true);
    setDownloadError('');
    try {
      await downloadFile(`/api/admin/audit-log.csv${action ? `?action=${action}` : ''}`, {
        fallbackName: 'audit_log.csv',
      });
      // The download is itself on the record.
      await queryClient.invalidateQueries({ queryKey: trpc.organiser.auditLog.queryKey() });
    } catch (error) {
      console.error('Audit log download failed', error);
      setDownloadError('The audit log could not be downloaded. Please try again.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card title="Audit Log" icon="🗒️">
      <p className="organiser-figure__text">
        Deletions, exports, reset links, participant code changes, profile edits, the legacy
        migration, writes made for a resident, and meter readings with their corrections, newest
        first (the latest 200 on screen; the CSV holds them all). Kept in the database; links,
        passwords and the participant code never are.
      </p>
      <div className="organiser-audit__tools">
        <label htmlFor="audit-action">Show</label>
        <select
          id="audit-action"
          value={action}
          onChange={(e) => setAction(e.target.value as Action | '')}
        >
          <option value="">Every action</option>
          {ACTION_KEYS.map((key) => (
            <option key={key} value={key}>
              {ACTIONS[key]}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void download()}
          loading={downloading}
          loadingText="Downloading..."
        >
          Download CSV
        </Button>
      </div>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {query.isPending && <LoadingBlock label="Loading the audit log…" />}
      {query.isError && (
        <Alert tone="error">
          The audit log could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {query.data && query.data.length === 0 && (
        <p>{action ? 'Nothing recorded for this action yet.' : 'Nothing recorded yet.'}</p>
      )}
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
