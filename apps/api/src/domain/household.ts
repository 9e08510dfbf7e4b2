import { eq, sql } from 'drizzle-orm';
import type { Database } from '@wf/db/client';
import { uniqueJoinCode } from '@wf/db/migrate';
import { householdReadings, households, profiles } from '@wf/db/schema';
import { householdKey, type HouseholdMember } from '@wf/scoring/household-key';
import {
  detectiveReadingSchema,
  homeFactsSchema,
  readingsToMeasurements,
  type DetectiveReading,
  type HomeFacts,
  type Measurements,
} from '@wf/scoring/water';
import type { ReadDb } from './snapshot.ts';

// A profile's household (issue 27, item 6): the stored family it belongs to, and the detective
// readings the family keeps. Every footprint of a member is computed with these. The rules of
// joining and leaving are in households.ts; these are the small pieces every domain file needs.

/**
 * The household a profile belongs to; null for the administrator, a missing profile, or a
 * resident inserted without one (seeds, tests) before the next start-up adopts it: such a
 * resident counts as a household of their own with no readings.
 */
export function householdIdOf(db: ReadDb, profileId: number): number | null {
  const row = db
    .select({ householdId: profiles.householdId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .get();
  return row?.householdId ?? null;
}

/** The text key the community figures group residents by: their household, or themselves. */
export function groupKey(profile: { id: number; householdId: number | null }): string {
  return profile.householdId === null
    ? `profile:${profile.id}`
    : `household:${profile.householdId}`;
}

/** The household a groupKey names; null for a resident standing alone without a household. */
export function householdOfGroup(key: string): number | null {
  return key.startsWith('household:') ? Number(key.slice('household:'.length)) : null;
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
export function readingsOf(db: ReadDb, householdId: number | null): StoredReading[] {
  if (householdId === null) return [];
  return db
    .select()
    .from(householdReadings)
    .where(eq(householdReadings.householdId, householdId))
    .all()
    .flatMap((row) => {
      const parsed = detectiveReadingSchema.safeParse(row.reading);
      return parsed.success
        ? [{ reading: parsed.data, measuredBy: row.measuredBy, measuredAt: row.measuredAt }]
        : [];
    });
}

/**
 * The household's home facts (issue 27, item 4), `{}` when none were given. Checked again on the
 * way out, like the readings: facts stored under older options count as none given.
 */
export function homeFactsOf(db: ReadDb, householdId: number | null): HomeFacts {
  if (householdId === null) return {};
  const row = db
    .select({ homeFacts: households.homeFacts })
    .from(households)
    .where(eq(households.id, householdId))
    .get();
  const parsed = homeFactsSchema.safeParse(row?.homeFacts ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * What the water model uses instead of its defaults for this profile's home: the detective's
 * readings and the home facts, both kept per household.
 */
export function householdMeasurements(db: ReadDb, profileId: number): Measurements {
  const householdId = householdIdOf(db, profileId);
  const measurements = readingsToMeasurements(readingsOf(db, householdId).map((r) => r.reading));
  return withHomeFacts(measurements, homeFactsOf(db, householdId));
}

/** The readings' measurements with the home facts beside them (none given: nothing added). */
export function withHomeFacts(measurements: Measurements, homeFacts: HomeFacts): Measurements {
  return Object.keys(homeFacts).length > 0 ? { ...measurements, homeFacts } : measurements;
}

/** The members of the profile's household (the profile alone when it has none yet), oldest first. */
export function membersWith(db: ReadDb, profileId: number): { id: number; profileName: string }[] {
  const householdId = householdIdOf(db, profileId);
  return db
    .select({ id: profiles.id, profileName: profiles.profileName })
    .from(profiles)
    .where(
      householdId === null ? eq(profiles.id, profileId) : eq(profiles.householdId, householdId),
    )
    .orderBy(profiles.createdAt, profiles.id)
    .all();
}

/** How many profiles belong to the household. */
export function memberCount(db: ReadDb, householdId: number): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(profiles)
      .where(eq(profiles.householdId, householdId))
      .get()?.n ?? 0
  );
}

/** A new household at the flat the profile names, with a fresh join code; returns its id. */
export function createHousehold(db: Database, place: HouseholdMember): number {
  return db
    .insert(households)
    .values({
      community: place.apartmentCommunityName,
      apartment: place.apartment,
      apartmentKey: householdKey(place),
      joinCode: uniqueJoinCode(db),
    })
    .returning({ id: households.id })
    .get().id;
}

/**
 * Removes a household once no profile belongs to it (its last member was deleted, moved or
 * joined another family): its readings, goal and pledges go with it (foreign keys cascade).
 */
export function forgetEmptyHousehold(db: Database, householdId: number | null): void {
  if (householdId === null) return;
  if (memberCount(db, householdId) === 0)
    db.delete(households).where(eq(households.id, householdId)).run();
}

/**
 * Puts a resident in a household of their own at the flat their profile names now, and lets the
 * household they leave go if it is empty. Used when a resident moves flat or leaves a family.
 */
export function standAlone(db: Database, profileId: number): number | null {
  const profile = db.select().from(profiles).where(eq(profiles.id, profileId)).get();
  if (!profile || profile.isAdmin) return null;
  const householdId = createHousehold(db, profile);
  db.update(profiles).set({ householdId }).where(eq(profiles.id, profileId)).run();
  forgetEmptyHousehold(db, profile.householdId);
  return householdId;
}

/** The resident's household, made now when they have none yet (see householdIdOf). */
export function ensureHousehold(db: Database, profileId: number): number | null {
  return householdIdOf(db, profileId) ?? standAlone(db, profileId);
}
