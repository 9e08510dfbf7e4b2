import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';
import type { Notify } from './AdminMessage';
import { DownloadError, downloadFile, isoDate } from './download';
import type { DownloadProgress } from './download';
import { ADMIN_MESSAGES, LONG_MESSAGE_MS, MESSAGE_MS } from './messages';
import type { AdminProfile } from './profiles';

export type TableExportKind = 'scores-csv' | 'scores-xlsx' | 'responses-csv' | 'responses-xlsx';
export type ExportKind = TableExportKind | 'report' | 'individual';

interface ExportSpec {
  kind: ExportKind;
  url: string;
  /** What is being prepared, for the progress line ("participant scores (CSV)"). */
  label: string;
  fallbackName: string;
  success: string;
  failure: string;
  durationMs: number;
  profileId?: number;
}

/** The server's export routes (apps/api/src/rest/exports.ts). */
function tableExport(kind: TableExportKind): ExportSpec {
  const scores = kind.startsWith('scores');
  const ext = kind.endsWith('xlsx') ? 'xlsx' : 'csv';
  const slug = scores ? 'participant-scores' : 'questionnaire-responses';
  return {
    kind,
    url: `/api/exports/${slug}.${ext}`,
    label: `${scores ? 'participant scores' : 'questionnaire responses'} (${ext.toUpperCase()})`,
    fallbackName: `${scores ? 'participant_scores' : 'questionnaire_responses'}_${isoDate()}.${ext}`,
    success: scores ? ADMIN_MESSAGES.scoresExported : ADMIN_MESSAGES.responsesExported,
    failure: scores ? ADMIN_MESSAGES.scoresFailed : ADMIN_MESSAGES.responsesFailed,
    // Section 9: the responses export's message stays 5 s.
    durationMs: scores ? MESSAGE_MS : LONG_MESSAGE_MS,
  };
}

function reportExport(): ExportSpec {
  return {
    kind: 'report',
    url: '/api/exports/report.pdf',
    label: 'the PDF report',
    fallbackName: `questionnaire_report_${isoDate()}.pdf`,
    success: ADMIN_MESSAGES.reportGenerated,
    failure: ADMIN_MESSAGES.reportFailed,
    durationMs: MESSAGE_MS,
  };
}

function individualExport(profile: AdminProfile): ExportSpec {
  return {
    kind: 'individual',
    url: `/api/exports/profiles/${profile.id}/report.pdf`,
    label: `the PDF report for ${profile.profileName}`,
    fallbackName: `${profile.profileName.replace(/[^\p{L}\p{N}._-]+/gu, '_')}_report_${isoDate()}.pdf`,
    success: ADMIN_MESSAGES.individualGenerated(profile.profileName),
    failure: ADMIN_MESSAGES.individualFailed,
    durationMs: MESSAGE_MS,
    profileId: profile.id,
  };
}

export interface ExportJob {
  kind: ExportKind;
  label: string;
  profileId?: number;
  progress: DownloadProgress;
}

/**
 * Runs the administrator's exports one at a time: download with progress, then the spec's
 * success or failure message. An export can be cancelled; leaving the screen cancels it.
 */
export function useExports(notify: Notify) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<ExportJob | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (spec: ExportSpec) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setJob({
        kind: spec.kind,
        label: spec.label,
        profileId: spec.profileId,
        progress: { received: 0 },
      });
      try {
        await downloadFile(spec.url, {
          signal: abort.signal,
          fallbackName: spec.fallbackName,
          onProgress: (progress) => setJob((current) => current && { ...current, progress }),
        });
        notify(spec.success, 'success', spec.durationMs);
      } catch (error) {
        if (abort.signal.aborted) {
          notify(ADMIN_MESSAGES.exportCancelled, 'info', MESSAGE_MS);
        } else {
          console.error(`Export failed: ${spec.url}`, error);
          if (error instanceof DownloadError && error.status === 401) {
            // The session is gone: the layout's session guard takes over (-> /login).
            clearSession();
            queryClient.setQueryData(trpc.auth.me.queryKey(), { user: null });
          }
          notify(spec.failure, 'error', spec.durationMs);
        }
      } finally {
        controller.current = null;
        setJob(null);
      }
    },
    [notify, queryClient, trpc],
  );

  return {
    job,
    exportTable: useCallback((kind: TableExportKind) => run(tableExport(kind)), [run]),
    exportReport: useCallback(() => run(reportExport()), [run]),
    exportIndividual: useCallback((profile: AdminProfile) => run(individualExport(profile)), [run]),
    cancel: useCallback(() => controller.current?.abort(), []),
  };
}
