import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import type { Responses } from '@wf/scoring';
import { householdFootprint } from '@wf/scoring/household-footprint';
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
    const row = db
      .select({
        householdId: profiles.householdId,
        members: sql<number>`(select count(*) from ${profiles} m where m.household_id = ${profiles.householdId})`,
      })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .get();
    if (row?.householdId != null && row.members > 1) return family(row.householdId);
    const answers = readable(latestResponses);
    if (!answers) return null;
    return computeFootprint(answers, measurementsOf(row?.householdId ?? null), { range });
  };
}
