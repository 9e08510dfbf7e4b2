import { asc, eq } from 'drizzle-orm';
import { meterReadings } from '@wf/db/schema';
import { dayIn } from '@wf/scoring/check-in';
import {
  formatKl,
  meterReadingDoubt,
  meterReadingProblem,
  METER_MESSAGES,
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

/** What the form and the API send: a reading, and `confirm` once the organiser is sure. */
export type MeterReadingSubmission = MeterReadingInput & { confirm?: boolean };

function describeReading(r: MeterReadingInput): string {
  return `${r.date}: ${formatKl(r.readingKl)} kL, ${r.occupiedFlats} flats, ${r.residents} residents`;
}

/**
 * The rules a new or corrected reading meets against the readings before it: the order rule
 * (400) and, unless confirmed, the doubt rule (409: a jump over three times the last period, or
 * fewer residents than occupied flats), whose message says how to confirm.
 */
function check(previous: MeterReading[], input: MeterReadingSubmission, today: string): void {
  const problem = meterReadingProblem(previous, input, today);
  if (problem) throw errors.badRequest(problem.message, problem.field);
  if (input.confirm === true) return;
  const doubt = meterReadingDoubt(previous, input);
  if (doubt) {
    throw errors.conflict(
      `${doubt.message}. If it is right, send it again with confirm: true.`,
      doubt.field,
    );
  }
}

function valuesOf(input: MeterReadingSubmission): MeterReadingInput {
  return {
    date: input.date,
    readingKl: input.readingKl,
    occupiedFlats: input.occupiedFlats,
    residents: input.residents,
  };
}

/** Records a reading after the last one; a 400 naming the field, or a 409 to confirm. */
export function addMeterReading(
  deps: Deps,
  caller: SessionProfile,
  input: MeterReadingSubmission,
  now: Date = new Date(),
): MeterReading {
  authorizeAdmin(caller);
  const values = valuesOf(input);
  return deps.store.write(({ db }) => {
    check(readAll(db), input, dayIn(now, deps.config.TIME_ZONE));
    const row = db
      .insert(meterReadings)
      .values({
        readOn: values.date,
        readingKl: values.readingKl,
        occupiedFlats: values.occupiedFlats,
        residents: values.residents,
      })
      .returning({ id: meterReadings.id })
      .get();
    recordAudit(
      db,
      caller,
      'meter_reading',
      `${describeReading(values)}${input.confirm ? ' (confirmed)' : ''}`,
    );
    return { id: row.id, ...values };
  });
}

/**
 * The latest reading and those before it. Only the latest may change: every later period was
 * measured from an earlier reading, so changing one in the middle would silently rewrite two
 * periods the organiser has already seen and reported.
 */
function latest(db: ReadDb, id: number): { target: MeterReading; previous: MeterReading[] } {
  const all = readAll(db);
  const index = all.findIndex((r) => r.id === id);
  if (index < 0) throw errors.notFound(METER_MESSAGES.notFound);
  if (index !== all.length - 1) throw errors.conflict(METER_MESSAGES.notLatest);
  return { target: all[index]!, previous: all.slice(0, index) };
}

/** Corrects the latest reading (the same rules as a new one), audited with before and after. */
export function correctMeterReading(
  deps: Deps,
  caller: SessionProfile,
  id: number,
  input: MeterReadingSubmission,
  now: Date = new Date(),
): MeterReading {
  authorizeAdmin(caller);
  const values = valuesOf(input);
  return deps.store.write(({ db }) => {
    const { target, previous } = latest(db, id);
    check(previous, input, dayIn(now, deps.config.TIME_ZONE));
    db.update(meterReadings)
      .set({
        readOn: values.date,
        readingKl: values.readingKl,
        occupiedFlats: values.occupiedFlats,
        residents: values.residents,
      })
      .where(eq(meterReadings.id, id))
      .run();
    recordAudit(
      db,
      caller,
      'meter_reading_corrected',
      `${describeReading(target)} → ${describeReading(values)}${input.confirm ? ' (confirmed)' : ''}`,
    );
    return { id, ...values };
  });
}

/** Removes the latest reading, audited with what it held. */
export function removeMeterReading(deps: Deps, caller: SessionProfile, id: number): MeterReading {
  authorizeAdmin(caller);
  return deps.store.write(({ db }) => {
    const { target } = latest(db, id);
    db.delete(meterReadings).where(eq(meterReadings.id, id)).run();
    recordAudit(db, caller, 'meter_reading_removed', `${describeReading(target)} → removed`);
    return target;
  });
}
