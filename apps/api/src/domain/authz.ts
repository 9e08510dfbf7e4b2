import type { SessionProfile } from './sessions.ts';
import { errors } from './errors.ts';

/**
 * The profile a request is about: the caller's own unless it names another, which only the
 * administrator may do.
 */
export function targetProfileId(caller: SessionProfile, userId: number | undefined): number {
  if (userId === undefined || userId === caller.id) return caller.id;
  if (caller.isAdmin) return userId;
  throw errors.forbidden("You can only see and change your own profile's data.");
}

// The names issue 9 gives the checks (authorizeProfile for reads of a profile's data,
// authorizeSelf for acts that are only ever one's own).
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
