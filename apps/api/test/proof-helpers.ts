// Shared by the crash and backup proofs: what a sound database looks like, and a bounded mixed
// load (signups and score submissions) that records every answer it got.
import { createRequire } from 'node:module';
import type { SqliteHandle } from '@wf/db/client';
import { submissionBody } from '../bench/fixtures.ts';

// better-sqlite3 straight, for looking at files the server is not using (its types live with
// @wf/db, which re-exports only the instance type).
const Driver = createRequire(import.meta.url)('better-sqlite3') as new (
  path: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteHandle;

/** Opens a SQLite file directly (read-only unless asked otherwise); it must exist. */
export function openSqlite(path: string, options: { readonly?: boolean } = { readonly: true }) {
  return new Driver(path, { fileMustExist: true, ...options });
}

export const PARTICIPANT_CODE = 'PROOF-CODE-2468';

/**
 * Everything that must hold in the database after any crash: SQLite's own checks, and the
 * app's invariants (every score has its profile; every profile's water score is its latest
 * attempt, or 0 without one). With `everyResidentHasSession`, a resident without a session
 * betrays a signup half written (signup stores both in one transaction; nobody logs out here).
 */
export function databaseProblems(
  path: string,
  options: { everyResidentHasSession?: boolean } = {},
) {
  const sqlite = openSqlite(path, { readonly: false });
  try {
    const problems: string[] = [];
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
    const foreignKeys = sqlite.pragma('foreign_key_check') as unknown[];
    if (foreignKeys.length > 0)
      problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);
    const orphans = sqlite
      .prepare('select count(*) from scores where profile_id not in (select id from profiles)')
      .pluck()
      .get() as number;
    if (orphans > 0) problems.push(`${orphans} scores without a profile`);
    const stale = sqlite
      .prepare(
        `select p.id, p.water_score, p.direct_water_score, p.indirect_water_score, p.latest_score_at,
                l.total_score, l.direct_score, l.indirect_score, l.created_at
         from profiles p
         left join scores l on l.id = (select s.id from scores s where s.profile_id = p.id
                                       order by s.created_at desc, s.id desc limit 1)
         where p.water_score != coalesce(l.total_score, 0)
            or p.direct_water_score != coalesce(l.direct_score, 0)
            or p.indirect_water_score != coalesce(l.indirect_score, 0)
            or p.latest_score_at is not l.created_at`,
      )
      .all();
    if (stale.length > 0)
      problems.push(
        `profiles out of step with their latest score: ${JSON.stringify(stale.slice(0, 5))}`,
      );
    if (options.everyResidentHasSession) {
      const sessionless = sqlite
        .prepare(
          'select id from profiles where is_admin = 0 and id not in (select profile_id from sessions)',
        )
        .pluck()
        .all();
      if (sessionless.length > 0)
        problems.push(`residents without their signup session: ${sessionless.join(', ')}`);
    }
    return problems;
  } finally {
    sqlite.close();
  }
}

export interface Answered {
  kind: 'signup' | 'submit';
  status: number;
  body: unknown;
  /** What was sent: the email of a signup, the responses of a submission. */
  sent: unknown;
}

export interface LoadOptions {
  url: string;
  /** Session cookies of residents who submit scores. */
  cookies: string[];
  workers: number;
  /** Share of requests that are signups (each costs an argon2 hash). */
  signupShare: number;
  /** Upper bounds: the load ends at whichever comes first, or when the server is gone. */
  maxRequests: number;
  maxMs: number;
  tag: string;
}

/**
 * Runs `workers` loops of signups and submissions. A loop ends when a request fails without
 * an answer (the server died) or a bound is reached; unanswered requests are only counted.
 */
export function mixedLoad(options: LoadOptions) {
  const answered: Answered[] = [];
  let unanswered = 0;
  let sent = 0;
  let stopped = false;
  const deadline = Date.now() + options.maxMs;
  let n = 0;
  const loop = async (worker: number) => {
    while (!stopped && sent < options.maxRequests && Date.now() < deadline) {
      sent += 1;
      const signup = Math.random() < options.signupShare;
      const id = `${options.tag}-${worker}-${n++}`;
      const email = `crash.${id}@example.com`;
      const payload = signup
        ? {
            profileName: `Crash ${id}`,
            email,
            password: `pw-${id}-long-enough`,
            apartment: 'C-1',
            apartmentCommunityName: 'Crash Towers',
            participantCode: PARTICIPANT_CODE,
          }
        : submissionBody();
      const cookie = options.cookies[(worker + n) % options.cookies.length] ?? '';
      try {
        const response = await fetch(
          `${options.url}${signup ? '/api/auth/signup' : '/api/scores'}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(signup ? {} : { cookie }) },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(15_000),
          },
        );
        const body: unknown = await response.json();
        answered.push({
          kind: signup ? 'signup' : 'submit',
          status: response.status,
          body,
          sent: signup ? email : payload,
        });
      } catch {
        unanswered += 1;
        return; // the server is gone (or did not answer in time)
      }
    }
  };
  const done = Promise.all(Array.from({ length: options.workers }, (_, i) => loop(i)));
  return {
    answered,
    done: done.then(() => ({ answered, unanswered, sent })),
    stop() {
      stopped = true;
    },
  };
}
