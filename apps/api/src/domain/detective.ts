import { and, eq } from 'drizzle-orm';
import type { Database } from '@wf/db/client';
import { householdReadings } from '@wf/db/schema';
import { detectiveSticker, type StickerKey } from '@wf/scoring/kids';
import { DETECTIVE_STEPS, readingsToMeasurements, type DetectiveStep } from '@wf/scoring/water';
import type { z } from 'zod';
import { recordOnBehalf } from './audit-log.ts';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import {
  ensureHousehold,
  homeFactsOf,
  householdIdOf,
  membersWith,
  readingsOf,
  withHomeFacts,
} from './household.ts';
import { awardSticker } from './kids.ts';
import type { recordReadingSchema, removeReadingSchema } from './kids-schemas.ts';
import type { SessionProfile } from './sessions.ts';
import type { ReadDb } from './snapshot.ts';

// The water detective (issue 12, item 4): home readings kept for the household, whichever of
// its members measured; each replaces a default of the water model in every footprint of the
// household's members (household.ts). Only members read or change them (issue 27, item 6): a
// resident reaches only their own household, which they joined with a member's code. The
// profile that measures gets the step's sticker.

export type RecordReadingInput = z.output<typeof recordReadingSchema>;
export type RemoveReadingInput = z.output<typeof removeReadingSchema>;

function householdFor(db: Database, profileId: number): number {
  const id = ensureHousehold(db, profileId);
  if (id === null) throw errors.notFound('Profile not found');
  return id;
}

function detectiveBody(
  db: ReadDb,
  profileId: number,
  householdId: number | null,
  newSticker: StickerKey | null,
) {
  const stored = readingsOf(db, householdId);
  // Members see who measured each reading (issue 27, item 5); readings belong to members only.
  const names = new Map(membersWith(db, profileId).map((m) => [m.id, m.profileName]));
  const order = (step: DetectiveStep) => DETECTIVE_STEPS.indexOf(step);
  stored.sort((a, b) => order(a.reading.step) - order(b.reading.step));
  return {
    readings: stored.map((r) => ({
      step: r.reading.step,
      reading: r.reading,
      measuredAt: r.measuredAt.toISOString(),
      byYou: r.measuredBy === profileId,
      measuredBy:
        r.measuredBy !== null && names.has(r.measuredBy)
          ? { id: r.measuredBy, profileName: names.get(r.measuredBy)! }
          : null,
    })),
    // Everything the model reads about the home, the home facts too (issue 27, item 4): the
    // what-if computes with these and must meet the server's figure.
    measurements: withHomeFacts(
      readingsToMeasurements(stored.map((r) => r.reading)),
      homeFactsOf(db, householdId),
    ),
    newSticker,
  };
}

export function getDetective(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeProfile(caller, userId);
  const { db } = deps.store;
  if (!deps.store.statements.profileById.get({ id: profileId })) {
    throw errors.notFound('Profile not found');
  }
  return detectiveBody(db, profileId, householdIdOf(db, profileId), null);
}

/** Stores (or measures again) one step for the household, and gives its sticker. */
export function recordReading(deps: Deps, caller: SessionProfile, input: RecordReadingInput) {
  const profileId = authorizeProfile(caller, input.userId);
  const { reading } = input;
  const { key, earned } = deps.store.write((tx) => {
    const key = householdFor(tx.db, profileId);
    const values = {
      householdId: key,
      step: reading.step,
      reading,
      measuredBy: profileId,
      measuredAt: new Date(),
    };
    tx.db
      .insert(householdReadings)
      .values(values)
      .onConflictDoUpdate({
        target: [householdReadings.householdId, householdReadings.step],
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
    const key = householdFor(db, profileId);
    db.delete(householdReadings)
      .where(and(eq(householdReadings.householdId, key), eq(householdReadings.step, input.step)))
      .run();
    recordOnBehalf(db, caller, profileId, `Detective reading removed (${input.step})`);
    return key;
  });
  return detectiveBody(deps.store.db, profileId, key, null);
}
