import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { profiles, scores } from '@wf/db/schema';
import type { ReadDb } from '../domain/store.ts';

// The exports' queries. Section 8 wants an export to go on when one participant's data cannot
// be read, so values a damaged row may hold in another type come as SQLite stores them
// (`sql<unknown>`), to be checked cell by cell (rows.ts); the rest are Drizzle's typed columns.
// Answers are read as stored text for the same reason: parsing them is the row's business.

const raw = <T = unknown>(column: AnySQLiteColumn) => sql<T>`${column}`;

const profileFields = {
  profileId: profiles.id,
  profileName: profiles.profileName,
  email: profiles.email,
  community: profiles.apartmentCommunityName,
  apartment: profiles.apartment,
};

const attemptFields = {
  createdAt: raw(scores.createdAt),
  totalScore: raw(scores.totalScore),
  directScore: raw(scores.directScore),
  indirectScore: raw(scores.indirectScore),
  fromOlderVersion: raw(scores.fromOlderVersion),
  responses: raw<string | null>(scores.responses),
};

const participantScoreFields = {
  ...profileFields,
  createdAt: raw(profiles.createdAt),
  attempts: sql<unknown>`count(${scores.id})`,
  best: sql<unknown>`max(${scores.totalScore})`,
  average: sql<unknown>`avg(${scores.totalScore})`,
  latestAt: sql<unknown>`max(${scores.createdAt})`,
};

/**
 * One row per resident in id order: attempts, best and mean total, latest attempt. The scores
 * index (profile_id, created_at) serves the join, so SQLite groups as it goes, with no sort and
 * no temporary table, and one row leaves at a time.
 */
export const participantScores = (db: ReadDb) =>
  db
    .select(participantScoreFields)
    .from(profiles)
    .leftJoin(scores, eq(scores.profileId, profiles.id))
    .where(eq(profiles.isAdmin, false))
    .groupBy(profiles.id)
    .orderBy(profiles.id);

const answered = alias(scores, 'answered');

/**
 * participantScores with the answers of each resident's latest attempt that has them (the
 * XLSX twin's litres), found through the (profile_id, created_at) index.
 */
export const participantScoresWithLatestAnswers = (db: ReadDb) =>
  db
    .select({
      ...participantScoreFields,
      latestResponses: sql<string | null>`(${db
        .select({ responses: sql`${answered.responses}` })
        .from(answered)
        .where(and(eq(answered.profileId, profiles.id), isNotNull(answered.responses)))
        .orderBy(desc(answered.createdAt), desc(answered.id))
        .limit(1)})`,
    })
    .from(profiles)
    .leftJoin(scores, eq(scores.profileId, profiles.id))
    .where(eq(profiles.isAdmin, false))
    .groupBy(profiles.id)
    .orderBy(profiles.id);

/**
 * Every attempt: residents in id order, each one's attempts oldest first (the index on
 * (profile_id, created_at) gives that order; only equal timestamps are sorted by id).
 */
export const attempts = (db: ReadDb) =>
  db
    .select({ ...profileFields, attemptId: scores.id, ...attemptFields })
    .from(profiles)
    .innerJoin(scores, eq(scores.profileId, profiles.id))
    .where(eq(profiles.isAdmin, false))
    .orderBy(profiles.id, scores.createdAt, scores.id);

const newest = alias(scores, 'newest');

/** A column of the resident's newest attempt of any origin (the report's latest score). */
const newestAttempt = (db: ReadDb, column: AnySQLiteColumn) =>
  sql<unknown>`(${db
    .select({ value: sql`${column}` })
    .from(newest)
    .where(eq(newest.profileId, profiles.id))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(1)})`;

/**
 * A resident with their latest score whatever its origin (not the board score
 * profiles.water_score, which counts attempts taken here only): an organiser reading the report expects a resident whose
 * attempts were all imported to show the imported score, marked as imported (docs/households.md,
 * "Imported scores in the administrator's reports"); the boards keep imports off.
 */
const residentFields = (db: ReadDb) => ({
  ...profileFields,
  createdAt: raw(profiles.createdAt),
  latestTotal: newestAttempt(db, newest.totalScore),
  latestImported: newestAttempt(db, newest.fromOlderVersion),
});

/** Residents in id order, with their current score (the participants table of the report). */
export const residents = (db: ReadDb) =>
  db
    .select(residentFields(db))
    .from(profiles)
    .where(eq(profiles.isAdmin, false))
    .orderBy(profiles.id);

/** One resident (never the administrator), by id. */
export const resident = (db: ReadDb, id: number) =>
  db
    .select(residentFields(db))
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.isAdmin, false)));

/**
 * How many residents there are, and how many have a score above 0: their latest score, imported
 * ones included (the participants table shows it, marked), as the report's organiser reads it.
 */
export const residentCounts = (db: ReadDb) =>
  db
    .select({
      total: sql<number>`count(*)`,
      withScores: sql<number | null>`sum(coalesce(${newestAttempt(db, newest.totalScore)}, 0) > 0)`,
    })
    .from(profiles)
    .where(eq(profiles.isAdmin, false));

const latest = alias(scores, 'latest');

/**
 * Each resident with their latest attempt (the same order as the profile's water score: newest
 * created_at, then highest id), found through the (profile_id, created_at) index; the attempt's
 * fields are null for a resident without one.
 */
export const residentsWithLatestAttempt = (db: ReadDb) =>
  db
    .select({
      ...profileFields,
      createdAt: raw(latest.createdAt),
      totalScore: raw(latest.totalScore),
      directScore: raw(latest.directScore),
      indirectScore: raw(latest.indirectScore),
      fromOlderVersion: raw(latest.fromOlderVersion),
      responses: raw<string | null>(latest.responses),
    })
    .from(profiles)
    .leftJoin(
      latest,
      eq(
        latest.id,
        db
          .select({ id: scores.id })
          .from(scores)
          .where(eq(scores.profileId, profiles.id))
          .orderBy(desc(scores.createdAt), desc(scores.id))
          .limit(1),
      ),
    )
    .where(eq(profiles.isAdmin, false))
    .orderBy(profiles.id);

/** Count, best and mean total of one resident's attempts. */
export const attemptFigures = (db: ReadDb, profileId: number) =>
  db
    .select({
      attempts: sql<number>`count(*)`,
      best: sql<unknown>`max(${scores.totalScore})`,
      average: sql<unknown>`avg(${scores.totalScore})`,
    })
    .from(scores)
    .where(eq(scores.profileId, profileId));

/** One resident's attempts, oldest first, or (newestFirst) newest first. */
export const attemptsOf = (db: ReadDb, profileId: number, newestFirst = false) => {
  const order = newestFirst ? desc : asc;
  return db
    .select(attemptFields)
    .from(scores)
    .where(eq(scores.profileId, profileId))
    .orderBy(order(scores.createdAt), order(scores.id));
};

/** One resident's latest attempt that carries answers (the report's litres). */
export const latestAnsweredOf = (db: ReadDb, profileId: number) =>
  db
    .select(attemptFields)
    .from(scores)
    .where(and(eq(scores.profileId, profileId), isNotNull(scores.responses)))
    .orderBy(desc(scores.createdAt), desc(scores.id))
    .limit(1);
