import { hash, verify } from '@node-rs/argon2';
import { checkPasswordStrength, refusalLead } from '@wf/scoring/password-strength';
import { errors } from './errors.ts';

// OWASP's minimum argon2id configuration.
// `algorithm: 2` is Algorithm.Argon2id: the package declares it as an ambient const enum, which
// isolated modules cannot read.
const ARGON2 = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real verification, so a login for nobody is as slow as one for somebody. */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

/**
 * Refuses a password that zxcvbn rates 0 or 1 (guessable in under about a million tries), with
 * its warning and advice as the message. `userInputs` (the owner's name, email, community) count
 * as known to a guesser. Login never calls this: it only ever says "wrong credentials".
 */
export function assertStrongPassword(
  password: string,
  userInputs: readonly string[] = [],
  field = 'password',
): void {
  const strength = checkPasswordStrength(password, userInputs);
  if (strength.message) {
    const params = { warning: strength.warningKey, suggestions: strength.suggestionKeys };
    const reason = `accounts.${refusalLead(strength.warningKey)}` as const;
    throw errors.badRequest(strength.message, field, { reason, params });
  }
}
