import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { exportCatalogue, type TableName } from '@wf/scoring/exports-catalogue';
import { clearSession } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';
import { usePreload } from '../../../lib/use-preload';
import type { Notify } from './AdminMessage';
import type { DownloadProgress } from './download';
import { ADMIN_MESSAGES, LONG_MESSAGE_MS, MESSAGE_MS } from './messages';
import type { AdminProfile } from './profiles';

// The streaming download and its header parser load apart from /admin (issue 13's budgets): they
// are fetched once the screen is up, so an export does not wait for them.
const loadDownload = () => import('./download');

export type TableExportKind = 'scores-csv' | 'scores-xlsx' | 'responses-csv' | 'responses-xlsx';
export type ExportKind = TableExportKind | 'report' | 'individual' | 'community' | 'meter';

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

/** The API's base path; each export's route, label and file name come from the catalogue. */
const API = '/api';

function tableExport(kind: TableExportKind): ExportSpec {
  const scores = kind.startsWith('scores');
  const name: TableName = scores ? 'participant-scores' : 'questionnaire-responses';
  const entry = exportCatalogue.table(name, kind.endsWith('xlsx') ? 'xlsx' : 'csv');
  return {
    kind,
    url: API + entry.path,
    label: entry.label,
    fallbackName: entry.fileName,
    success: scores ? ADMIN_MESSAGES.scoresExported : ADMIN_MESSAGES.responsesExported,
    failure: scores ? ADMIN_MESSAGES.scoresFailed : ADMIN_MESSAGES.responsesFailed,
    // Section 9: the responses export's message stays 5 s.
    durationMs: scores ? MESSAGE_MS : LONG_MESSAGE_MS,
  };
}

function reportExport(): ExportSpec {
  const entry = exportCatalogue.report();
  return {
    kind: 'report',
    url: API + entry.path,
    label: entry.label,
    fallbackName: entry.fileName,
    success: ADMIN_MESSAGES.reportGenerated,
    failure: ADMIN_MESSAGES.reportFailed,
    durationMs: MESSAGE_MS,
  };
}

/** Issue 11: the organiser's community report and the meter readings sheet. */
function organiserExport(kind: 'community' | 'meter'): ExportSpec {
  const entry =
    kind === 'community' ? exportCatalogue.communityReport() : exportCatalogue.meterReadings();
  return {
    kind,
    url: API + entry.path,
    label: entry.label,
    fallbackName: entry.fileName,
    success:
      kind === 'community' ? ADMIN_MESSAGES.communityGenerated : ADMIN_MESSAGES.meterExported,
    failure: kind === 'community' ? ADMIN_MESSAGES.communityFailed : ADMIN_MESSAGES.meterFailed,
    durationMs: MESSAGE_MS,
  };
}

function individualExport(profile: AdminProfile): ExportSpec {
  const entry = exportCatalogue.individual(profile);
  return {
    kind: 'individual',
    url: API + entry.path,
    label: entry.label,
    fallbackName: entry.fileName,
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
  usePreload(loadDownload);

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
      let download: Awaited<ReturnType<typeof loadDownload>> | undefined;
      try {
        download = await loadDownload();
        await download.downloadFile(spec.url, {
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
          if (download && error instanceof download.DownloadError && error.status === 401) {
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
    exportCommunityReport: useCallback(() => run(organiserExport('community')), [run]),
    exportMeterReadings: useCallback(() => run(organiserExport('meter')), [run]),
    exportIndividual: useCallback((profile: AdminProfile) => run(individualExport(profile)), [run]),
    cancel: useCallback(() => controller.current?.abort(), []),
  };
}
