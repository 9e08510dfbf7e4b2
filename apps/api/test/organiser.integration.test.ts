// The organiser's tools (issue 11, items 5, 6, 7 and 9) over a real server and a real SQLite
// file: meter readings with good and bad input on both surfaces, the audit log of every
// administrator action, the dashboard's figures against the rows they come from, the profiles
// table's activity columns, and the community report and meter readings read back from the files.
import { maxPoints, optionPoints, QUESTIONS, scoreResponses, type Responses } from '@wf/scoring';
import { actionPlan, footprint } from '@wf/scoring/water';
import { beforeAll, describe, expect, it } from 'vitest';
import { download, pdfToText, readXlsx } from './exports.support.ts';
import {
  Client,
  expectError,
  expectTrpcError,
  loginAdmin,
  PARTICIPANT_CODE,
  sampleResponses,
  scorePayload,
  signup,
  snapshot,
  trpcData,
  useTestServer,
  type Json,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const data = trpcData;

const DAY = 24 * 60 * 60 * 1000;
const sqlite = () => server.database.sqlite;

function auditEntries(): { action: string; subject: string; actor_name: string }[] {
  return sqlite().prepare('select * from audit_log order by id').all() as never;
}

describe('meter readings', () => {
  const first = { date: '2026-01-01', readingKl: 1000, occupiedFlats: 40, residents: 150 };
  const second = { date: '2026-01-31', readingKl: 1540.5, occupiedFlats: 41, residents: 152 };

  it('records readings in order over REST and tRPC, and lists them oldest first', async () => {
    const res = await admin.post('/api/admin/meter-readings', first);
    expect(res.status, res.text).toBe(201);
    expect(res.body.reading).toMatchObject(first);
    expect(res.body.readings).toHaveLength(1);
    const viaTrpc = data(await admin.trpcMutation('organiser.addMeterReading', second));
    expect(viaTrpc).toMatchObject(second);
    const list = await admin.get('/api/admin/meter-readings');
    expect(list.status).toBe(200);
    expect(list.body.readings.map((r: Json) => r.date)).toEqual([first.date, second.date]);
    expect(data(await admin.trpcQuery('organiser.meterReadings'))).toHaveLength(2);
  });

  const bad: [string, Json, string, RegExp][] = [
    [
      'an earlier date',
      { ...second, date: '2026-01-15', readingKl: 2000 },
      'date',
      /^Date must be after the last reading's date \(2026-01-31\)/,
    ],
    ['the same date', { ...second, readingKl: 2000 }, 'date', /^Date must be after/],
    [
      'a lower reading',
      { ...second, date: '2026-02-28', readingKl: 1540 },
      'readingKl',
      /^Reading \(kL\) cannot be lower than the last reading \(1,540.5 kL on 2026-01-31\)/,
    ],
    [
      'a future date',
      { ...second, date: '2999-01-01', readingKl: 9000 },
      'date',
      /^Date cannot be in the future/,
    ],
    [
      'no such day',
      { ...second, date: '2026-02-30', readingKl: 9000 },
      'date',
      /^Date must be a real calendar day/,
    ],
    [
      'a date in another form',
      { ...second, date: '28/02/2026' },
      'date',
      /^Date must be a real calendar day/,
    ],
    ['no date', { readingKl: 1, occupiedFlats: 1, residents: 1 }, 'date', /^Date is required/],
    [
      'a reading in words',
      { ...second, date: '2026-02-28', readingKl: 'about 1600' },
      'readingKl',
      /^Reading \(kL\) must be a number/,
    ],
    [
      'a comma where no grouping puts one',
      { ...second, date: '2026-02-28', readingKl: '1,6000' },
      'readingKl',
      /^Reading \(kL\) must be a number/,
    ],
    [
      'a reading as true',
      { ...second, date: '2026-02-28', readingKl: true },
      'readingKl',
      /^Reading \(kL\) must be a number/,
    ],
    [
      'a negative reading',
      { ...second, date: '2026-02-28', readingKl: -1 },
      'readingKl',
      /^Reading \(kL\) must be a number/,
    ],
    [
      'no residents',
      { ...second, date: '2026-02-28', readingKl: 1600, residents: 0 },
      'residents',
      /^Residents must be a whole number/,
    ],
    [
      'half a flat',
      { ...second, date: '2026-02-28', readingKl: 1600, occupiedFlats: 2.5 },
      'occupiedFlats',
      /^Occupied flats must be a whole number/,
    ],
  ];

  it.each(bad)(
    'refuses %s with a 400 naming the field, writing nothing',
    async (_, body, field, message) => {
      const before = snapshot(server);
      const rest = await admin.post('/api/admin/meter-readings', body);
      expectError(rest, 400, message);
      const trpc = await admin.trpcMutation('organiser.addMeterReading', body);
      expectTrpcError(trpc, 400, message);
      expect(trpc.body.error.data.field).toBe(field);
      expect(snapshot(server)).toBe(before);
    },
  );

  it('is the administrator’s alone', async () => {
    const resident = await signup(server);
    const body = { ...second, date: '2026-02-28', readingKl: 1600 };
    expectError(await resident.client.post('/api/admin/meter-readings', body), 403);
    expectError(await resident.client.get('/api/admin/meter-readings'), 403);
    expectTrpcError(await resident.client.trpcMutation('organiser.addMeterReading', body), 403);
    expectTrpcError(await resident.client.trpcQuery('organiser.meterReadings'), 403);
    expectError(await new Client(server).post('/api/admin/meter-readings', body), 401);
    expectError(await new Client(server).get('/api/admin/meter-readings'), 401);
  });

  it('is in the OpenAPI document with its body schema', async () => {
    const doc = (await admin.get('/api/openapi.json')).body;
    const post = doc.paths['/api/admin/meter-readings'].post;
    const schema = post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual([
      'date',
      'readingKl',
      'occupiedFlats',
      'residents',
      'confirm',
    ]);
    expect(post.responses['400']).toBeDefined();
    expect(post.responses['409']).toBeDefined();
    for (const method of ['put', 'delete']) {
      const op = doc.paths['/api/admin/meter-readings'][method];
      expect(op.parameters.map((p: Json) => [p.in, p.name])).toEqual([['query', 'id']]);
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
      );
    }
    expect(doc.paths['/api/admin/audit-log'].get).toBeDefined();
  });

  it('goes out as an XLSX sheet with litres a person a day per period', async () => {
    const file = await download(server.url, admin, '/api/exports/meter-readings.xlsx');
    expect(file.status).toBe(200);
    const rows = await readXlsx(file.bytes);
    expect(rows[0]).toEqual([
      'Date',
      'Reading (kL)',
      'Occupied Flats',
      'Residents',
      'Days Since Last Reading',
      'Litres in Period',
      'Litres per Person a Day',
      'Per Person vs 135 L Norm',
    ]);
    // Dates are date cells (issue 28, item 6): the community's calendar day, no time.
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(rows[1]).toEqual([day('2026-01-01'), 1000, 40, 150, 'N/A', 'N/A', 'N/A', 'N/A']);
    // 540.5 kL over 30 days for 152 people: 118.53 L, shown as 119 (16 under the norm).
    expect(rows[2]).toEqual([day('2026-01-31'), 1540.5, 41, 152, 30, 540500, 119, -16]);
    const resident = await signup(server);
    expect(
      (await download(server.url, resident.client, '/api/exports/meter-readings.xlsx')).status,
    ).toBe(403);
  });
});

