import { hash, verify } from '@node-rs/argon2';
import { checkPasswordStrength, refusalLead } from '@wf/scoring/password-strength';
import { errors } from './errors.ts';

// OWASP's minimum argon2id configuration: 19 MiB, two passes, one lane.
// `algorithm: 2` is Algorithm.Argon2id: the package declares it as an ambient const enum, which
// isolated modules cannot read.
export const PRODUCTION_ARGON2 = Object.freeze({
  algorithm: 2 as const,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});

// The smallest argon2id cost (8 KiB, one pass): a hash in well under a millisecond, so the test
// suites' hundreds of signups do not spend minutes on key stretching. The hash still names its
// own parameters, so `verify` works whichever cost made it.
const TEST_ARGON2 = Object.freeze({
  algorithm: 2 as const,
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
});

interface Argon2Cost {
  readonly algorithm: 2;
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

let cost: Argon2Cost = PRODUCTION_ARGON2;

/**
 * Test-only: switches this process to the cheap cost (or back to production's with `false`).
 * Nothing in the server calls it and no setting reaches it; it refuses unless NODE_ENV is `test`
 * (vitest's), so production cannot get the cheap cost by accident. See docs/security.md.
 */
export function useCheapPasswordCostForTests(cheap = true): void {
  if (process.env.NODE_ENV !== 'test') {
    throw new Error('the cheap password cost is for tests only (NODE_ENV=test)');
  }
  cost = cheap ? TEST_ARGON2 : PRODUCTION_ARGON2;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
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
