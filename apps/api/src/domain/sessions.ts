import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, desc, eq, lt, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { sessions } from '@wf/db/schema';
import type { Deps } from './deps.ts';
import type { WriteScope } from './store.ts';
import { summariseUserAgent } from './user-agent.ts';

// Sessions the way the Lucia guide teaches: a random token in the cookie, only its SHA-256 in
// the database, an expiry that is pushed forward when a session is used in its second half,
// and (issue 14) an absolute lifetime from login that no renewal goes past.

/** The cookie over plain HTTP (local use). */
export const SESSION_COOKIE = 'wf_session';
/**
 * The cookie over HTTPS: the `__Host-` prefix makes browsers accept it only with Secure, Path=/
 * and no Domain, so a neighbouring subdomain cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-wf_session';
/** A session unused for this long ends (renewed when used in its second half). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** No session lives longer than this after its login, however often it is used. */
export const SESSION_MAX_AGE_MS = 60 * 24 * 60 * 60 * 1000;
const RENEW_WITHIN_MS = SESSION_TTL_MS / 2;
/**
 * "Last used" is kept to this precision: writing it on every request would cost every read
 * (each write clears the read cache).
 */
export const LAST_USED_PRECISION_MS = 5 * 60 * 1000;

export interface SessionMeta {
  userAgent?: string | undefined;
}

function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20)); // 160 bits
}

/**
 * SHA-256 in hex, as the Lucia guide stores it. Node's native hash: every request hashes its
 * cookie, and the pure-JS one cost a few percent of a cached read's CPU in `pnpm bench`.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Call inside the write that signs the profile in (deps.store.write). */
export function createSession(
  tx: WriteScope,
  profileId: number,
  meta: SessionMeta = {},
  now = Date.now(),
) {
  const token = generateSessionToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  tx.db
    .insert(sessions)
    .values({
      id: hashToken(token),
      profileId,
      expiresAt,
      createdAt: new Date(now),
      lastUsedAt: new Date(now),
      userAgent: summariseUserAgent(meta.userAgent),
    })
    .run();
  return { token, expiresAt };
}

/** Ends one session inside a write that is already open (a login ending the browser's older one). */
export function endSessionIn(tx: WriteScope, sessionId: string): void {
  tx.db.delete(sessions).where(eq(sessions.id, sessionId)).run();
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

/**
 * Hashes of tokens that named a live session, so a signed-in browser's every request does not
 * hash its cookie again (a tenth of a cached read's own CPU in `pnpm bench`). Only found
 * sessions are remembered, so made-up tokens cannot crowd it; a token whose session has ended
 * maps to a hash the database no longer has, which answers as before. The server holds these
 * tokens only in memory, as it does each request's cookie; the database keeps hashes only.
 */
const knownHashes = new Map<string, string>();
const KNOWN_HASHES_MAX = 10_000;

function rememberHash(token: string, sessionId: string): void {
  if (knownHashes.has(token)) return;
  if (knownHashes.size >= KNOWN_HASHES_MAX) knownHashes.clear();
  knownHashes.set(token, sessionId);
}

/** Returns the session's profile, or null for an unknown, expired or malformed token. */
export function validateSessionToken(
  deps: Deps,
  token: string,
  now = Date.now(),
): ValidSession | null {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const sessionId = knownHashes.get(token) ?? hashToken(token);
  // Every request reads its session, so a found one is kept in the read cache (a third of a
  // cached read's CPU in `pnpm bench`). Every write clears that cache, the deletion and the
  // renewal below included. Unknown ids are not kept, so made-up tokens cannot crowd it.
  const row = deps.store.cached(
    `session:${sessionId}`,
    () => {
      const found = deps.store.statements.sessionWithProfile.get({ id: sessionId });
      // The row was found by its hash; comparing the hashes again in constant time keeps the
      // check independent of how the database happens to compare strings.
      return found && timingSafeEqual(Buffer.from(found.sessionId), Buffer.from(sessionId))
        ? found
        : undefined;
    },
    (found) => found !== undefined,
  );
  if (!row) return null;
  rememberHash(token, sessionId);
  const expiresAt = row.expiresAt;
  const endOfLife = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (now >= expiresAt.getTime() || now >= endOfLife) {
    invalidateSession(deps, sessionId);
    return null;
  }
  let renewed = false;
  let newExpiry = expiresAt;
  const renew = expiresAt.getTime() - now < RENEW_WITHIN_MS && expiresAt.getTime() < endOfLife;
  if (renew || now - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    if (renew) {
      newExpiry = new Date(Math.min(now + SESSION_TTL_MS, endOfLife));
      renewed = true;
    }
    deps.store.write(({ db }) =>
      db
        .update(sessions)
        .set({ expiresAt: newExpiry, lastUsedAt: new Date(now) })
        .where(eq(sessions.id, sessionId))
        .run(),
    );
  }
  return {
    sessionId,
    expiresAt: newExpiry,
    renewed,
    profile: { id: row.id, profileName: row.profileName, email: row.email, isAdmin: row.isAdmin },
  };
}

export function invalidateSession(deps: Deps, sessionId: string): void {
  deps.store.write((tx) => endSessionIn(tx, sessionId));
}

export function deleteExpiredSessions(deps: Deps, now = Date.now()): number {
  return deps.store.write(
    ({ db }) =>
      db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, new Date(now)),
            lt(sessions.createdAt, new Date(now - SESSION_MAX_AGE_MS)),
          ),
        )
        .run().changes,
  );
}

