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
