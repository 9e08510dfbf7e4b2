import { errors } from './errors.ts';
import type { SessionProfile } from './sessions.ts';

// Who may act on which profile. Only domain functions call these: a transport hands over the
// caller and the id it was asked about, and the function that does the work decides.

const NOT_YOURS = "You can only see and change your own profile's data.";

/**
 * The profile a request may act on: the caller's own when none (or their own) is named; another
 * profile only for the administrator.
 */
export function authorizeProfile(caller: SessionProfile, requestedId: number | undefined): number {
  if (requestedId === undefined || requestedId === caller.id) return caller.id;
  if (caller.isAdmin) return requestedId;
  throw errors.forbidden(NOT_YOURS);
}

/**
 * For acts that are only ever one's own (a questionnaire attempt, an import of one's old
 * history): naming another profile is refused, the administrator's request included.
 */
export function authorizeSelf(caller: SessionProfile, requestedId: number | undefined): number {
  if (requestedId === undefined || requestedId === caller.id) return caller.id;
  throw errors.forbidden(NOT_YOURS);
}

/** For the administrator's own work: the list of profiles, deletions, the legacy migration. */
export function authorizeAdmin(caller: SessionProfile): void {
  if (!caller.isAdmin) throw errors.forbidden(ADMIN_ONLY);
}

export const ADMIN_ONLY = 'Only the administrator can do that.';
