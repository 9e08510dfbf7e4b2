import { eq } from 'drizzle-orm';
import type { Database } from '@wf/db/client';
import { householdReadings, profiles } from '@wf/db/schema';
import { householdKey } from '@wf/scoring/household-key';
import {
  detectiveReadingSchema,
  readingsToMeasurements,
  type DetectiveReading,
  type Measurements,
} from '@wf/scoring/water';
import type { ReadDb } from './snapshot.ts';

// A profile's household (same community and apartment, @wf/scoring/household-key) and the
// detective readings it keeps. Every footprint of a profile is computed with these.

const memberColumns = {
  id: profiles.id,
  apartment: profiles.apartment,
  apartmentCommunityName: profiles.apartmentCommunityName,
};

/** The household key of a profile; null when the profile does not exist. */
export function householdKeyOf(db: ReadDb, profileId: number): string | null {
  const member = db.select(memberColumns).from(profiles).where(eq(profiles.id, profileId)).get();
  return member ? householdKey(member) : null;
}

export interface StoredReading {
  reading: DetectiveReading;
  measuredBy: number | null;
  measuredAt: Date;
}

/**
 * The household's readings. Each is checked again on the way out: a reading stored under older
 * bounds would make the model throw, and one old reading must not break every screen in litres.
 */
export function readingsOf(db: ReadDb, key: string): StoredReading[] {
  return db
    .select()
    .from(householdReadings)
    .where(eq(householdReadings.householdKey, key))
    .all()
    .flatMap((row) => {
      const parsed = detectiveReadingSchema.safeParse(row.reading);
      return parsed.success
        ? [{ reading: parsed.data, measuredBy: row.measuredBy, measuredAt: row.measuredAt }]
        : [];
    });
}

/** What the water model uses instead of its defaults for this profile's home. */
export function householdMeasurements(db: ReadDb, profileId: number): Measurements {
  const key = householdKeyOf(db, profileId);
  return key === null ? {} : readingsToMeasurements(readingsOf(db, key).map((r) => r.reading));
}

/**
 * Removes a household's readings once no profile belongs to it any more (its last profile was
 * deleted or moved to another apartment): they are about a home nobody here lives in.
 */
export function forgetEmptyHousehold(db: Database, key: string): void {
  const stillThere = db
    .select(memberColumns)
    .from(profiles)
    .all()
    .some((member) => householdKey(member) === key);
  if (!stillThere)
    db.delete(householdReadings).where(eq(householdReadings.householdKey, key)).run();
}
