import { asc } from 'drizzle-orm';
import { meterReadings } from '@wf/db/schema';
import {
  meterReadingProblem,
  type MeterReading,
  type MeterReadingInput,
} from '@wf/scoring/meter-fields';
import { recordAudit } from './audit-log.ts';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import type { ReadDb } from './store.ts';
import type { SessionProfile } from './sessions.ts';

// The society's bulk meter readings (issue 11, item 6): only the administrator records and
// reads them. The order rule (@wf/scoring/meter-readings) is checked inside the write
// transaction, against the rows as they are at that moment, so two readings sent at once cannot
// both pass against the same "last reading".

function readAll(db: ReadDb): MeterReading[] {
  return db
    .select({
      id: meterReadings.id,
      date: meterReadings.readOn,
      readingKl: meterReadings.readingKl,
      occupiedFlats: meterReadings.occupiedFlats,
      residents: meterReadings.residents,
    })
    .from(meterReadings)
    .orderBy(asc(meterReadings.readOn))
    .all();
}

/** Every reading, oldest first. */
export function listMeterReadings(deps: Deps, caller: SessionProfile): MeterReading[] {
  authorizeAdmin(caller);
  return readAll(deps.store.db);
}

/** Readings for the domain's own use (the dashboard, the exports), without the caller check. */
export function meterReadingsOf(db: ReadDb): MeterReading[] {
  return readAll(db);
}

function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Records a reading after the last one; a 400 naming the field otherwise. */
export function addMeterReading(
  deps: Deps,
  caller: SessionProfile,
  input: MeterReadingInput,
  now: Date = new Date(),
): MeterReading {
  authorizeAdmin(caller);
  return deps.store.write(({ db }) => {
    const problem = meterReadingProblem(readAll(db), input, todayUtc(now));
    if (problem) throw errors.badRequest(problem.message, problem.field);
    const row = db
      .insert(meterReadings)
      .values({
        readOn: input.date,
        readingKl: input.readingKl,
        occupiedFlats: input.occupiedFlats,
        residents: input.residents,
      })
      .returning({ id: meterReadings.id })
      .get();
    recordAudit(db, caller, 'meter_reading', `${input.date}: ${input.readingKl} kL`);
    return { id: row.id, ...input };
  });
}
