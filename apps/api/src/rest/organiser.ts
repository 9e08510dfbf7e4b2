import { z } from 'zod';
import { meterReadingSchema } from '@wf/scoring/meter-readings';
import { auditLogCsv, listAuditLog } from '../domain/audit-log.ts';
import type { Deps } from '../domain/deps.ts';
import {
  addMeterReading,
  correctMeterReading,
  listMeterReadings,
  removeMeterReading,
} from '../domain/meter-readings.ts';
import { campaignNextOf } from '../domain/organiser-dashboard.ts';
import {
  auditLogBodySchema,
  campaignNextBodySchema,
  auditLogQuerySchema,
  changedMeterReadingBodySchema,
  createdMeterReadingBodySchema,
  meterReadingIdQuerySchema,
  meterReadingsBodySchema,
} from '../domain/organiser-schemas.ts';
import { contentDisposition } from '../exports/filenames.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { adminOnly, requireCaller } from './helpers.ts';
import { operation } from './openapi.ts';

// The organiser's records (issue 11): the society's meter readings and the audit log.
export function organiserRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/admin/meter-readings',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'listMeterReadings',
          tag: 'Administration',
          summary: 'The meter readings',
          returns: 'The readings, oldest first.',
        }),
        description: 'The society’s bulk water meter readings, oldest first.',
        response: replies({ 200: meterReadingsBodySchema }, 401, 403),
      },
    },
    async (request) => ({
      success: true as const,
      readings: listMeterReadings(deps, requireCaller(request)),
    }),
  );

  app.post(
    '/admin/meter-readings',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'addMeterReading',
          tag: 'Administration',
          summary: 'Record a meter reading',
          returns: 'The reading as stored, and every reading, oldest first.',
          failures: {
            409: 'The reading looks wrong (a jump or fewer residents than flats): send it again with confirm: true.',
          },
        }),
        body: meterReadingSchema,
        description:
          'Records a meter reading: date (YYYY-MM-DD, not in the future in the community’s time zone, after the last reading’s), readingKl (the meter in kilolitres, not below the last reading), occupiedFlats and residents. The numbers may be sent as text with thousands separators ("37,010", "1,23,456"). 400 names the field. 409 when the reading implies more than three times the last period’s litres a person a day (the 135 L norm for a first period) or fewer residents than occupied flats: send it again with confirm: true to record it.',
        response: replies({ 201: createdMeterReadingBodySchema }, ...BODY_FAILURES, 401, 409),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const reading = addMeterReading(deps, caller, request.body);
      return reply
        .status(201)
        .send({ success: true as const, reading, readings: listMeterReadings(deps, caller) });
    },
  );

  app.put(
    '/admin/meter-readings',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'correctMeterReading',
          tag: 'Administration',
          summary: 'Correct the latest meter reading',
          returns: 'The reading as corrected, and every reading, oldest first.',
          parameters: { id: 'The latest reading’s id (only the latest may be corrected).' },
          failures: {
            404: 'No reading has this id.',
            409: 'The reading is not the latest, or the correction needs confirm: true.',
          },
        }),
        querystring: meterReadingIdQuerySchema,
        body: meterReadingSchema,
        description:
          'Corrects the latest meter reading (?id= its id) with the same rules as a new one, against the readings before it. 404 for no such reading, 409 for one that is not the latest, or to confirm as for a new reading. Audited with the values before and after.',
        response: replies({ 200: changedMeterReadingBodySchema }, ...BODY_FAILURES, 401, 404, 409),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const reading = correctMeterReading(deps, caller, request.query.id, request.body);
      return { success: true as const, reading, readings: listMeterReadings(deps, caller) };
    },
  );

  app.delete(
    '/admin/meter-readings',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'removeMeterReading',
          tag: 'Administration',
          summary: 'Remove the latest meter reading',
          returns: 'The reading as it was, and the readings left, oldest first.',
          parameters: { id: 'The latest reading’s id (only the latest may be removed).' },
          failures: { 404: 'No reading has this id.', 409: 'The reading is not the latest.' },
        }),
        querystring: meterReadingIdQuerySchema,
        description:
          'Removes the latest meter reading (?id= its id). 404 for no such reading, 409 for one that is not the latest. Audited with what it held.',
        response: replies({ 200: changedMeterReadingBodySchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const reading = removeMeterReading(deps, caller, request.query.id);
      return { success: true as const, reading, readings: listMeterReadings(deps, caller) };
    },
  );

  app.get(
    '/admin/campaign-next',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'campaignNext',
          tag: 'Administration',
          summary: 'What to campaign on next',
          returns:
            'Up to three changes, most litres first, with what they save together (the model on each household’s combined answers, not their sum).',
        }),
        description:
          'The two or three changes that would save the community the most litres a day if every household whose action plan offers them made them: each with the litres a day (each household’s own change by the water model, added over households) and the households it concerns. A change that mostly saves the same water as one already listed is skipped. Computed on each household’s latest answers, as the Community Dashboard and the community report show them.',
        response: replies({ 200: campaignNextBodySchema }, 401, 403),
      },
    },
    async (request) => ({
      success: true as const,
      campaign: campaignNextOf(deps, requireCaller(request)),
    }),
  );

  app.get(
    '/admin/audit-log',
    {
      ...adminOnly,
      schema: {
        querystring: auditLogQuerySchema,
        ...operation({
          id: 'listAuditLog',
          tag: 'Administration',
          summary: 'The audit log',
          returns: 'The entries, newest first.',
          parameters: { action: 'Only the entries of this action; left out, every action.' },
        }),
        description:
          'What the administrator did: deletions, exports, reset links, meter readings and their corrections and removals, newest first.',
        response: replies({ 200: auditLogBodySchema }, 401, 403),
      },
    },
    async (request) => ({
      success: true as const,
      entries: listAuditLog(deps, requireCaller(request), request.query),
    }),
  );

  app.get(
    '/admin/audit-log.csv',
    {
      ...adminOnly,
      schema: {
        querystring: auditLogQuerySchema,
        ...operation({
          id: 'downloadAuditLogCsv',
          tag: 'Administration',
          summary: 'The audit log as CSV',
          returns: 'The whole audit log (or one action’s entries), newest first, as a CSV file.',
          parameters: { action: 'Only the entries of this action; left out, every action.' },
        }),
        description:
          'The audit log as CSV: When (in the community’s time zone, named in the header and in each cell), Who, Action, Of. Cells are neutralised as in the other CSV exports. The download is audited as an export.',
        response: replies(
          {
            200: {
              description: 'The audit log, newest first.',
              content: { 'text/csv; charset=utf-8': { schema: z.string() } },
            },
          },
          400,
          401,
          403,
        ),
      },
    },
    async (request, reply) => {
      const { fileName, body } = auditLogCsv(deps, requireCaller(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