describe('the audit log', () => {
  it('records deletions, exports, reset links and meter readings, with who did them', async () => {
    const gone = await signup(server);
    const kept = await signup(server);
    const before = auditEntries().length;
    expect((await admin.delete('/api/users', { id: gone.id })).status).toBe(200);
    expect((await download(server.url, admin, '/api/exports/participant-scores.csv')).status).toBe(
      200,
    );
    expect((await admin.post('/api/admin/reset-link', { profileId: kept.id })).status).toBe(200);
    data(await admin.trpcMutation('admin.resetLink', { profileId: kept.id }));
    expect(
      (
        await admin.post('/api/admin/meter-readings', {
          date: '2026-03-02',
          readingKl: 2100,
          occupiedFlats: 41,
          residents: 151,
        })
      ).status,
    ).toBe(201);
    const added = auditEntries().slice(before);
    expect(added.map((e) => e.action)).toEqual([
      'profile_deleted',
      'export',
      'reset_link',
      'reset_link',
      'meter_reading',
    ]);
    expect(added[0]!.subject).toBe(`${gone.profileName} (id ${gone.id})`);
    expect(added[1]!.subject).toMatch(/^participant_scores_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(added[2]!.subject).toBe(kept.profileName);
    expect(added[4]!.subject).toBe('2026-03-02: 2,100 kL, 41 flats, 151 residents');
    expect(new Set(added.map((e) => e.actor_name))).toEqual(new Set(['admin']));
    // No link or token is kept.
    expect(JSON.stringify(added)).not.toMatch(/token|reset-password/);

    const rest = await admin.get('/api/admin/audit-log');
    expect(rest.status).toBe(200);
    expect(rest.body.entries[0]).toMatchObject({
      action: 'meter_reading',
      actorName: 'admin',
      subject: '2026-03-02: 2,100 kL, 41 flats, 151 residents',
    });
    const viaTrpc = data(await admin.trpcQuery('organiser.auditLog'));
    expect(viaTrpc.map((e: Json) => e.action).slice(0, 5)).toEqual([
      'meter_reading',
      'reset_link',
      'reset_link',
      'export',
      'profile_deleted',
    ]);
  });

  it('has no entry for a refused act', async () => {
    const before = auditEntries().length;
    expectError(await admin.delete('/api/users', { id: 999_999 }), 404);
    expectError(await admin.post('/api/admin/reset-link', { profileId: server.adminId }), 400);
    expectError(
      await admin.post('/api/admin/meter-readings', {
        date: '2026-01-01',
        readingKl: 1,
        occupiedFlats: 1,
        residents: 1,
      }),
      400,
    );
    const resident = await signup(server);
    expect(
      (await download(server.url, resident.client, '/api/exports/participant-scores.csv')).status,
    ).toBe(403);
    expect(auditEntries()).toHaveLength(before);
  });

  it('is shown to the administrator only', async () => {
    const resident = await signup(server);
    expectError(await resident.client.get('/api/admin/audit-log'), 403);
    expectTrpcError(await resident.client.trpcQuery('organiser.auditLog'), 403);
    expectError(await new Client(server).get('/api/admin/audit-log'), 401);
  });
});

describe('the audit log holds every act that matters (issue 28, item 4)', () => {
  const since = (n: number) => auditEntries().slice(n);

  it('records a participant code change without the code', async () => {
    const before = auditEntries().length;
    const code = 'NEW-CODE-2026-XY';
    expect((await admin.put('/api/admin/participant-code', { code })).status).toBe(200);
    expect(since(before)).toEqual([
      expect.objectContaining({ action: 'participant_code_changed', actor_name: 'admin' }),
    ]);
    expect(JSON.stringify(since(before))).not.toContain(code);
    expect(JSON.stringify((await admin.get('/api/admin/audit-log')).body)).not.toContain(code);
    expect(
      (await admin.put('/api/admin/participant-code', { code: PARTICIPANT_CODE })).status,
    ).toBe(200);
  });

  it('records profile edits by the administrator with before and after, not a resident’s own', async () => {
    const resident = await signup(server);
    const before = auditEntries().length;
    const own = await resident.client.put('/api/users', {
      profileName: `${resident.profileName} R`,
      apartment: resident.apartment,
    });
    expect(own.status, own.text).toBe(200);
    expect(since(before)).toEqual([]);
    const res = await admin.put('/api/users', {
      userId: resident.id,
      profileName: `${resident.profileName} S`,
      apartment: 'Z-909',
    });
    expect(res.status, res.text).toBe(200);
    expect(since(before)).toEqual([
      expect.objectContaining({
        action: 'profile_edited',
        subject: `${resident.profileName} R → ${resident.profileName} S; apartment ${resident.apartment} → Z-909 (id ${resident.id})`,
      }),
    ]);
  });

  it('records the legacy migration and writes on a resident’s behalf', async () => {
    const resident = await signup(server);
    const before = auditEntries().length;
    // The resident's own writes are theirs, not the administrator's.
    expect(
      (await resident.client.put('/api/kids/missions', { mission: 'water-song', done: true }))
        .status,
    ).toBe(200);
    expect(since(before)).toEqual([]);
    expect((await admin.post('/api/admin/migrate-legacy')).status).toBe(200);
    const mission = await admin.put('/api/kids/missions', {
      userId: resident.id,
      mission: 'water-song',
      done: false,
    });
    expect(mission.status, mission.text).toBe(200);
    const detective = await admin.put('/api/detective/readings', {
      userId: resident.id,
      reading: { step: 'bucket', bucketLitres: 12 },
    });
    expect(detective.status, detective.text).toBe(200);
    expect(
      (await admin.delete('/api/detective/readings', { userId: resident.id, step: 'bucket' }))
        .status,
    ).toBe(200);
    expect((await admin.post('/api/kids/quiz', { userId: resident.id })).status).toBe(200);
    const of = `for ${resident.profileName} (id ${resident.id})`;
    expect(since(before).map((e) => [e.action, e.subject])).toEqual([
      ['legacy_migrated', expect.stringMatching(/^\d+ attempts marked as older version$/)],
      ['on_behalf', `Mission undone (water-song) ${of}`],
      ['on_behalf', `Detective reading (bucket) ${of}`],
      ['on_behalf', `Detective reading removed (bucket) ${of}`],
      ['on_behalf', `Kids’ quiz completed ${of}`],
    ]);
  });

  it('tells the administrator where reset links point', async () => {
    expect(data(await admin.trpcQuery('organiser.publicUrl'))).toEqual({
      publicUrl: 'http://water.test:8080',
      local: false,
    });
    const resident = await signup(server);
    expectTrpcError(await resident.client.trpcQuery('organiser.publicUrl'), 403);
  });

  it('is filtered by action on both surfaces, and refuses an unknown one', async () => {
    const rest = await admin.get('/api/admin/audit-log', { action: 'on_behalf' });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.entries.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rest.body.entries.map((e: Json) => e.action))).toEqual(new Set(['on_behalf']));
    const viaTrpc = data(await admin.trpcQuery('organiser.auditLog', { action: 'profile_edited' }));
    expect(viaTrpc.length).toBeGreaterThanOrEqual(1);
    expect(new Set(viaTrpc.map((e: Json) => e.action))).toEqual(new Set(['profile_edited']));
    expectError(
      await admin.get('/api/admin/audit-log', { action: 'everything' }),
      400,
      /^action must be one of/,
    );
  });

  it('goes out as CSV with zoned times and neutralised cells, itself audited', async () => {
    const sly = await signup(server);
    const formula = '=HYPERLINK("http://evil.example","x")';
    // Renamed to a formula and back: the second entry's cell starts with "=".
    for (const profileName of [formula, 'Plain Name']) {
      const res = await admin.put('/api/users', {
        userId: sly.id,
        profileName,
        apartment: sly.apartment,
      });
      expect(res.status, res.text).toBe(200);
    }
    const before = auditEntries().length;
    const res = await fetch(`${server.url}/api/admin/audit-log.csv?action=profile_edited`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /audit_log_profile_edited_\d{4}-\d{2}-\d{2}\.csv/,
    );
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When (Asia/Kolkata),Who,Action,Of');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST,admin,profile_edited,/);
    expect(lines.slice(1, -1).every((l) => l.includes(',profile_edited,'))).toBe(true);
    // The formula is text in the file, never a live cell.
    expect(lines[1]).toContain(`→ Plain Name (id ${sly.id})`);
    expect(lines[1]).toContain('HYPERLINK');
    expect(lines[1]).not.toMatch(/,"?=HYPERLINK/);
    expect(since(before)).toEqual([
      expect.objectContaining({
        action: 'export',
        subject: expect.stringMatching(/^audit_log_profile_edited_/),
      }),
    ]);
    const resident = await signup(server);
    expectError(await resident.client.get('/api/admin/audit-log.csv'), 403);
  });
});

