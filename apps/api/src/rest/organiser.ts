import { meterReadingSchema } from '@wf/scoring/meter-readings';
import { listAuditLog } from '../domain/audit-log.ts';
import type { Deps } from '../domain/deps.ts';
import { addMeterReading, listMeterReadings } from '../domain/meter-readings.ts';
import {
  auditLogBodySchema,
  createdMeterReadingBodySchema,
  meterReadingsBodySchema,
} from '../domain/organiser-schemas.ts';
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
        }),
        body: meterReadingSchema,
        description:
          'Records a meter reading: date (YYYY-MM-DD, not in the future, after the last reading’s), readingKl (the meter in kilolitres, not below the last reading), occupiedFlats and residents. 400 names the field.',
        response: replies({ 201: createdMeterReadingBodySchema }, ...BODY_FAILURES, 401),
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

  app.get(
    '/admin/audit-log',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'listAuditLog',
          tag: 'Administration',
          summary: 'The audit log',
          returns: 'The entries, newest first.',
        }),
        description:
          'What the administrator did: deletions, exports, reset links and meter readings, newest first.',
        response: replies({ 200: auditLogBodySchema }, 401, 403),
      },
    },
    async (request) => ({
      success: true as const,
      entries: listAuditLog(deps, requireCaller(request)),
    }),
  );
}
