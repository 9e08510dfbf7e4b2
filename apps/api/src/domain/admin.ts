import { and, desc, eq, isNull } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import { matchesProfileSearch } from '@wf/scoring/admin-search';
import { recordAudit } from './audit-log.ts';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { forgetEmptyHousehold } from './household.ts';
import { errors } from './errors.ts';
import type { SessionProfile } from './sessions.ts';
import { toPublicUser } from './users.ts';

/** Every profile, newest first, that matches `search` (the admin screen's rule). */
export function listProfiles(deps: Deps, caller: SessionProfile, search = '') {
  authorizeAdmin(caller);
  const rows = deps.store.db
    .select()
    .from(profiles)
    .orderBy(desc(profiles.isAdmin), desc(profiles.createdAt), desc(profiles.id))
    .all();
  return rows.filter((p) => matchesProfileSearch(p, search)).map(toPublicUser);
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
