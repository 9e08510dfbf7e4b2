import { householdFootprint } from '@wf/scoring/household-footprint';
import { latestAnswered, type FootprintBody } from './answers.ts';
import type { Deps } from './deps.ts';
import { householdMeasurements, membersWith } from './household.ts';

// One household, one figure (issue 27, item 5): the footprint every member of a household sees,
// from all members' latest answers (@wf/scoring/household-footprint), with the household's
// readings. It is "of" the household's latest attempt with answers, whoever made it, so a member
// who has not answered yet sees the family's figure too.

/** The household's latest footprint as the profile's screens show it; null before any answer. */
export function householdLatestFootprint(deps: Deps, profileId: number): FootprintBody | null {
  return deps.store.cached(`household-footprint:${profileId}`, () => {
    const { db } = deps.store;
    const latests = membersWith(db, profileId).flatMap((m) => latestAnswered(deps, m.id) ?? []);
    if (latests.length === 0) return null;
    const latest = latests.reduce((a, b) =>
      b.createdAt > a.createdAt || (b.createdAt === a.createdAt && b.attemptId > a.attemptId)
        ? b
        : a,
    );
    const figures = householdFootprint(
      latest.responses,
      latests.map((l) => l.responses),
      householdMeasurements(db, profileId),
    );
    return { attemptId: latest.attemptId, createdAt: latest.createdAt, ...figures };
  });
}
