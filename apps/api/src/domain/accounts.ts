import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import { passwordResets, profiles, sessions, type Profile } from '@wf/db/schema';
import { LIMIT_MESSAGES } from '@wf/scoring/rate-limits';
import {
  MESSAGES,
  profileNameKey,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type SignupInput,
  type UpdateProfileInput,
} from '@wf/scoring/accounts';
import { recordAudit } from './audit-log.ts';
import { authorizeProfile } from './authz.ts';
import { householdKey } from '@wf/scoring/household-key';
import { createHousehold, householdIdOf, standAlone } from './household.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { currentParticipantCode, isParticipantCode } from './participant-code.ts';
import { assertStrongPassword, hashPassword, verifyDummy, verifyPassword } from './passwords.ts';
import { assertAllowed, LOGIN_SLOWDOWN_MS, pleaseWait } from './rate-limit.ts';
import {
  createSession,
  endSessionIn,
  endSessionsIn,
  hashToken,
  type SessionProfile,
} from './sessions.ts';
import type { WriteScope } from './store.ts';
import { toPublicUser } from './users.ts';

export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
  /** The session the browser already had: a login or signup ends it (issue 14, item 9). */
  sessionId?: string | undefined;
}

export const RESET_TTL_MS = 30 * 60 * 1000;

