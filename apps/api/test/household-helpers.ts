// Families in the integration suites (issue 27, item 6): typing a flat joins nothing, so a test
// that wants two residents in one household signs the second up and joins with the first's code.
import { expect } from 'vitest';
import { signup, type Json, type Resident, type ResidentData, type TestServer } from './helpers.ts';

/** The resident's household as GET /api/household answers it. */
export async function householdOf(resident: Resident): Promise<Json> {
  const res = await resident.client.get('/api/household');
  expect(res.status, res.text).toBe(200);
  return res.body.household;
}

/** Makes `joiner` a member of `member`'s household with the code `member` sees. */
export async function joinFamily(member: Resident, joiner: Resident): Promise<Json> {
  const { joinCode } = await householdOf(member);
  const res = await joiner.client.post('/api/household/join', { code: joinCode });
  expect(res.status, res.text).toBe(200);
  return res.body.household;
}

/** Signs a resident up and joins them to `member`'s family. */
export async function signupIntoFamily(
  server: TestServer,
  member: Resident,
  overrides: Partial<ResidentData> = {},
): Promise<Resident> {
  const joiner = await signup(server, { apartment: member.apartment, ...overrides });
  await joinFamily(member, joiner);
  return joiner;
}
