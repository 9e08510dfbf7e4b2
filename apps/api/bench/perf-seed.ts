// Accounts for `pnpm perf:web` (scripts/perf-web.mjs): signs a resident up on a running server,
// gives them a few attempts so the signed-in screens have data to show, signs the administrator
// in, and prints both session cookies as JSON. Everything goes through the real HTTP API.
import { answerSetStream } from '@wf/scoring/arbitraries';
import { submissionBody } from './fixtures.ts';

const [url, participantCode, adminEmail, adminPassword] = process.argv.slice(2);
if (!url || !participantCode || !adminEmail || !adminPassword) {
  throw new Error('usage: perf-seed.ts <url> <participant code> <admin email> <admin password>');
}

function sessionCookie(response: Response): string {
  const cookie = /wf_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie;
}

async function post(path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

const resident = sessionCookie(
  await post('/api/auth/signup', {
    profileName: 'Asha Perf',
    email: 'asha.perf@example.org',
    password: 'perf-password-1',
    apartmentCommunityName: 'Green Valley Apartments',
    apartment: 'B-304',
    participantCode,
  }),
);
const answers = answerSetStream(13);
for (let i = 0; i < 3; i++) await post('/api/scores', submissionBody(answers), resident);
const admin = sessionCookie(
  await post('/api/auth/login', { identifier: adminEmail, password: adminPassword }),
);
console.log(JSON.stringify({ resident, admin }));