describe('readings to confirm, corrections and removals', () => {
  // The readings so far: 2026-01-01, 2026-01-31 and 2026-03-02 (2,100 kL, 151 residents; the
  // last period about 123.5 L a person a day). Every test here leaves them so.
  const readings = async () =>
    (await admin.get('/api/admin/meter-readings')).body.readings as (Json & { id: number })[];
  const april = { date: '2026-04-01', occupiedFlats: 41, residents: 151 };

  it('reads thousands separators in English and Indian grouping, sent as text', async () => {
    const res = await admin.post('/api/admin/meter-readings', {
      ...april,
      readingKl: '2,657.5',
      occupiedFlats: '41',
      residents: '1,51',
    });
    // "1,51" is no grouping at all: refused, not read as 151 or 1.51.
    expectError(res, 400, /^Residents must be a whole number/);
    const ok = await admin.post('/api/admin/meter-readings', {
      ...april,
      readingKl: '2,657.5',
      occupiedFlats: '41',
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.reading).toMatchObject({ readingKl: 2657.5, occupiedFlats: 41 });
    const removed = await admin.delete('/api/admin/meter-readings', { id: ok.body.reading.id });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.readings).toHaveLength(3);
  });

  it('asks for confirmation (409) of a jump over three times the last period, then records it', async () => {
    const before = snapshot(server);
    const audits = auditEntries().length;
    // 1,23,456 kL: 121,356 kL in 30 days for 151 people, about 26,790 L a person a day.
    const body = { ...april, readingKl: '1,23,456' };
    const rest = await admin.post('/api/admin/meter-readings', body);
    expectError(rest, 409, /more than three times the last period \(124 L\)/);
    expect(rest.body.error).toMatch(/send it again with confirm: true/);
    const trpc = await admin.trpcMutation('organiser.addMeterReading', body);
    expectTrpcError(trpc, 409, /more than three times the last period/);
    expect(trpc.body.error.data.field).toBe('readingKl');
    expect(snapshot(server)).toBe(before);
    expect(auditEntries()).toHaveLength(audits);

    const confirmed = await admin.post('/api/admin/meter-readings', { ...body, confirm: true });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.body.reading).toMatchObject({ readingKl: 123456 });
    expect(auditEntries().at(-1)).toMatchObject({
      action: 'meter_reading',
      subject: '2026-04-01: 123,456 kL, 41 flats, 151 residents (confirmed)',
    });

    // The mistake is corrected: the latest reading, audited with before and after.
    const id = confirmed.body.reading.id;
    const fixed = await admin.put(
      '/api/admin/meter-readings',
      { ...april, readingKl: '2,656' },
      {
        query: { id },
      },
    );
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.reading).toEqual({ id, ...april, readingKl: 2656 });
    expect(fixed.body.readings.at(-1)).toEqual({ id, ...april, readingKl: 2656 });
    expect(auditEntries().at(-1)).toMatchObject({
      action: 'meter_reading_corrected',
      subject:
        '2026-04-01: 123,456 kL, 41 flats, 151 residents → 2026-04-01: 2,656 kL, 41 flats, 151 residents',
      actor_name: 'admin',
    });

    const removed = await admin.delete('/api/admin/meter-readings', { id });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.reading).toEqual({ id, ...april, readingKl: 2656 });
    expect(auditEntries().at(-1)).toMatchObject({
      action: 'meter_reading_removed',
      subject: '2026-04-01: 2,656 kL, 41 flats, 151 residents → removed',
    });
    expect((await readings()).map((r) => r.date)).toEqual([
      '2026-01-01',
      '2026-01-31',
      '2026-03-02',
    ]);
  });

  it('asks for confirmation of fewer residents than occupied flats', async () => {
    const before = snapshot(server);
    const body = { ...april, readingKl: 2600, occupiedFlats: 40, residents: 1 };
    expectError(
      await admin.post('/api/admin/meter-readings', body),
      409,
      /^1 residents is fewer than 40 occupied flats/,
    );
    const trpc = await admin.trpcMutation('organiser.addMeterReading', body);
    expectTrpcError(trpc, 409, /fewer than 40 occupied flats/);
    expect(trpc.body.error.data.field).toBe('residents');
    expect(snapshot(server)).toBe(before);
    // The order rule still comes first, confirmed or not.
    expectError(
      await admin.post('/api/admin/meter-readings', { ...body, date: '2026-03-01', confirm: true }),
      400,
      /^Date must be after/,
    );
  });

  it('corrects and removes only the latest reading, over REST and tRPC', async () => {
    const [jan, , march] = await readings();
    const before = snapshot(server);
    const audits = auditEntries().length;
    const values = { date: '2026-01-01', readingKl: 999, occupiedFlats: 40, residents: 150 };
    expectError(
      await admin.put('/api/admin/meter-readings', values, { query: { id: jan!.id } }),
      409,
      /^Only the latest reading can be corrected or removed/,
    );
    expectError(await admin.delete('/api/admin/meter-readings', { id: jan!.id }), 409);
    expectTrpcError(await admin.trpcMutation('organiser.removeMeterReading', { id: jan!.id }), 409);
    expectError(
      await admin.put('/api/admin/meter-readings', values, { query: { id: 999_999 } }),
      404,
      /does not exist/,
    );
    expectError(await admin.delete('/api/admin/meter-readings', { id: 999_999 }), 404);
    expectError(await admin.delete('/api/admin/meter-readings', { id: 'latest' }), 400);
    expectError(await admin.delete('/api/admin/meter-readings'), 400);
    // A correction meets the order rule against the readings before it.
    expectError(
      await admin.put(
        '/api/admin/meter-readings',
        { ...april, date: '2026-01-15', readingKl: 2100 },
        { query: { id: march!.id } },
      ),
      400,
      /^Date must be after the last reading's date \(2026-01-31\)/,
    );
    expect(snapshot(server)).toBe(before);
    expect(auditEntries()).toHaveLength(audits);

    // Over tRPC: add, correct (the same day, a new value), remove.
    const added = data(
      await admin.trpcMutation('organiser.addMeterReading', { ...april, readingKl: '2,650' }),
    );
    const corrected = data(
      await admin.trpcMutation('organiser.correctMeterReading', {
        id: added.id,
        ...april,
        readingKl: 2651,
      }),
    );
    expect(corrected).toEqual({ id: added.id, ...april, readingKl: 2651 });
    expect(
      data(await admin.trpcMutation('organiser.removeMeterReading', { id: added.id })),
    ).toEqual({ id: added.id, ...april, readingKl: 2651 });
    expect(
      auditEntries()
        .slice(audits)
        .map((e) => e.action),
    ).toEqual(['meter_reading', 'meter_reading_corrected', 'meter_reading_removed']);
    expect((await readings()).map((r) => r.date)).toEqual([
      '2026-01-01',
      '2026-01-31',
      '2026-03-02',
    ]);
  });

  it('takes a reading dated today in the community’s time zone', async () => {
    // India's zone (the default): from 18:30 to 24:00 UTC its today is UTC's tomorrow, which a
    // UTC rule would refuse as "in the future". At other hours the two days agree.
    const zone = server.deps.config.TIME_ZONE;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const res = await admin.post('/api/admin/meter-readings', {
      date: today,
      readingKl: 1_000_000,
      occupiedFlats: 41,
      residents: 151,
      confirm: true,
    });
    expect(res.status, res.text).toBe(201);
    expect(
      (await admin.delete('/api/admin/meter-readings', { id: res.body.reading.id })).status,
    ).toBe(200);
  });

  it('is the administrator’s alone', async () => {
    const resident = await signup(server);
    const [, , march] = await readings();
    const body = { ...april, readingKl: 2600 };
    expectError(
      await resident.client.put('/api/admin/meter-readings', body, { query: { id: march!.id } }),
      403,
    );
    expectError(await resident.client.delete('/api/admin/meter-readings', { id: march!.id }), 403);
    expectTrpcError(
      await resident.client.trpcMutation('organiser.removeMeterReading', { id: march!.id }),
      403,
    );
    expectError(
      await new Client(server).delete('/api/admin/meter-readings', { id: march!.id }),
      401,
    );
    expect(await readings()).toHaveLength(3);
  });
});

