import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq, lt } from 'drizzle-orm';
import { sessions } from '@wf/db/schema';
import type { Deps } from './deps.ts';
import type { WriteScope } from './store.ts';

// Sessions the way the Lucia guide teaches: a random token in the cookie, only its SHA-256 in
// the database, an absolute expiry that is pushed forward when a session is used in its second half.
export const SESSION_COOKIE = 'wf_session';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_WITHIN_MS = SESSION_TTL_MS / 2;

function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20)); // 160 bits
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Call inside the write that signs the profile in (deps.store.write). */
export function createSession(tx: WriteScope, profileId: number, now = Date.now()) {
  const token = generateSessionToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  tx.db
    .insert(sessions)
    .values({ id: hashToken(token), profileId, expiresAt })
    .run();
  return { token, expiresAt };
}

export type SessionProfile = {
  id: number;
  profileName: string;
  email: string;
  isAdmin: boolean;
};

/** What signing in and out may do to the session cookie, without knowing about HTTP. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface ValidSession {
  sessionId: string;
  expiresAt: Date;
  renewed: boolean;
  profile: SessionProfile;
}

/** Returns the session's profile, or null for an unknown, expired or malformed token. */
export function validateSessionToken(
  deps: Deps,
  token: string,
  now = Date.now(),
): ValidSession | null {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const sessionId = hashToken(token);
  // Every request reads its session, so a found one is kept in the read cache (a third of a
  // cached read's CPU in `pnpm bench`). Every write clears that cache, the deletion and the
  // renewal below included. Unknown ids are not kept, so made-up tokens cannot crowd it.
  const row = deps.store.cached(
    `session:${sessionId}`,
    () => deps.store.statements.sessionWithProfile.get({ id: sessionId }),
    (found) => found !== undefined,
  );
  if (!row) return null;
  // The row was found by its hash; comparing the hashes again in constant time keeps the check
  // independent of how the database happens to compare strings.
  if (!timingSafeEqual(Buffer.from(row.sessionId), Buffer.from(sessionId))) return null;
  const expiresAt = row.expiresAt;
  if (now >= expiresAt.getTime()) {
    invalidateSession(deps, sessionId);
    return null;
  }
  let renewed = false;
  let newExpiry = expiresAt;
  if (expiresAt.getTime() - now < RENEW_WITHIN_MS) {
    newExpiry = new Date(now + SESSION_TTL_MS);
    deps.store.write(({ db }) =>
      db.update(sessions).set({ expiresAt: newExpiry }).where(eq(sessions.id, sessionId)).run(),
    );
    renewed = true;
  }
  return {
    sessionId,
    expiresAt: newExpiry,
    renewed,
    profile: { id: row.id, profileName: row.profileName, email: row.email, isAdmin: row.isAdmin },
  };
}

export function invalidateSession(deps: Deps, sessionId: string): void {
  deps.store.write(({ db }) => db.delete(sessions).where(eq(sessions.id, sessionId)).run());
}

export function deleteExpiredSessions(deps: Deps, now = Date.now()): number {
  return deps.store.write(
    ({ db }) =>
      db
        .delete(sessions)
        .where(lt(sessions.expiresAt, new Date(now)))
        .run().changes,
  );
}