/** A session as its owner sees it in "your sessions": no token, no hash of one. */
export interface SessionSummary {
  /** Stable for the session's life, and says nothing about its token. */
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  userAgent: string;
  current: boolean;
}

/** Public id of a session: a hash of its stored hash, so listing it gives nothing to replay. */
function publicSessionId(sessionId: string): string {
  return hashToken(`session-list:${sessionId}`).slice(0, 16);
}

/** The profile's live sessions, most recently used first; `currentSessionId` is flagged. */
export function listSessions(
  deps: Deps,
  profileId: number,
  currentSessionId: string | undefined,
  now = Date.now(),
): SessionSummary[] {
  const rows = deps.store.db
    .select()
    .from(sessions)
    .where(eq(sessions.profileId, profileId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .all();
  return rows
    .filter(
      (row) => row.expiresAt.getTime() > now && row.createdAt.getTime() + SESSION_MAX_AGE_MS > now,
    )
    .map((row) => ({
      id: publicSessionId(row.id),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: new Date(
        Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + SESSION_MAX_AGE_MS),
      ).toISOString(),
      userAgent: row.userAgent || 'Unknown browser',
      current: row.id === currentSessionId,
    }));
}

/**
 * Ends every session of the profile except `keepSessionId` (all of them without it), inside a
 * write that is already open. Returns how many ended.
 */
export function endSessionsIn(tx: WriteScope, profileId: number, keepSessionId?: string): number {
  return tx.db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.profileId, profileId), ne(sessions.id, keepSessionId))
        : eq(sessions.profileId, profileId),
    )
    .run().changes;
}

export const logoutEverywhereSchema = z.strictObject({
  /** Also end the session making the request (default: keep it, log out everywhere else). */
  includeThisDevice: z.boolean({ error: 'includeThisDevice must be true or false' }).optional(),
});

/** "Log out everywhere": the profile's other sessions end, and this one too when asked. */
export function logoutEverywhere(
  deps: Deps,
  profileId: number,
  currentSessionId: string,
  input: z.output<typeof logoutEverywhereSchema> = {},
) {
  const all = input.includeThisDevice === true;
  const ended = deps.store.write((tx) =>
    endSessionsIn(tx, profileId, all ? undefined : currentSessionId),
  );
  return { success: true as const, ended, loggedOutHere: all };
}
