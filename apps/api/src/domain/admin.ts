import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { profiles, scores } from '@wf/db/schema';
import { matchesProfileSearch } from '@wf/scoring/admin-search';
import { recordAudit } from './audit-log.ts';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { forgetEmptyHousehold } from './household.ts';
import { errors } from './errors.ts';
import type { SessionProfile } from './sessions.ts';
import { toPublicUser } from './users.ts';

const newest = alias(scores, 'newest');

/**
 * Every profile, newest first, that matches `search` (the admin screen's rule), with its latest
 * score whatever its origin: the View dialog shows an imported one, marked, where the board score
 * (waterScore) counts attempts taken here only (docs/households.md).
 */
export function listProfiles(deps: Deps, caller: SessionProfile, search = '') {
  authorizeAdmin(caller);
  const { db } = deps.store;
  // The newest attempt's id, through the (profile_id, created_at) index.
  const newestId = db
    .select({ id: newest.id })
    .from(newest)
    .where(eq(newest.profileId, profiles.id))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(1);
  const rows = db
    .select({
      profile: profiles,
      totalScore: scores.totalScore,
      imported: scores.fromOlderVersion,
    })
    .from(profiles)
    .leftJoin(scores, sql`${scores.id} = (${newestId})`)
    .orderBy(desc(profiles.isAdmin), desc(profiles.createdAt), desc(profiles.id))
    .all();
  return rows
    .filter(({ profile }) => matchesProfileSearch(profile, search))
    .map(({ profile, totalScore, imported }) => ({
      ...toPublicUser(profile),
      latestScore: totalScore === null ? null : { totalScore, imported: imported === true },
    }));
}

/** Removes a resident with their sessions, scores, reset links and stickers (foreign keys cascade). */
export function deleteProfile(deps: Deps, caller: SessionProfile, id: number) {
  authorizeAdmin(caller);
  return deps.store.write(({ db, statements }) => {
    const profile = statements.profileById.get({ id });
    if (!profile) throw errors.notFound('Profile not found');
    if (profile.isAdmin) throw errors.forbidden('The administrator profile cannot be deleted');
    db.delete(profiles).where(eq(profiles.id, id)).run();
    // Stickers go with the profile (cascade); the home's readings with its last profile.
    forgetEmptyHousehold(db, profile.householdId);
    recordAudit(db, caller, 'profile_deleted', `${profile.profileName} (id ${id})`);
    return { success: true as const, profileName: profile.profileName };
  });
}

/**
 * The legacy migration: marks unanswered attempts (a score, no answers) as from the older version;
 * returns how many changed.
 */
export function migrateLegacy(deps: Deps, caller: SessionProfile) {
  authorizeAdmin(caller);
  return deps.store.write(({ db }) => {
    const updated = db
      .update(scores)
      .set({ fromOlderVersion: true })
      .where(and(isNull(scores.responses), eq(scores.fromOlderVersion, false)))
      .run().changes;
    recordAudit(db, caller, 'legacy_migrated', `${updated} attempts marked as older version`);
    return { success: true as const, updated };
  });
}
