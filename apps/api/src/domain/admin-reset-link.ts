import { z } from 'zod';
import { createResetLink } from './accounts.ts';
import { recordAudit } from './audit-log.ts';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { idSchema } from './schemas.ts';
import type { SessionProfile } from './sessions.ts';

// The administrator's "reset link" (issue 11, item 8, and issue 14, item 8): with no mail
// server set up, a resident who forgot their password gets a link from the administrator in
// person. The link is the one a mail would carry: single use, 30 minutes, stored only hashed,
// and it replaces the resident's older links. It is answered to the administrator, never logged.

export const resetLinkSchema = z.strictObject({ profileId: idSchema });

export function adminResetLink(deps: Deps, caller: SessionProfile, profileId: number) {
  authorizeAdmin(caller);
  const profile = deps.store.statements.profileById.get({ id: profileId });
  if (!profile) throw errors.notFound('Profile not found');
  if (profile.isAdmin) {
    throw errors.badRequest(
      'The administrator changes their own password with the current one, not a reset link.',
      'profileId',
    );
  }
  const link = createResetLink(deps, profile.id, (db) =>
    recordAudit(db, caller, 'reset_link', profile.profileName),
  );
  return {
    success: true as const,
    profileName: profile.profileName,
    link: link.url,
    expiresAt: link.expiresAt.toISOString(),
  };
}
