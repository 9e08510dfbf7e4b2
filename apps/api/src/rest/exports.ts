import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  exportCatalogue,
  INDIVIDUAL_REPORT_ROUTE,
  TABLE_FORMATS,
  TABLE_NAMES,
} from '@wf/scoring/exports-catalogue';
import type { Deps } from '../domain/deps.ts';
import {
  exportCommunityReport,
  exportIndividualReport,
  exportMeterReadings,
  exportReport,
  exportTable,
  type ExportFile,
} from '../domain/exports.ts';
import { idSchema } from '../domain/schemas.ts';
import { contentDisposition } from '../exports/filenames.ts';
import type { RowErrorHandler } from '../exports/rows.ts';
import { ExportAborted } from '../exports/sink.ts';
import { replies, type RestApp } from './contract.ts';
import { adminOnly, requireCaller } from './helpers.ts';
import { operation, type OperationDoc } from './openapi.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

const DOWNLOAD_HEADERS = ['content-type', 'content-disposition', 'cache-control'];

/**
 * Sends a file that is written while it downloads; the domain has already allowed and recorded
 * it (domain/exports.ts). The response starts with the first bytes; a failure before them is an
 * ordinary JSON error, a failure after them cuts the connection, so a broken file is never taken
 * for a complete one.
 */
function download(request: FastifyRequest, reply: FastifyReply, file: ExportFile) {
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
      await file.write(out, onRowError);
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
    }
  })();
  return reply;
}

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

  for (const slug of TABLE_NAMES) {
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
        async (request, reply) =>
          download(request, reply, exportTable(deps, requireCaller(request), slug, ext)),
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
    async (request, reply) => download(request, reply, exportReport(deps, requireCaller(request))),
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
      download(request, reply, exportCommunityReport(deps, requireCaller(request))),
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
      download(request, reply, exportMeterReadings(deps, requireCaller(request))),
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
    async (request, reply) =>
      download(
        request,
        reply,
        exportIndividualReport(deps, requireCaller(request), request.params.id),
      ),
  );
}
