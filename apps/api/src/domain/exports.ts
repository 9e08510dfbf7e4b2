import type { Writable } from 'node:stream';
import { exportCatalogue, type TableFormat, type TableName } from '@wf/scoring/exports-catalogue';
import { writeCsv } from '../exports/csv.ts';
import { meterReadingsTable } from '../exports/meter-readings.ts';
import { participantScoresTable } from '../exports/participant-scores.ts';
import { writeCommunityReportPdf } from '../exports/pdf-community.ts';
import { findResident, writeIndividualPdf } from '../exports/pdf-individual.ts';
import { writeReportPdf } from '../exports/pdf-report.ts';
import { openExportReader, type ExportReader } from '../exports/reader.ts';
import { responsesTable } from '../exports/responses.ts';
import type { RowErrorHandler } from '../exports/rows.ts';
import type { TableExport } from '../exports/table.ts';
import { writeXlsx } from '../exports/xlsx.ts';
import { recordAuditAlone } from './audit-log.ts';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { dashboardImproved } from './organiser-dashboard.ts';
import type { SessionProfile } from './sessions.ts';

// The administrator's downloads (spec sections 2 /admin, 6, 8, 9), decided here like every other
// read: each function checks that the caller is the administrator, opens the snapshot the file is
// read from and writes the audit entry (issue 11, item 9) before a byte is sent, so a download
// that starts is on the record. A transport only sends what `write` produces.

export type ExportFileType = 'csv' | 'xlsx' | 'pdf';

/** A download, allowed and recorded, whose file is written while it downloads. */
export interface ExportFile {
  name: string;
  type: ExportFileType;
  /**
   * Writes the file to `out` from the export's snapshot; a row that cannot be read is skipped
   * and reported to `onRowError`. Closes the snapshot however it ends.
   */
  write(out: Writable, onRowError: RowErrorHandler): Promise<void>;
}

type Produce = (out: Writable, reader: ExportReader, onRowError: RowErrorHandler) => Promise<void>;

/** Records the download and hands it over; the snapshot is closed if the record fails. */
function recorded(
  deps: Deps,
  caller: SessionProfile,
  reader: ExportReader,
  file: { name: string; type: ExportFileType },
  produce: Produce,
): ExportFile {
  try {
    recordAuditAlone(deps, caller, 'export', file.name);
  } catch (error) {
    reader.close();
    throw error;
  }
  return {
    ...file,
    write: async (out, onRowError) => {
      try {
        await produce(out, reader, onRowError);
      } finally {
        reader.close();
      }
    },
  };
}

type TableExportOf = (
  reader: ExportReader,
  onRowError: RowErrorHandler,
  format: TableFormat,
) => TableExport;

// Routes, labels and file names come from the export catalogue the admin screen also reads.
const TABLES: Record<TableName, TableExportOf> = {
  'participant-scores': participantScoresTable,
  'questionnaire-responses': responsesTable,
};

/** One of the spec's tables (participant scores, questionnaire responses) as CSV or XLSX. */
export function exportTable(
  deps: Deps,
  caller: SessionProfile,
  name: TableName,
  format: TableFormat,
): ExportFile {
  authorizeAdmin(caller);
  const table = TABLES[name];
  return recorded(
    deps,
    caller,
    openExportReader(deps),
    { name: exportCatalogue.table(name, format).fileName, type: format },
    (out, reader, onRowError) =>
      (format === 'csv' ? writeCsv : writeXlsx)(
        out,
        table(reader, onRowError, format),
        deps.config.TIME_ZONE,
      ),
  );
}

/** The questionnaire report of everyone (PDF). */
export function exportReport(deps: Deps, caller: SessionProfile): ExportFile {
  authorizeAdmin(caller);
  return recorded(
    deps,
    caller,
    openExportReader(deps),
    { name: exportCatalogue.report().fileName, type: 'pdf' },
    (out, reader, onRowError) =>
      writeReportPdf(out, reader, onRowError, { timeZone: deps.config.TIME_ZONE }),
  );
}

/** The community report: the organiser's dashboard with its charts (PDF). */
export function exportCommunityReport(deps: Deps, caller: SessionProfile): ExportFile {
  authorizeAdmin(caller);
  return recorded(
    deps,
    caller,
    openExportReader(deps),
    { name: exportCatalogue.communityReport().fileName, type: 'pdf' },
    (out, reader) =>
      writeCommunityReportPdf(out, reader, dashboardImproved(deps), {
        timeZone: deps.config.TIME_ZONE,
      }),
  );
}

/** The society's meter readings, with litres a person a day (XLSX). */
export function exportMeterReadings(deps: Deps, caller: SessionProfile): ExportFile {
  authorizeAdmin(caller);
  return recorded(
    deps,
    caller,
    openExportReader(deps),
    { name: exportCatalogue.meterReadings().fileName, type: 'xlsx' },
    (out, reader) => writeXlsx(out, meterReadingsTable(reader), deps.config.TIME_ZONE),
  );
}

/** One participant's report (PDF); 404 for an unknown id and for the administrator. */
export function exportIndividualReport(deps: Deps, caller: SessionProfile, id: number): ExportFile {
  authorizeAdmin(caller);
  const reader = openExportReader(deps);
  let profile;
  try {
    profile = findResident(reader, id);
  } finally {
    if (!profile) reader.close();
  }
  if (!profile) {
    // The administrator is not a participant and has no report either.
    throw errors.notFound(`No participant with id ${id}`);
  }
  const found = profile;
  return recorded(
    deps,
    caller,
    reader,
    {
      name: exportCatalogue.individual({ id, profileName: found.profileName }).fileName,
      type: 'pdf',
    },
    (out, reader, onRowError) =>
      writeIndividualPdf(out, reader, found, onRowError, { timeZone: deps.config.TIME_ZONE }),
  );
}
