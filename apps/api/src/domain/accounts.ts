import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { passwordResets, profiles, sessions } from '@wf/db/schema';
import {
  MESSAGES,
  profileNameKey,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type SignupInput,
  type UpdateProfileInput,
} from '@wf/scoring/accounts';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.ts';
import { assertAllowed } from './rate-limit.ts';
import { createSession, hashToken, type SessionProfile } from './sessions.ts';
import { toPublicUser } from './users.ts';

interface RequestMeta {
  ip: string;
}

const RESET_TTL_MS = 30 * 60 * 1000;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

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

function findByEmail(deps: Deps, email: string) {
  return deps.store.db.select().from(profiles).where(eq(profiles.email, email.toLowerCase())).get();
}

export async function signup(deps: Deps, input: SignupInput, meta: RequestMeta) {
  const { limits } = deps;
  assertAllowed('Too many signups from this network.', [limits.signupsPerIp, meta.ip]);
  assertAllowed('Too many wrong participant codes.', [
    limits.participantCodeFailuresPerIp,
    meta.ip,
  ]);
  limits.signupsPerIp.hit(meta.ip);
  if (!sameSecret(input.participantCode, deps.config.PARTICIPANT_CODE)) {
    limits.participantCodeFailuresPerIp.hit(meta.ip);
    throw errors.badRequest(MESSAGES.participantCodeInvalid, 'participantCode');
  }
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
      const session = createSession(tx, profile.id);
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
  // Failures count per account, so switching between its email and its name buys no extra guesses.
  const key = profile ? `profile:${profile.id}` : `identifier:${identifier}`;
  assertAllowed(
    'Too many failed login attempts.',
    [limits.loginFailuresPerIdentifier, key],
    [limits.loginFailuresPerIp, meta.ip],
  );
  // Counted before the slow verification and taken back on success: guesses sent all at once
  // would otherwise all pass the check above before the first failure was counted.
  limits.loginFailuresPerIdentifier.hit(key);
  limits.loginFailuresPerIp.hit(meta.ip);
  const ok = profile
    ? await verifyPassword(profile.passwordHash, input.password)
    : (await verifyDummy(input.password), false);
  if (!profile || !ok) throw errors.unauthorized(MESSAGES.invalidCredentials);
  limits.loginFailuresPerIdentifier.reset(key);
  limits.loginFailuresPerIp.release(meta.ip);
  const session = deps.store.write((tx) => createSession(tx, profile.id));
  return { user: toPublicUser(profile), session };
}

export async function forgotPassword(deps: Deps, input: ForgotPasswordInput, meta: RequestMeta) {
  const email = input.email.toLowerCase();
  const { limits } = deps;
  assertAllowed(
    'Too many password reset requests.',
    [limits.resetRequestsPerEmail, email],
    [limits.resetRequestsPerIp, meta.ip],
  );
  limits.resetRequestsPerIp.hit(meta.ip);
  limits.resetRequestsPerEmail.hit(email);
  const profile = findByEmail(deps, email);
  if (!profile) throw errors.notFound(MESSAGES.emailNotFound);
  const token = randomBytes(32).toString('base64url');
  deps.store.write(({ db }) => {
    // A newer request replaces every older link.
    db.delete(passwordResets).where(eq(passwordResets.profileId, profile.id)).run();
    db.insert(passwordResets)
      .values({
        tokenHash: hashToken(token),
        profileId: profile.id,
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      })
      .run();
  });
  const link = `${deps.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.sendPasswordReset(profile.email, profile.profileName, link);
  return { success: true as const };
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
      if (!updated) throw errors.notFound('Profile not found');
      return toPublicUser(updated);
    });
  } catch (error) {
    throw uniqueViolation(error);
  }
}
