import { and, desc, eq, isNull } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import type { SessionProfile } from './sessions.ts';
import { toPublicUser } from './users.ts';

/** Every profile, newest first; `search` is a case-insensitive substring of name, email or community. */
export function listProfiles(deps: Deps, caller: SessionProfile, search?: string) {
  authorizeAdmin(caller);
  const term = search?.trim().toLowerCase();
  const rows = deps.store.db
    .select()
    .from(profiles)
    .orderBy(desc(profiles.isAdmin), desc(profiles.createdAt), desc(profiles.id))
    .all();
  // Matched here rather than in SQL: SQLite's lower() folds ASCII only, so 'Émile' would not even
  // find itself; plain substring matching also keeps '%' and '_' literal.
  const matches = term
    ? rows.filter((p) =>
        [p.profileName, p.email, p.apartmentCommunityName].some((v) =>
          v.toLowerCase().includes(term),
        ),
      )
    : rows;
  return matches.map(toPublicUser);
}

/** Removes a resident with their sessions, scores and reset links (foreign keys cascade). */
export function deleteProfile(deps: Deps, caller: SessionProfile, id: number) {
  authorizeAdmin(caller);
  return deps.store.write(({ db, statements }) => {
    const profile = statements.profileById.get({ id });
    if (!profile) throw errors.notFound('Profile not found');
    if (profile.isAdmin) throw errors.forbidden('The administrator profile cannot be deleted');
    db.delete(profiles).where(eq(profiles.id, id)).run();
    return { success: true as const, profileName: profile.profileName };
  });
}

/** Marks attempts that have a score but no answers as legacy; returns how many changed. */
export function migrateLegacy(deps: Deps, caller: SessionProfile) {
  authorizeAdmin(caller);
  return deps.store.write(({ db }) => {
    const updated = db
      .update(scores)
      .set({ isLegacy: true })
      .where(and(isNull(scores.responses), eq(scores.isLegacy, false)))
      .run().changes;
    return { success: true as const, updated };
  });
}
