import { QUESTIONS, type Responses } from '@wf/scoring';
import type { BrowserContext } from 'playwright-core';
import { PARTICIPANT_CODE } from './server.ts';

export interface Resident {
  id: number;
  profileName: string;
  email: string;
  password: string;
  apartment: string;
  cookie: string;
}

let counter = 0;
/** A unique suffix per call within one run (several files share a server). */
export function unique(): string {
  counter += 1;
  return `${process.pid.toString(36)}${Date.now().toString(36)}${counter}`;
}

function sessionCookie(res: Response): string {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith('wf_session='));
  if (!raw) throw new Error('no session cookie');
  return raw.split(';')[0]!;
}

async function call(baseUrl: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  const res = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  return res;
}

export async function signupResident(
  baseUrl: string,
  over: Partial<{
    profileName: string;
    email: string;
    password: string;
    apartment: string;
    apartmentCommunityName: string;
  }> = {},
): Promise<Resident> {
  const u = unique();
  const body = {
    profileName: over.profileName ?? `Resident ${u}`,
    email: over.email ?? `resident-${u}@example.com`,
    password: over.password ?? `river-${u}`,
    apartmentCommunityName: over.apartmentCommunityName ?? 'Green Valley Apartments',
    // A flat of its own: the test files share a server and its community, and residents of
    // the same flat are one household (its detective readings change everyone's litres).
    apartment: over.apartment ?? `B-${u}`,
    participantCode: PARTICIPANT_CODE,
  };
  const res = await call(baseUrl, '/auth/signup', { method: 'POST', body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: number } };
  return { ...body, id: user.id, cookie: sessionCookie(res) };
}

export async function login(
  baseUrl: string,
  identifier: string,
  password: string,
): Promise<string> {
  const res = await call(baseUrl, '/auth/login', {
    method: 'POST',
    body: JSON.stringify({ identifier, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return sessionCookie(res);
}

/** Answers every question with the option at `pick(question)` (default: the first). */
export function answers(pick: (q: (typeof QUESTIONS)[number]) => number = () => 0): Responses {
  return Object.fromEntries(
    QUESTIONS.map((q) => [q.key, q.options[Math.min(pick(q), q.options.length - 1)]!]),
  ) as Responses;
}

export async function submitScore(baseUrl: string, resident: Resident, responses: Responses) {
  const res = await call(baseUrl, '/scores', {
    method: 'POST',
    cookie: resident.cookie,
    body: JSON.stringify({ responses }),
  });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { score: SavedScore }).score;
}

export interface SavedScore {
  id: number;
  totalScore: number;
  directScore: number;
  indirectScore: number;
  createdAt: string;
}

/** PUT /api/users for oneself. Any write also empties the server's read cache. */
export async function updateProfile(
  baseUrl: string,
  resident: Resident,
  fields: { profileName?: string; apartment?: string } = {},
) {
  const res = await call(baseUrl, '/users', {
    method: 'PUT',
    cookie: resident.cookie,
    body: JSON.stringify({
      userId: resident.id,
      profileName: fields.profileName ?? resident.profileName,
      apartment: fields.apartment ?? resident.apartment,
    }),
  });
  if (!res.ok) throw new Error(`update failed: ${res.status} ${await res.text()}`);
}

/** GET /api/analytics?type=stats: the community figures the leaderboard shows. */
export async function communityStats(baseUrl: string, cookie: string) {
  const res = await call(baseUrl, '/analytics?type=stats', { cookie });
  if (!res.ok) throw new Error(`stats failed: ${res.status}`);
  return (await res.json()) as {
    totalUsers: number;
    usersWithScores: number;
    averageScore: number;
  };
}

/** GET /api/analytics?type=leaderboard: the top 10. */
export async function leaderboard(baseUrl: string, cookie: string) {
  const res = await call(baseUrl, '/analytics?type=leaderboard&limit=10', { cookie });
  if (!res.ok) throw new Error(`leaderboard failed: ${res.status}`);
  return (await res.json()) as {
    id: number;
    profileName: string;
    apartment: string;
    totalScore: number;
  }[];
}

/** Gives a browser context the resident's session, as if they had logged in. */
export async function useSession(context: BrowserContext, baseUrl: string, cookie: string) {
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/** An "I will..." pledge for the resident, through tRPC (pledges.create). */
export async function makePledge(
  baseUrl: string,
  resident: Resident,
  { questionKey, betterAnswer }: { questionKey: string; betterAnswer: string },
) {
  const res = await fetch(`${baseUrl}/trpc/pledges.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: resident.cookie },
    body: JSON.stringify({ questionKey, betterAnswer }),
  });
  if (!res.ok) throw new Error(`pledge failed: ${res.status} ${await res.text()}`);
}
