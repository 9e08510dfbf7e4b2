import { and, eq } from 'drizzle-orm';
import { householdReadings } from '@wf/db/schema';
import { detectiveSticker, type StickerKey } from '@wf/scoring/kids';
import { DETECTIVE_STEPS, readingsToMeasurements, type DetectiveStep } from '@wf/scoring/water';
import type { z } from 'zod';
import { recordOnBehalf } from './audit-log.ts';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { householdKeyOf, readingsOf } from './household.ts';
import { awardSticker } from './kids.ts';
import type { recordReadingSchema, removeReadingSchema } from './kids-schemas.ts';
import type { SessionProfile } from './sessions.ts';
import type { ReadDb } from './snapshot.ts';

// The water detective (issue 12, item 4): home readings kept for the household, whichever of
// its profiles measured; each replaces a default of the water model in every footprint of the
// household's profiles (household.ts). The profile that measures gets the step's sticker.

export type RecordReadingInput = z.output<typeof recordReadingSchema>;
export type RemoveReadingInput = z.output<typeof removeReadingSchema>;

function keyOf(db: ReadDb, profileId: number): string {
  const key = householdKeyOf(db, profileId);
  if (key === null) throw errors.notFound('Profile not found');
  return key;
}

function detectiveBody(db: ReadDb, profileId: number, key: string, newSticker: StickerKey | null) {
  const stored = readingsOf(db, key);
  const order = (step: DetectiveStep) => DETECTIVE_STEPS.indexOf(step);
  stored.sort((a, b) => order(a.reading.step) - order(b.reading.step));
  return {
    readings: stored.map((r) => ({
      step: r.reading.step,
      reading: r.reading,
      measuredAt: r.measuredAt.toISOString(),
      byYou: r.measuredBy === profileId,
    })),
    measurements: readingsToMeasurements(stored.map((r) => r.reading)),
    newSticker,
  };
}

export function getDetective(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeProfile(caller, userId);
  const { db } = deps.store;
  return detectiveBody(db, profileId, keyOf(db, profileId), null);
}

/** Stores (or measures again) one step for the household, and gives its sticker. */
export function recordReading(deps: Deps, caller: SessionProfile, input: RecordReadingInput) {
  const profileId = authorizeProfile(caller, input.userId);
  const { reading } = input;
  const { key, earned } = deps.store.write((tx) => {
    const key = keyOf(tx.db, profileId);
    const values = {
      householdKey: key,
      step: reading.step,
      reading,
      measuredBy: profileId,
      measuredAt: new Date(),
    };
    tx.db
      .insert(householdReadings)
      .values(values)
      .onConflictDoUpdate({
        target: [householdReadings.householdKey, householdReadings.step],
        set: values,
      })
      .run();
    recordOnBehalf(tx.db, caller, profileId, `Detective reading (${reading.step})`);
    return { key, earned: awardSticker(tx, profileId, detectiveSticker(reading.step)) };
  });
  return detectiveBody(
    deps.store.db,
    profileId,
    key,
    earned ? detectiveSticker(reading.step) : null,
  );
}

/** Forgets one step's reading: the model goes back to its default. The sticker stays earned. */
export function removeReading(deps: Deps, caller: SessionProfile, input: RemoveReadingInput) {
  const profileId = authorizeProfile(caller, input.userId);
  const key = deps.store.write(({ db }) => {
    const key = keyOf(db, profileId);
    db.delete(householdReadings)
      .where(and(eq(householdReadings.householdKey, key), eq(householdReadings.step, input.step)))
      .run();
    recordOnBehalf(db, caller, profileId, `Detective reading removed (${input.step})`);
    return key;
  });
  return detectiveBody(deps.store.db, profileId, key, null);
}
