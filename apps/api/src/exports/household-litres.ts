import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import type { Responses } from '@wf/scoring';
import {
  householdFigure,
  householdFootprint,
  type HouseholdModel,
} from '@wf/scoring/household-footprint';
import { assertResponses, computeFootprint, type Footprint } from '@wf/scoring/water';
import { readingsOf } from '../domain/household.ts';
import { readingsToMeasurements } from '@wf/scoring/water';
import type { ExportReader } from './reader.ts';

// One household, one figure in the administrator's files (issue 27, item 5): a resident's litres
// are their household's, from every member's latest answers with the household's readings, the
// same number the members' screens show. A resident alone (most of them) costs one model run on
// the answers their row already carries; a family's figure is worked out once per export.

type Stored = { createdAt: unknown; id: number; responses: string };

/** Stored answers the model can read, or null (no answers, or an older wording). */
function readable(responses: unknown): Responses | null {
  if (typeof responses !== 'string') return null;
  const answers = JSON.parse(responses) as Responses;
  try {
    assertResponses(answers);
  } catch {
    return null;
  }
  return answers;
}

const newer = (a: Stored, b: Stored) =>
  Number(b.createdAt) > Number(a.createdAt) ||
  (Number(b.createdAt) === Number(a.createdAt) && b.id > a.id);

/** A resident's household and how many members it has. */
function homeOf(db: ExportReader['db'], profileId: number) {
  return db
    .select({
      householdId: profiles.householdId,
      members: sql<number>`(select count(*) from ${profiles} m where m.household_id = ${profiles.householdId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .get();
}

/**
 * The household litres of each resident for one export: `of(profileId, latestResponses)` with
 * the resident's own latest answers as the row has them (null without any). The range costs two
 * model runs a factor; only the individual PDF asks for it.
 */
export function householdLitres(reader: ExportReader, { range = false } = {}) {
  const { db } = reader;
  const families = new Map<number, Footprint | null>();
  const memberIds = (householdId: number) =>
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.householdId, householdId))
      .all()
      .map((m) => m.id);
  const latestOf = (profileId: number): Stored | undefined =>
    db
      .select({
        createdAt: sql<unknown>`${scores.createdAt}`,
        id: scores.id,
        responses: sql<string>`${scores.responses}`,
      })
      .from(scores)
      .where(and(eq(scores.profileId, profileId), isNotNull(scores.responses)))
      .orderBy(desc(scores.createdAt), desc(scores.id))
      .limit(1)
      .get();

  const measurementsOf = (householdId: number | null) =>
    readingsToMeasurements(readingsOf(db, householdId).map((r) => r.reading));

  function family(householdId: number): Footprint | null {
    if (families.has(householdId)) return families.get(householdId)!;
    const answered = memberIds(householdId).flatMap((id) => {
      const stored = latestOf(id);
      const responses = stored ? readable(stored.responses) : null;
      return stored && responses ? [{ stored, responses }] : [];
    });
    const latest = answered.length
      ? answered.reduce((a, b) => (newer(a.stored, b.stored) ? b : a))
      : null;
    const figure = latest
      ? householdFootprint(
          latest.responses,
          answered.map((a) => a.responses),
          measurementsOf(householdId),
        )
      : null;
    families.set(householdId, figure);
    return figure;
  }

  return function of(profileId: number, latestResponses: unknown): Footprint | null {
    const row = homeOf(db, profileId);
    if (row?.householdId != null && row.members > 1) return family(row.householdId);
    const answers = readable(latestResponses);
    if (!answers) return null;
    return computeFootprint(answers, measurementsOf(row?.householdId ?? null), { range });
  };
}

// The responses export prints no range: the model's values only (ranges cost two runs a factor).
const valueOnly: HouseholdModel = (responses, measurements) =>
  computeFootprint(responses, measurements, { range: false });

interface MemberAttempt {
  profileId: number;
  stored: Stored;
  responses: Responses;
}

/**
 * The household litres of each attempt for the responses export (issue 27, item 5), by the rule
 * every screen follows (docs/households.md, "What a per-attempt figure means"): a member's
 * newest attempt with answers carries the household's figure now, the one their screens and the
 * participant scores export show; an older attempt the household's figure as of it (its
 * answers, with each other member's latest answers made before it). Always with the
 * household's readings. A resident alone: the model on the attempt's answers. Null for an
 * attempt without answers the model can read. Attempts are asked for one resident at a time
 * (the export's order), so a resident's household is looked up once.
 */
export function householdAttemptLitres(reader: ExportReader) {
  const { db } = reader;
  const now = householdLitres(reader);
  const readings = new Map<number | null, ReturnType<typeof readingsToMeasurements>>();
  const measurementsOf = (householdId: number | null) => {
    if (!readings.has(householdId)) {
      readings.set(
        householdId,
        readingsToMeasurements(readingsOf(db, householdId).map((r) => r.reading)),
      );
    }
    return readings.get(householdId)!;
  };
  // A family's members' attempts with readable answers, oldest first (read once per export).
  const families = new Map<number, MemberAttempt[]>();
  function familyAttempts(householdId: number): MemberAttempt[] {
    const known = families.get(householdId);
    if (known) return known;
    const rows = db
      .select({
        profileId: scores.profileId,
        createdAt: sql<unknown>`${scores.createdAt}`,
        id: scores.id,
        responses: sql<string>`${scores.responses}`,
      })
      .from(scores)
      .innerJoin(profiles, eq(profiles.id, scores.profileId))
      .where(and(eq(profiles.householdId, householdId), isNotNull(scores.responses)))
      .all();
    const list = rows
      .flatMap(({ profileId, ...stored }) => {
        const responses = readable(stored.responses);
        return responses ? [{ profileId, stored, responses }] : [];
      })
      .sort((a, b) => (newer(a.stored, b.stored) ? -1 : newer(b.stored, a.stored) ? 1 : 0));
    families.set(householdId, list);
    return list;
  }
  let current: { profileId: number; householdId: number | null; family: boolean } | null = null;

  return function of(
    profileId: number,
    attempt: { attemptId: number; createdAt: unknown; responses: string | null },
  ): Footprint | null {
    if (current?.profileId !== profileId) {
      const row = homeOf(db, profileId);
      const householdId = row?.householdId ?? null;
      current = { profileId, householdId, family: householdId !== null && (row?.members ?? 0) > 1 };
    }
    const answers = readable(attempt.responses);
    if (!answers) return null;
    const measurements = measurementsOf(current.householdId);
    if (!current.family) return computeFootprint(answers, measurements, { range: false });
    const all = familyAttempts(current.householdId!);
    const stored: Stored = { createdAt: attempt.createdAt, id: attempt.attemptId, responses: '' };
    const newest = all.filter((a) => a.profileId === profileId).at(-1);
    if (newest?.stored.id === attempt.attemptId) return now(profileId, attempt.responses);
    // Each other member's latest answers made before this attempt.
    const others = new Map<number, Responses>();
    for (const a of all) {
      if (a.profileId !== profileId && newer(a.stored, stored))
        others.set(a.profileId, a.responses);
    }
    if (others.size === 0) return computeFootprint(answers, measurements, { range: false });
    return householdFigure(answers, [answers, ...others.values()], measurements, valueOnly);
  };
}
