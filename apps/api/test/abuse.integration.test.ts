// Password guessing with the production limits (RATE_LIMITS on: 10 failed logins per account
// per 15 minutes, 100 per IP): 20 wrong passwords in a row for one resident end in 429, while
// another resident logs in from the same IP all along.
import { beforeAll, describe, expect, it } from 'vitest';
import { attemptLogin, expectError, signup, useTestServer, type Resident } from './helpers.ts';

const server = await useTestServer({ env: { RATE_LIMITS: 'on' } });

describe('20 wrong passwords in a row', () => {
  let victim: Resident;
  let neighbour: Resident;
  beforeAll(async () => {
    victim = await signup(server);
    neighbour = await signup(server);
  });

  it('answers 401 ten times, then 429; a neighbour on the same IP logs in meanwhile', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const res = await attemptLogin(server, victim.email, `wrong-password-${i}`);
      statuses.push(res.status);
      if (res.status === 401) expectError(res, 401, 'Invalid credentials');
      else {
        expectError(res, 429, 'Too many failed login attempts');
        expect(res.body.error).toMatch(/Please wait \d+ minutes? and try again/);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      }
      // Meanwhile, the right password of another resident, from the same address, works.
      if (i % 4 === 0) {
        const ok = await attemptLogin(server, neighbour.email, neighbour.password);
        expect(ok.status, `neighbour after ${i} failures`).toBe(200);
        expect(ok.body.user.id).toBe(neighbour.id);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    // The victim's own right password waits too: the lock holds whatever is tried.
    expectError(await attemptLogin(server, victim.email, victim.password), 429);
    const neighbourAgain = await attemptLogin(server, neighbour.profileName, neighbour.password);
    expect(neighbourAgain.status).toBe(200);
  });
});

describe('20 wrong passwords at once', () => {
  // Attempts are counted before the slow password check, so guesses sent together cannot all
  // slip past the limit before the first failure is counted.
  it('verifies at most 10 of them; the rest are 429 without a password check', async () => {
    const target = await signup(server);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attemptLogin(server, target.email, `burst-guess-${i}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  });
});
