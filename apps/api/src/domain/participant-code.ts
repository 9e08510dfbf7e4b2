import { randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { findHiddenCharacter } from '@wf/scoring/accounts';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import type { SessionProfile } from './sessions.ts';
import { recordAudit } from './audit-log.ts';
import { readSetting, writeSettings, writeSettingsIn } from './settings.ts';

// The participant code (issue 14, item 15). The code the older version published, WATER2024,
// stops working unless it is configured on purpose: with PARTICIPANT_CODE unset, the first start
// generates a code, stores it and prints it once, as for the administrator's password. The
// administrator can read and change it in /admin.
//
// Where the code comes from: PARTICIPANT_CODE, when set, becomes the code at a start whose value
// differs from the one applied before (so editing the environment takes effect at the next
// start, while a code the administrator set survives restarts with the same environment).

const CODE_KEY = 'participant_code';
const APPLIED_ENV_KEY = 'participant_code_from_env';
// No 0/O, 1/I/L: read aloud or copied from paper, nothing is mistaken.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const PARTICIPANT_CODE_MIN = 4;
export const PARTICIPANT_CODE_MAX = 64;

export function generateParticipantCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `WF-${group()}-${group()}`;
}

export interface ParticipantCodeStart {
  /** The code generated at this start, to be printed once; null when none was generated. */
  generated: string | null;
}

/** Called at every start, before the server takes requests. */
export function initParticipantCode(deps: Deps): ParticipantCodeStart {
  const fromEnv = deps.config.PARTICIPANT_CODE;
  const stored = readSetting(deps, CODE_KEY);
  if (fromEnv !== undefined) {
    if (readSetting(deps, APPLIED_ENV_KEY) !== fromEnv || stored === undefined) {
      writeSettings(deps, { [CODE_KEY]: fromEnv, [APPLIED_ENV_KEY]: fromEnv });
    }
    return { generated: null };
  }
  if (stored !== undefined) return { generated: null };
  const code = generateParticipantCode();
  writeSettings(deps, { [CODE_KEY]: code });
  return { generated: code };
}

export function currentParticipantCode(deps: Deps): string | undefined {
  return readSetting(deps, CODE_KEY);
}

/** Constant-time comparison with the current code; false when there is none. */
export function isParticipantCode(deps: Deps, candidate: string): boolean {
  const code = currentParticipantCode(deps);
  if (code === undefined) return false;
  const x = Buffer.from(candidate);
  const y = Buffer.from(code);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const participantCodeSchema = z.strictObject({
  code: z
    .string({ error: 'Participant code is required' })
    .trim()
    .min(PARTICIPANT_CODE_MIN, {
      error: `The participant code must be at least ${PARTICIPANT_CODE_MIN} characters long`,
      abort: true,
    })
    .max(PARTICIPANT_CODE_MAX, {
      error: `The participant code must be at most ${PARTICIPANT_CODE_MAX} characters long`,
      abort: true,
    })
    .refine((code) => findHiddenCharacter(code) === null && !/\s/.test(code), {
      error: 'The participant code must not contain spaces or hidden characters',
    }),
});

export function getParticipantCode(deps: Deps, caller: SessionProfile) {
  authorizeAdmin(caller);
  const code = currentParticipantCode(deps);
  if (code === undefined) throw errors.notFound('No participant code is set');
  return { code };
}

export function setParticipantCode(deps: Deps, caller: SessionProfile, code: string) {
  authorizeAdmin(caller);
  // Audited in the same transaction; the entry never holds the code (anyone reading the log
  // could sign up with it).
  deps.store.write(({ db }) => {
    writeSettingsIn(db, { [CODE_KEY]: code });
    recordAudit(db, caller, 'participant_code_changed', 'Participant code (not kept here)');
  });
  return { success: true as const, code };
}
