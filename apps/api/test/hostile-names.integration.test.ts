// Issue 14, items 4, 7 and 13: hidden characters are refused in names, apartments, communities
// and emails; look-alike names are the same name; and every export stays valid whatever a row
// holds (rows written straight into the database, as a database from before this rule could),
// with the formula guard seeing through leading controls and semicolons.
import { describe, expect, it } from 'vitest';
import { MESSAGES, profileNameKey } from '@wf/scoring/accounts';
import { scoreResponses } from '@wf/scoring';
import {
  Client,
  expectError,
  expectTrpcError,
  loginAdmin,
  residentData,
  sampleResponses,
  signup,
  useTestServer,
  type TestServer,
} from './helpers.ts';
import { download, parseCsv, readPdf, readXlsx, xlsxSheetXml } from './exports.support.ts';
import { HOSTILE_STRINGS } from './hostile-helpers.ts';

const server = await useTestServer();

// Characters XML 1.0 cannot hold, or that no export may carry (bidi overrides, non-characters).
const UNHOLDABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\uFFFE\uFFFF\p{Cs}]/u;

describe('hidden characters are refused at the door', () => {
  it('in signup, profile edits (REST and tRPC), with a message naming the field', async () => {
    const cases: [string, string, string][] = [
      ['profileName', 'Bob\u202Egnp.exe', MESSAGES.profileNameHidden],
      ['profileName', 'Bob\u200BRT', MESSAGES.profileNameHidden],
      ['apartment', 'B-\uFFFE', MESSAGES.apartmentHidden],
      ['apartmentCommunityName', 'Green\u0000Valley', MESSAGES.communityHidden],
      ['apartmentCommunityName', 'Green\u2066Valley', MESSAGES.communityHidden],
    ];
    for (const [field, value, message] of cases) {
      const res = await new Client(server).post(
        '/api/auth/signup',
        residentData({ [field]: value }),
      );
      expectError(res, 400, message);
    }
    const r = await signup(server);
    expectError(
      await r.client.put('/api/users', { profileName: 'Bob\uFFFF', apartment: 'A-1' }),
      400,
      MESSAGES.profileNameHidden,
    );
    expectError(
      await r.client.put('/api/users', { profileName: 'Bob', apartment: 'A\u0085' }),
      400,
      MESSAGES.apartmentHidden,
    );
    const trpc = await r.client.trpcMutation('users.update', {
      profileName: 'Bob\u2068x',
      apartment: 'A-1',
    });
    expectTrpcError(trpc, 400, MESSAGES.profileNameHidden);
    expect(trpc.body.error.data.field).toBe('profileName');
    // Indian scripts with their joiners, and emoji, are fine.
    expect(
      (await r.client.put('/api/users', { profileName: 'क्‍ष 👩‍👩‍👧', apartment: 'A-1' })).status,
    ).toBe(200);
  });
});