describe("the organiser's dashboard", () => {
  let dashboard: Json;
  let answered: Resident[];
  let silent: Resident;
  const sets = [sampleResponses(1), sampleResponses(4), sampleResponses(7)];

  beforeAll(async () => {
    answered = [await signup(server), await signup(server), await signup(server)];
    silent = await signup(server, { apartment: 'Z-9' });
    for (const [i, resident] of answered.entries()) {
      const res = await resident.client.post('/api/scores', scorePayload(sets[i]));
      expect(res.status, res.text).toBe(201);
    }
    // A second attempt, three weeks back for the first one: a week of its own in the chart.
    await answered[0]!.client.post('/api/scores', scorePayload(sets[0]));
    const lastId = sqlite().prepare('select max(id) from scores').pluck().get() as number;
    sqlite()
      .prepare('update scores set created_at = ? where id = ?')
      .run(Date.now() - 21 * DAY, lastId);
    // A pledge made and kept, and one still open.
    const [action] = actionPlan(sets[1]!);
    const pledge = await answered[1]!.client.post('/api/pledges', {
      questionKey: action!.questionKey,
      betterAnswer: action!.betterAnswer,
    });
    expect(pledge.status, pledge.text).toBe(201);
    const better = { ...sets[1]!, [action!.questionKey]: action!.betterAnswer };
    expect((await answered[1]!.client.post('/api/scores', scorePayload(better))).status).toBe(201);
    sets[1] = better;
    const [other] = actionPlan(sets[2]!);
    await answered[2]!.client.post('/api/pledges', {
      questionKey: other!.questionKey,
      betterAnswer: other!.betterAnswer,
    });
    dashboard = data(await admin.trpcQuery('organiser.dashboard'));
  });

  it('counts residents, who answered and the attempts', () => {
    const residents = sqlite()
      .prepare('select count(*) from profiles where is_admin = 0')
      .pluck()
      .get();
    const attempts = sqlite().prepare('select count(*) from scores').pluck().get();
    expect(dashboard.totals).toEqual({ residents, answered: 3, attempts });
  });

  it('gives sign-ups and attempts per week, the empty weeks included', () => {
    const weeks = dashboard.participation;
    const sum = (k: string) => weeks.reduce((n: number, w: Json) => n + w[k], 0);
    expect(sum('signups')).toBe(dashboard.totals.residents);
    expect(sum('attempts')).toBe(dashboard.totals.attempts);
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    expect(weeks.every((w: Json) => new Date(`${w.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.at(-2).attempts + weeks.at(-3).attempts).toBe(0);
  });

  it('puts each latest score and each household’s litres a person in one bin', () => {
    const latest = [
      scoreResponses(sets[0]!).totalScore,
      scoreResponses(sets[1]!).totalScore,
      scoreResponses(sets[2]!).totalScore,
    ];
    const scoreCount = (s: number) =>
      dashboard.scores.bins.find((b: Json) => s >= b.from && s < b.to).count;
    for (const s of latest) expect(scoreCount(s)).toBeGreaterThanOrEqual(1);
    expect(dashboard.scores.bins.reduce((n: number, b: Json) => n + b.count, 0)).toBe(3);
    const litres = sets.map((s) => footprint(s).direct.perPersonPerDay);
    expect(dashboard.litres.bins.reduce((n: number, b: Json) => n + b.count, 0)).toBe(3);
    expect(dashboard.litres.atOrUnderNorm).toBe(litres.filter((l) => l <= 135).length);
    expect(dashboard.litres.median).toBeCloseTo([...litres].sort((a, b) => a - b)[1]!, 6);
    expect(dashboard.litres.bins.find((b: Json) => b.to === 135)).toBeTruthy();
  });

  it('ranks the questions that cost the most points and litres from the latest answers', () => {
    const lost = (key: (typeof QUESTIONS)[number]['key']) =>
      sets.reduce((n, s) => n + maxPoints(key) - optionPoints(key, s[key]), 0);
    const { byPoints, byLitres } = dashboard.costliest;
    expect(byPoints).toHaveLength(5);
    for (const c of byPoints) expect(c.pointsLost).toBe(lost(c.questionKey));
    const worst = Math.max(...QUESTIONS.map((q) => lost(q.key)));
    expect(byPoints[0].pointsLost).toBe(worst);
    const litres = (key: string) =>
      sets.reduce(
        (n, s) =>
          n +
          (actionPlan(s).find((a) => a.questionKey === key && a.litresSavedPerDay > 0)
            ?.litresSavedPerDay ?? 0),
        0,
      );
    for (const c of byLitres) expect(c.litresPerDay).toBeCloseTo(litres(c.questionKey), 6);
    expect(byLitres.map((c: Json) => c.litresPerDay)).toEqual(
      [...byLitres.map((c: Json) => c.litresPerDay)].sort((a: number, b: number) => b - a),
    );
  });

  it('lists the most improved with the residents’ own board', async () => {
    const board = data(
      await answered[0]!.client.trpcQuery('analytics.improved', { period: 'all', limit: 10 }),
    );
    expect(dashboard.mostImproved).toEqual(board);
    // The pledge keeper's second attempt is better than their first.
    expect(dashboard.mostImproved.map((r: Json) => r.id)).toContain(answered[1]!.id);
  });

  it('counts pledges made and kept, and lists who never answered', () => {
    expect(dashboard.pledges).toMatchObject({ made: 2, kept: 1, open: 1, notKept: 0 });
    expect(dashboard.pledges.keptLitresPerDay).toBeGreaterThan(0);
    const names = dashboard.neverAnswered.map((r: Json) => r.profileName);
    expect(names).toContain(silent.profileName);
    expect(names).not.toContain(answered[0]!.profileName);
    expect(dashboard.neverAnswered.find((r: Json) => r.id === silent.id).apartment).toBe('Z-9');
  });

  it('gives each meter period in litres a person a day beside the norm and residents’ estimate', () => {
    const [jan, feb] = dashboard.meter.periods;
    expect(jan).toMatchObject({ from: '2026-01-01', to: '2026-01-31', days: 30, residents: 152 });
    expect(jan.litresPerPersonPerDay).toBeCloseTo(540500 / 30 / 152, 6);
    expect(jan.normLitresPerPersonPerDay).toBe(135);
    // Nobody had answered by January 2026's end (the attempts are from now): no estimate then.
    expect(jan.estimatedLitresPerPersonPerDay).toBeNull();
    expect(feb.litresPerPersonPerDay).toBeCloseTo(559500 / 30 / 151, 6);
  });

  it('gives every profile’s attempts, latest score and last attempt', async () => {
    const activity: Json[] = data(await admin.trpcQuery('organiser.profileActivity'));
    const of = (id: number) => activity.find((a) => a.id === id);
    expect(of(answered[0]!.id)).toMatchObject({
      attempts: 2,
      latestScore: scoreResponses(sets[0]!).totalScore,
    });
    expect(of(answered[1]!.id)).toMatchObject({
      attempts: 2,
      latestScore: scoreResponses(sets[1]!).totalScore,
    });
    const last = sqlite()
      .prepare('select max(created_at) from scores where profile_id = ?')
      .pluck()
      .get(answered[0]!.id) as number;
    expect(of(answered[0]!.id).lastAttemptAt).toBe(new Date(last).toISOString());
    expect(of(silent.id)).toEqual({
      id: silent.id,
      attempts: 0,
      latestScore: null,
      lastAttemptAt: null,
    });
  });

  it('is the administrator’s alone', async () => {
    expectTrpcError(await answered[0]!.client.trpcQuery('organiser.dashboard'), 403);
    expectTrpcError(await answered[0]!.client.trpcQuery('organiser.profileActivity'), 403);
    expectTrpcError(await new Client(server).trpcQuery('organiser.dashboard'), 401);
  });

  it('comes as a community report PDF with the same figures', async () => {
    const file = await download(server.url, admin, '/api/exports/community-report.pdf');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(
      /community_report_\d{4}-\d{2}-\d{2}\.pdf/,
    );
    const text = pdfToText(file.bytes);
    expect(text).toContain('Community Water Report');
    // The answer first (issue 28, item 1): the meter's sentence before participation.
    const answer = dashboard.answer as Json;
    expect(answer.norm).toBe(135);
    expect(answer.sentence).toMatch(
      /^The meter says \d+ L a person a day up to \d{4}-\d{2}-\d{2}, /,
    );
    const opening = text.indexOf('Is the society using less water?');
    expect(opening).toBeGreaterThan(-1);
    expect(opening).toBeLessThan(text.indexOf('Sign-ups and attempts per week'));
    expect(text.replace(/\s+/g, ' ')).toContain(
      `The meter says ${answer.meter} L a person a day up to`,
    );
    expect(text).toContain('Sign-ups and attempts per week');
    expect(text).toContain(`Residents signed up: ${dashboard.totals.residents}`);
    expect(text).toContain('Litres a person a day against the 135 L norm');
    expect(text).toContain(dashboard.costliest.byLitres[0].question.slice(0, 30));
    expect(text).toMatch(/Made: 2\s+Kept: 1/);
    expect(text).toContain('Most improved');
    // Nobody chose to be named yet (issue 28, item 2): counted, never named.
    expect(text).not.toContain(answered[1]!.profileName);
    expect(text).toContain('Not named');
    expect(text).not.toContain(silent.profileName);
    expect(text).not.toContain('Z-9');
    expect(text).toMatch(/\d+ residents have signed up but not answered yet/);
    expect(text).toContain('2026-01-01');
    const resident = await signup(server);
    expect(
      (await download(server.url, resident.client, '/api/exports/community-report.pdf')).status,
    ).toBe(403);
  });
});

describe('names in the community report (issue 28, item 2)', () => {
  it('names a resident who took part and chose it, never one who did not take part', async () => {
    const improver = await signup(server, { apartment: 'N-1' });
    const bystander = await signup(server, { apartment: 'N-2' });
    // From the fewest points on every question to the most: the community's biggest change.
    const extreme = (pick: (points: number[]) => number) =>
      Object.fromEntries(
        QUESTIONS.map((q) => {
          const points = q.options.map((o) => optionPoints(q.key, o));
          return [q.key, q.options[points.indexOf(pick(points))]];
        }),
      ) as Responses;
    for (const answers of [extreme((p) => Math.min(...p)), extreme((p) => Math.max(...p))]) {
      const res = await improver.client.post('/api/scores', scorePayload(answers));
      expect(res.status).toBe(201);
    }
    // Off until the resident turns it on; only their own choice, true or false.
    expect(data(await improver.client.trpcQuery('users.reportName'))).toEqual({
      showNameInReports: false,
    });
    expectTrpcError(
      await improver.client.trpcMutation('users.setReportName', { showNameInReports: 'yes' }),
      400,
    );
    for (const who of [improver, bystander]) {
      expect(
        data(await who.client.trpcMutation('users.setReportName', { showNameInReports: true })),
      ).toEqual({ showNameInReports: true });
    }
    expect(data(await improver.client.trpcQuery('users.reportName'))).toEqual({
      showNameInReports: true,
    });
    const improved = data(await admin.trpcQuery('organiser.dashboard')).mostImproved as Json[];
    expect(improved[0]?.id).toBe(improver.id);
    const text = pdfToText(
      (await download(server.url, admin, '/api/exports/community-report.pdf')).bytes,
    );
    expect(text).toContain(improver.profileName);
    // Chose to be named, but never took part: still only counted.
    expect(text).not.toContain(bystander.profileName);
    expect(text).not.toContain('N-2');
    // Turned off again: gone from the next report.
    data(await improver.client.trpcMutation('users.setReportName', { showNameInReports: false }));
    const again = pdfToText(
      (await download(server.url, admin, '/api/exports/community-report.pdf')).bytes,
    );
    expect(again).not.toContain(improver.profileName);
  });
});

describe('reset links without mail', () => {
  it('tells anyone whether reset links go out by mail (here: no mail server)', async () => {
    expect(data(await new Client(server).trpcQuery('auth.resetDelivery'))).toEqual({
      byMail: false,
    });
  });
});

describe('the community report’s meter table (whole litres, signed)', () => {
  it('prints the difference from the norm from the meter figure it shows', async () => {
    // After 2026-03-02 (2,100 kL, 151 residents): 603.8 kL in 30 days is 133.29 L a person a
    // day, 1.71 under the norm: printed "133" and "-2 L", never "-1.7 L".
    const res = await admin.post('/api/admin/meter-readings', {
      date: '2026-04-01',
      readingKl: 2703.8,
      occupiedFlats: 41,
      residents: 151,
    });
    expect(res.status, res.text).toBe(201);
    const periods = data(await admin.trpcQuery('organiser.dashboard')).meter.periods as Json[];
    expect(periods.at(-1)!.litresPerPersonPerDay).toBeCloseTo(603_800 / 30 / 151, 6);
    const text = pdfToText(
      (await download(server.url, admin, '/api/exports/community-report.pdf')).bytes,
    );
    const flat = text.replace(/\s+/g, ' ');
    // From, To, Days, Residents, Meter, Estimate (nobody answered by then), vs 135 L.
    expect(flat).toContain('2026-03-02 2026-04-01 30 151 133 N/A -2 L');
    expect(flat).toContain('2026-01-31 2026-03-02 30 151 124 N/A -11 L');
    expect(flat).not.toMatch(/[+-]\d+\.\d L/);
  });
});
