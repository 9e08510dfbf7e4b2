import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  exportCatalogue,
  INDIVIDUAL_REPORT_ROUTE,
  TABLE_FORMATS,
  type TableFormat,
  type TableName,
} from '@wf/scoring/exports-catalogue';
import { recordAuditAlone } from '../domain/audit-log.ts';
import type { Deps } from '../domain/deps.ts';
import { errors } from '../domain/errors.ts';
import { dashboardImproved } from '../domain/organiser-dashboard.ts';
import { idSchema } from '../domain/schemas.ts';
import { writeCsv } from '../exports/csv.ts';
import { contentDisposition } from '../exports/filenames.ts';
import { participantScoresTable } from '../exports/participant-scores.ts';
import { writeCommunityReportPdf } from '../exports/pdf-community.ts';
import { findResident, writeIndividualPdf } from '../exports/pdf-individual.ts';
import { writeReportPdf } from '../exports/pdf-report.ts';
import { openExportReader, type ExportReader } from '../exports/reader.ts';
import { responsesTable } from '../exports/responses.ts';
import type { RowErrorHandler } from '../exports/rows.ts';
import { ExportAborted } from '../exports/sink.ts';
import type { TableExport } from '../exports/table.ts';
import { meterReadingsTable } from '../exports/meter-readings.ts';
import { writeXlsx } from '../exports/xlsx.ts';
import { replies, type RestApp } from './contract.ts';
import { adminOnly, requireCaller } from './helpers.ts';
import { operation, type OperationDoc } from './openapi.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

const DOWNLOAD_HEADERS = ['content-type', 'content-disposition', 'cache-control'];

type Produce = (out: Writable, reader: ExportReader, onRowError: RowErrorHandler) => Promise<void>;

/**
 * Sends a file that is written while it downloads. The response starts with the first bytes;
 * a failure before them is an ordinary JSON error, a failure after them cuts the connection, so
 * a broken file is never taken for a complete one. The reader closes however the export ends.
 */