/** Turns a unique-index violation into a 409 on the field that is taken (the web app keys on both). */
function uniqueViolation(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('UNIQUE') && message.includes('email')) {
    return errors.conflict(MESSAGES.emailTaken, 'email');
  }
  if (message.includes('UNIQUE')) {
    return errors.conflict(MESSAGES.profileNameTaken, 'profileName');
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The participant code is no password (issue 27, item 9): every resident knows it. Refused
 * however it is typed (case, spaces around it), and given to the strength estimator as a word of
 * the account, so a password built on it counts as weak.
 */
function assertPasswordFor(
  deps: Deps,
  password: string,
  userInputs: readonly string[],
  field = 'password',
): void {
  const code = currentParticipantCode(deps);
  if (code !== undefined && password.trim().toLowerCase() === code.trim().toLowerCase()) {
    throw errors.badRequest(MESSAGES.passwordIsParticipantCode, field);
  }
  assertStrongPassword(password, code === undefined ? userInputs : [...userInputs, code], field);
}

function findByEmail(deps: Deps, email: string) {
  return deps.store.db.select().from(profiles).where(eq(profiles.email, email.toLowerCase())).get();
}

export async function signup(deps: Deps, input: SignupInput, meta: RequestMeta) {
  const { limits } = deps;
  // One step for every server process (WORKERS): a check and its hit (rate-limit.ts).
  const codeOk = limits.atomically(() => {
    assertAllowed(LIMIT_MESSAGES.signups, [limits.signupsPerIp, meta.ip]);
    assertAllowed(LIMIT_MESSAGES.participantCodes, [limits.participantCodeFailuresPerIp, meta.ip]);
    limits.signupsPerIp.hit(meta.ip);
    const ok = isParticipantCode(deps, input.participantCode);
    if (!ok) limits.participantCodeFailuresPerIp.hit(meta.ip);
    return ok;
  });
  if (!codeOk) throw errors.badRequest(MESSAGES.participantCodeInvalid, 'participantCode');
  assertPasswordFor(deps, input.password, [
    input.profileName,
    input.email,
    input.apartmentCommunityName,
  ]);
  // Checked before the slow hash so a duplicate answers at once; the unique index still decides.
  if (findByEmail(deps, input.email)) {
    throw errors.conflict(MESSAGES.emailTaken, 'email');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return deps.store.write((tx) => {
      const profile = tx.db
        .insert(profiles)
        .values({
          profileName: input.profileName,
          profileNameKey: profileNameKey(input.profileName),
          email: input.email,
          passwordHash,
          apartment: input.apartment,
          apartmentCommunityName: input.apartmentCommunityName,
        })
        .returning()
        .get();
      // Typing a flat joins nothing (issue 27, item 6): a new resident is a household of their
      // own, at a flat where a family may already live, until a member's code joins them to it.
      const householdId = createHousehold(tx.db, profile);
      tx.db.update(profiles).set({ householdId }).where(eq(profiles.id, profile.id)).run();
      if (meta.sessionId) endSessionIn(tx, meta.sessionId);
      const session = createSession(tx, profile.id, meta);
      return { user: toPublicUser(profile), session };
    });
  } catch (error) {
    throw uniqueViolation(error);
  }
}

export async function login(deps: Deps, input: LoginInput, meta: RequestMeta) {
  const identifier = input.identifier.toLowerCase();
  const { limits } = deps;
  // Names match by their folded key, the rule of their unique index ('ÉMILE' finds 'Émile').
  // An email match wins over a profile name that happens to read like someone's email.
  const profile = deps.store.db
    .select()
    .from(profiles)
    .where(
      sql`${profiles.email} = ${identifier} or ${profiles.profileNameKey} = ${profileNameKey(input.identifier)}`,
    )
    .orderBy(sql`${profiles.email} = ${identifier} desc`)
    .get();
  // Failures count per account, so switching between its email and its name buys no extra
  // guesses; and per account AND address, so they lock out only the address that failed
  // (issue 14, item 2: ten wrong passwords for 'admin' locked the real admin out everywhere).
  const account = profile ? `profile:${profile.id}` : `identifier:${identifier}`;
  const accountAtIp = `${account}|${meta.ip}`;
  const slowed = limits.atomically(() => {
    assertAllowed(
      LIMIT_MESSAGES.logins,
      [limits.loginFailuresPerIdentifierAndIp, accountAtIp],
      [limits.loginFailuresPerIp, meta.ip],
    );
    // Counted before the slow verification and taken back on success: guesses sent all at once
    // would otherwise all pass the check above before the first failure was counted.
    limits.loginFailuresPerIdentifierAndIp.hit(accountAtIp);
    limits.loginFailuresPerIp.hit(meta.ip);
    // An account guessed at from many addresses is slowed down for everyone, never closed: the
    // owner's right password still works, a second later.
    const slow = limits.loginSlowdownPerIdentifier.blockedFor(account) > 0;
    limits.loginSlowdownPerIdentifier.hit(account);
    return slow;
  });
  if (slowed) await sleep(LOGIN_SLOWDOWN_MS);
  const ok = profile
    ? await verifyPassword(profile.passwordHash, input.password)
    : (await verifyDummy(input.password), false);
  if (!profile || !ok) throw errors.unauthorized(MESSAGES.invalidCredentials);
  limits.atomically(() => {
    limits.loginFailuresPerIdentifierAndIp.reset(accountAtIp);
    limits.loginFailuresPerIp.release(meta.ip);
    limits.loginSlowdownPerIdentifier.release(account);
  });
  const session = deps.store.write((tx) => {
    if (meta.sessionId) endSessionIn(tx, meta.sessionId);
    return createSession(tx, profile.id, meta);
  });
  return { user: toPublicUser(profile), session };
}

export async function forgotPassword(deps: Deps, input: ForgotPasswordInput, meta: RequestMeta) {
  const email = input.email.toLowerCase();
  const { limits } = deps;
  const emailAtIp = `${email}|${meta.ip}`;
  const profile = limits.atomically(() => {
    assertAllowed(
      LIMIT_MESSAGES.resetRequests,
      [limits.resetRequestsPerEmailAndIp, emailAtIp],
      [limits.resetRequestsPerIp, meta.ip],
    );
    // Over all addresses, an email gets a few mails at once and then one per cool-down: nobody
    // can flood a mailbox, and nobody can keep its owner from a link for more than minutes.
    if (limits.resetMailsPerEmail.blockedFor(email) > 0) {
      const wait = limits.resetMailCooldownPerEmail.waitFor(email);
      if (wait > 0) {
        throw pleaseWait(LIMIT_MESSAGES.resetMailSent, wait);
      }
    }
    limits.resetRequestsPerIp.hit(meta.ip);
    limits.resetRequestsPerEmailAndIp.hit(emailAtIp);
    // Counted whether or not a profile has the email: a "please wait" for known emails only
    // would tell who has an account.
    limits.resetMailsPerEmail.hit(email);
    limits.resetMailCooldownPerEmail.mark(email);
    return findByEmail(deps, email);
  });
  // The same answer whether or not a profile has this email (issue 28, item 5): who has an
  // account here is nobody else's business. The answer says what to do if no mail comes.
  if (profile) {
    const link = createResetLink(deps, profile.id);
    await deps.mailer.sendPasswordReset(profile.email, profile.profileName, link.url);
  }
  return { success: true as const, ifNoMail: MESSAGES.resetNoMail };
}

/**
 * Whether reset links go out by mail (issue 11, item 8). Without a mail server the
 * forgot-password screen adds that the organiser can give a reset link in person (the outbox
 * folder of development and the browser tests is no mail server). Only a yes or no is told.
 */
export function resetDelivery(deps: Deps) {
  return { byMail: Boolean(deps.config.SMTP_URL) };
}

/**
 * A new single-use reset link for the profile, valid for 30 minutes; it replaces every older
 * link of the profile. Only the token's hash is stored.
 */
export function createResetLink(
  deps: Deps,
  profileId: number,
  // More to write in the same transaction (the administrator's audit entry).
  alsoWrite?: (db: WriteScope['db']) => void,
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TTL_MS);
  deps.store.write(({ db }) => {
    db.delete(passwordResets).where(eq(passwordResets.profileId, profileId)).run();
    db.insert(passwordResets)
      .values({ tokenHash: hashToken(token), profileId, expiresAt })
      .run();
    alsoWrite?.(db);
  });
  const url = `${deps.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  return { url, expiresAt };
}

export async function resetPassword(deps: Deps, input: ResetPasswordInput) {
  const tokenHash = hashToken(input.token);
  const now = new Date();
  const pending = deps.store.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
    .get();
  if (!pending) throw errors.badRequest(MESSAGES.resetLinkInvalid, 'token');
  const owner = deps.store.statements.profileById.get({ id: pending.profileId });
  assertPasswordFor(deps, input.password, owner ? [owner.profileName, owner.email] : []);
  const passwordHash = await hashPassword(input.password);
  deps.store.write(({ db }) => {
    // Deleting the token inside the transaction makes it single-use even under a race.
    const removed = db
      .delete(passwordResets)
      .where(eq(passwordResets.tokenHash, tokenHash))
      .run().changes;
    if (removed !== 1) throw errors.badRequest(MESSAGES.resetLinkInvalid, 'token');
    db.delete(passwordResets).where(eq(passwordResets.profileId, pending.profileId)).run();
    db.update(profiles).set({ passwordHash }).where(eq(profiles.id, pending.profileId)).run();
    db.delete(sessions).where(eq(sessions.profileId, pending.profileId)).run();
  });
  return { success: true as const };
}

/** The caller's own profile, or with `userId` another one, which only the administrator may read. */
export function getProfile(deps: Deps, caller: SessionProfile, userId?: number) {
  const id = authorizeProfile(caller, userId);
  const profile = deps.store.statements.profileById.get({ id });
  if (!profile) throw errors.notFound('Profile not found');
  return toPublicUser(profile);
}

export function updateProfile(
  deps: Deps,
  caller: SessionProfile,
  userId: number | undefined,
  input: UpdateProfileInput,
) {
  const id = authorizeProfile(caller, userId);
  try {
    return deps.store.write(({ db }) => {
      const before = db.select().from(profiles).where(eq(profiles.id, id)).get();
      const updated = db
        .update(profiles)
        .set({
          profileName: input.profileName,
          profileNameKey: profileNameKey(input.profileName),
          apartment: input.apartment,
          ...(input.apartmentCommunityName
            ? { apartmentCommunityName: input.apartmentCommunityName }
            : {}),
        })
        .where(eq(profiles.id, id))
        .returning()
        .get();
      if (!updated || !before) throw errors.notFound('Profile not found');
      if (id !== caller.id) {
        recordAudit(db, caller, 'profile_edited', `${profileEdits(before, updated)} (id ${id})`);
      }
      // A move to another flat leaves the family (its readings, goal and pledges stay with
      // those who live there, or go with the last of them): the resident stands alone at the
      // new flat until a member's code joins them to a family there (docs/households.md).
      if (householdKey(before) !== householdKey(updated) || householdIdOf(db, id) === null) {
        standAlone(db, id);
      }
      return toPublicUser(updated);
    });
  } catch (error) {
    throw uniqueViolation(error);
  }
}

/** What an edit changed, in words: "Asha → Asha K; apartment A-101 → A-102". */
function profileEdits(
  old: Pick<Profile, 'profileName' | 'apartment' | 'apartmentCommunityName'>,
  now: Pick<Profile, 'profileName' | 'apartment' | 'apartmentCommunityName'>,
): string {
  const changes = [
    old.profileName !== now.profileName
      ? `${old.profileName} → ${now.profileName}`
      : now.profileName,
  ];
  if (old.apartment !== now.apartment)
    changes.push(`apartment ${old.apartment} → ${now.apartment}`);
  if (old.apartmentCommunityName !== now.apartmentCommunityName) {
    changes.push(`community ${old.apartmentCommunityName} → ${now.apartmentCommunityName}`);
  }
  return changes.join('; ');
}

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

/**
 * Changes a password with the current one (issue 14, item 5). Every other session of the
 * profile ends, this one stays, and pending reset links die: whoever knew the old password
 * loses what it gave them.
 */
export async function changePassword(
  deps: Deps,
  profileId: number,
  currentSessionId: string,
  input: ChangePasswordInput,
) {
  const { limits } = deps;
  const key = `profile:${profileId}`;
  assertAllowed(LIMIT_MESSAGES.currentPasswords, [limits.changePasswordFailuresPerProfile, key]);
  const profile = deps.store.statements.profileById.get({ id: profileId });
  if (!profile) throw errors.notFound('Profile not found');
  limits.changePasswordFailuresPerProfile.hit(key);
  if (!(await verifyPassword(profile.passwordHash, input.currentPassword))) {
    throw errors.badRequest(WRONG_CURRENT_PASSWORD, 'currentPassword');
  }
  limits.changePasswordFailuresPerProfile.reset(key);
  if (input.newPassword === input.currentPassword) {
    throw errors.badRequest(MESSAGES.passwordUnchanged, 'newPassword');
  }
  assertPasswordFor(
    deps,
    input.newPassword,
    [profile.profileName, profile.email, profile.apartmentCommunityName],
    'newPassword',
  );
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = deps.store.write((tx) => {
    tx.db.update(profiles).set({ passwordHash }).where(eq(profiles.id, profileId)).run();
    tx.db.delete(passwordResets).where(eq(passwordResets.profileId, profileId)).run();
    return endSessionsIn(tx, profileId, currentSessionId);
  });
  return { success: true as const, endedSessions };
}