describe('look-alike names', () => {
  it("'Bob RT' cannot be taken again with a no-break space, a wide space or a Cyrillic letter", async () => {
    const first = await signup(server, { profileName: 'Bob RT' });
    for (const name of ['Bob\u00A0RT', 'Bob\u3000RT', 'B\u043Eb RT', 'bob rt', '𝐁𝐨𝐛 𝐑𝐓']) {
      const res = await new Client(server).post(
        '/api/auth/signup',
        residentData({ profileName: name }),
      );
      expectError(res, 409, 'A profile with this name already exists');
    }
    // Logging in by a look-alike of the name finds the same account.
    const login = await new Client(server).post('/api/auth/login', {
      identifier: 'B\u043Eb\u00A0RT',
      password: first.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(first.id);
  });
});

/** Profiles whose every text column holds one string of the corpus, written straight to SQL. */
function insertHostileProfiles(target: TestServer): number[] {
  const sqlite = target.database.sqlite;
  const insertProfile = sqlite.prepare(
    `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment, apartment_community_name)
     values (?, ?, ?, 'not-a-hash', ?, ?) returning id`,
  );
  const insertScore = sqlite.prepare(
    `insert into scores (profile_id, total_score, direct_score, indirect_score, responses, created_at)
     values (?, ?, ?, ?, ?, ?)`,
  );
  const answers = sampleResponses(3);
  const scored = scoreResponses(answers);
  return HOSTILE_STRINGS.map((text, i) => {
    const name = `H${i} ${text}`;
    const { id } = insertProfile.get(
      name,
      `${profileNameKey(name)}#${i}`,
      `hostile.${i}.${text.slice(0, 20)}@example.com`,
      text,
      text,
    ) as { id: number };
    insertScore.run(
      id,
      scored.totalScore,
      scored.directScore,
      scored.indirectScore,
      JSON.stringify({ ...answers, q1_householdSize: text }),
      Date.now() - i * 1000,
    );
    return id;
  });
}

describe('every export stays valid whatever the rows hold', () => {
  it(
    'CSV, XLSX and PDF read back, with nothing XML or PDF cannot hold',
    { timeout: 180_000 },
    async () => {
      const ids = insertHostileProfiles(server);
      const admin = await loginAdmin(server);
      for (const slug of ['participant-scores', 'questionnaire-responses']) {
        const csv = await download(server.url, admin, `/api/exports/${slug}.csv`);
        expect(csv.status).toBe(200);
        const rows = parseCsv(csv.text.slice(1));
        expect(rows.length).toBeGreaterThan(ids.length);
        expect(csv.text).not.toMatch(UNHOLDABLE);

        const xlsx = await download(server.url, admin, `/api/exports/${slug}.xlsx`);
        expect(xlsx.status).toBe(200);
        const sheet = xlsxSheetXml(xlsx.bytes);
        expect(sheet).not.toMatch(UNHOLDABLE);
        const cells = await readXlsx(xlsx.bytes);
        expect(cells.length).toBeGreaterThan(ids.length);
        for (const row of cells)
          for (const cell of row)
            if (typeof cell === 'string') expect(cell).not.toMatch(UNHOLDABLE);
      }
      const report = await download(server.url, admin, '/api/exports/report.pdf');
      expect(report.status).toBe(200);
      const parsed = await readPdf(report.bytes);
      expect(parsed.pages).toBeGreaterThan(1);
      expect(parsed.text).toContain('H0 ');
      for (const id of ids) {
        const one = await download(server.url, admin, `/api/exports/profiles/${id}/report.pdf`);
        expect(one.status, `profile ${id}`).toBe(200);
        expect((await readPdf(one.bytes)).pages).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('neutralises a formula behind a leading NUL or control, and quotes semicolons (CSV and XLSX)', async () => {
    const sqlite = server.database.sqlite;
    const payloads = [
      '\u0000=1+1',
      '\u001F+CMD()',
      ' \t@SUM(A1)',
      'a;=HYPERLINK("x")',
      'plain;text',
    ];
    for (const [i, payload] of payloads.entries()) {
      sqlite
        .prepare(
          `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment, apartment_community_name)
           values (?, ?, ?, 'x', 'A-1', 'Formula Flats')`,
        )
        .run(`F${i}`, `f${i}-formula`, `formula.${i}@example.com`);
      sqlite
        .prepare('update profiles set apartment = ? where email = ?')
        .run(payload, `formula.${i}@example.com`);
    }
    const admin = await loginAdmin(server);
    const csv = await download(server.url, admin, '/api/exports/participant-scores.csv');
    const rows = parseCsv(csv.text.slice(1));
    const header = rows[0]!;
    const apartmentAt = header.findIndex((h) => /apartment/i.test(h) && !/community/i.test(h));
    const apartmentOf = (name: string) => rows.find((r) => r[0] === name)![apartmentAt]!;
    expect(apartmentOf('F0')).toBe("'=1+1");
    expect(apartmentOf('F1')).toBe("'+CMD()");
    expect(apartmentOf('F2')).toBe(' \t@SUM(A1)'); // a leading space makes it text, as before
    expect(apartmentOf('F3')).toBe('\'a;=HYPERLINK("x")');
    expect(apartmentOf('F4')).toBe('plain;text');
    expect(csv.text).toContain('"plain;text"');
    const xlsx = await download(server.url, admin, '/api/exports/participant-scores.xlsx');
    const cells = await readXlsx(xlsx.bytes);
    const xlsxApartment = (name: string) => cells.find((r) => r[0] === name)![apartmentAt];
    expect(xlsxApartment('F0')).toBe("'=1+1");
    expect(xlsxApartment('F3')).toBe('\'a;=HYPERLINK("x")');
  });
});