function download(
  request: FastifyRequest,
  reply: FastifyReply,
  reader: ExportReader,
  file: { name: string; type: keyof typeof CONTENT_TYPES },
  produce: Produce,
  deps: Deps,
) {
  // Written before the first byte: a download that starts is on the record (issue 11, item 9).
  try {
    recordAuditAlone(deps, requireCaller(request), 'export', file.name);
  } catch (error) {
    reader.close();
    throw error;
  }
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const onRowError: RowErrorHandler = (profileId, error) =>
    request.log.warn({ err: error, profileId }, 'export: one participant could not be read');
  reply
    .header('content-type', CONTENT_TYPES[file.type])
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'no-store')
    .send(out);
  void (async () => {
    try {
      await produce(out, reader, onRowError);
      if (!out.writableEnded) out.end();
    } catch (error) {
      if (error instanceof ExportAborted || out.destroyed) {
        request.log.info({ file: file.name }, 'export: download closed by the client');
        out.destroy();
      } else {
        request.log.error({ err: error, file: file.name }, 'export failed');
        if (!reply.raw.headersSent) {
          // Nothing was sent yet: the error handler answers with JSON instead of the file.
          for (const name of DOWNLOAD_HEADERS) {
            reply.removeHeader(name);
            reply.raw.removeHeader(name);
          }
        }
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    } finally {
      reader.close();
    }
  })();
  return reply;
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

const profileParamsSchema = z.strictObject({ id: idSchema });

/** A file download in the OpenAPI document: its media type, written while it downloads. */
function fileReply(type: keyof typeof CONTENT_TYPES, description: string) {
  const schema = z.string().meta({ format: 'binary' });
  return replies(
    { 200: { description, content: { [CONTENT_TYPES[type]]: { schema } } } },
    401,
    403,
  );
}

/** A download's operation: its answer is a file, with the name to save it as. */
function downloadOperation(
  doc: Pick<OperationDoc, 'id' | 'summary' | 'description' | 'failures' | 'parameters'>,
) {
  return operation({
    ...doc,
    tag: 'Exports',
    returns: 'The file, written while it downloads.',
    headers: ['file-name'],
  });
}

/** `participant-scores` and `csv` make `downloadParticipantScoresCsv`. */
function downloadId(...words: string[]): string {
  const camel = words.join('-').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return `download${camel[0]!.toUpperCase()}${camel.slice(1)}`;
}

/** The administrator's downloads (spec sections 2 /admin, 6, 8, 9). */
export function exportRoutes(app: RestApp, deps: Deps) {
  // A HEAD request would run the whole export only to throw it away.
  const options = { exposeHeadRoute: false, ...adminOnly };

  for (const [slug, table] of Object.entries(TABLES) as [TableName, TableExportOf][]) {
    for (const ext of TABLE_FORMATS) {
      const schema = {
        ...downloadOperation({
          id: downloadId(slug, ext),
          summary: `The ${slug} table as ${ext.toUpperCase()}`,
          description: `Every participant’s ${slug === 'participant-scores' ? 'scores' : 'answers'} as a ${ext.toUpperCase()} file, in the columns of the spec.`,
        }),
        response: fileReply(ext, `The ${slug} table as ${ext.toUpperCase()}`),
      };
      app.get(
        exportCatalogue.table(slug, ext).path,
        { ...options, schema },
        async (request, reply) => {
          return download(
            request,
            reply,
            openExportReader(deps),
            { name: exportCatalogue.table(slug, ext).fileName, type: ext },
            (out, reader, onRowError) =>
              (ext === 'csv' ? writeCsv : writeXlsx)(out, table(reader, onRowError, ext)),
            deps,
          );
        },
      );
    }
  }

  const reportSchema = {
    ...downloadOperation({
      id: 'downloadReport',
      summary: 'The questionnaire report (PDF)',
      description: 'The questionnaire report of every participant, as a PDF.',
    }),
    response: fileReply('pdf', 'The questionnaire report of everyone'),
  };
  app.get(
    exportCatalogue.report().path,
    { ...options, schema: reportSchema },
    async (request, reply) => {
      return download(
        request,
        reply,
        openExportReader(deps),
        { name: exportCatalogue.report().fileName, type: 'pdf' },
        (out, reader, onRowError) =>
          writeReportPdf(out, reader, onRowError, { timeZone: deps.config.TIME_ZONE }),
        deps,
      );
    },
  );

  const communitySchema = {
    ...downloadOperation({
      id: 'downloadCommunityReport',
      summary: 'The community report (PDF)',
      description: 'The organiser’s dashboard with its charts, as a PDF to share.',
    }),
    response: fileReply('pdf', 'The community report: the organiser’s dashboard with its charts'),
  };
  app.get(
    exportCatalogue.communityReport().path,
    { ...options, schema: communitySchema },
    async (request, reply) =>
      download(
        request,
        reply,
        openExportReader(deps),
        { name: exportCatalogue.communityReport().fileName, type: 'pdf' },
        (out, reader) =>
          writeCommunityReportPdf(out, reader, dashboardImproved(deps), {
            timeZone: deps.config.TIME_ZONE,
          }),
        deps,
      ),
  );

  const meterSchema = {
    ...downloadOperation({
      id: 'downloadMeterReadings',
      summary: 'The meter readings (XLSX)',
      description: 'The society’s meter readings, with litres a person a day, as a spreadsheet.',
    }),
    response: fileReply('xlsx', 'The society’s meter readings, with litres a person a day'),
  };
  app.get(
    exportCatalogue.meterReadings().path,
    { ...options, schema: meterSchema },
    async (request, reply) =>
      download(
        request,
        reply,
        openExportReader(deps),
        { name: exportCatalogue.meterReadings().fileName, type: 'xlsx' },
        (out, reader) => writeXlsx(out, meterReadingsTable(reader)),
        deps,
      ),
  );

  const individualSchema = {
    ...downloadOperation({
      id: 'downloadParticipantReport',
      summary: 'One participant’s report (PDF)',
      description: 'The report of one participant (not the administrator), as a PDF.',
      failures: { 404: 'No participant has this id.' },
      parameters: { id: 'The participant’s profile id.' },
    }),
    params: profileParamsSchema,
    response: { ...fileReply('pdf', 'One participant’s report'), ...replies({}, 400, 404) },
  };
  app.get(
    INDIVIDUAL_REPORT_ROUTE,
    { ...options, schema: individualSchema },
    async (request, reply) => {
      const { id } = request.params;
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
      return download(
        request,
        reply,
        reader,
        {
          name: exportCatalogue.individual({ id, profileName: profile.profileName }).fileName,
          type: 'pdf',
        },
        (out, reader, onRowError) =>
          writeIndividualPdf(out, reader, profile, onRowError, {
            timeZone: deps.config.TIME_ZONE,
          }),
        deps,
      );
    },
  );
}
