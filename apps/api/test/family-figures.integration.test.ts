// One household, one figure (issue 27, items 2 and 5), the places that still read one member's
// answers: the plan's what-if (and POST /api/footprint/preview), kept and partly kept pledges,
// the child's certificate and the share card's figures, most improved by litres, and the
// responses XLSX. A father and a daughter on one flat, on a real server and SQLite file; every
// figure is checked against the household model on the same answers.
import type { Responses } from '@wf/scoring';
import { typicalResponses } from '@wf/scoring/arbitraries';
import {
  householdFootprint,
  householdSaving,
  householdWithChanges,
  PERSONAL_QUESTIONS,
} from '@wf/scoring/household-footprint';
import { combinedPledgeSaving, footprint, round } from '@wf/scoring/water';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loginAdmin,
  scorePayload,
  signup,
  submitAnswers,
  trpcData,
  useTestServer,
  type Json,
  type Resident,
} from './helpers.ts';
import { download, pdfToText, readPdf, readXlsx } from './exports.support.ts';
import { joinFamily } from './household-helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const pledge = async (who: Resident, questionKey: string, betterAnswer: string) => {
  const res = await who.client.post('/api/pledges', { questionKey, betterAnswer });
  expect(res.status, res.text).toBe(201);
};

const FLAT = 'FAM-3';
// The father's first answers, then the daughter's (long showers), then her second (shorter, not
// as short as she promised), then his second (his two promises kept: a short shower, leaks fixed).
const fathersFirst: Responses = { ...typicalResponses };
const hersFirst: Responses = { ...typicalResponses, q8_showerDuration: 'More than 15 minutes' };
const hersSecond: Responses = { ...hersFirst, q8_showerDuration: '6-10 minutes' };
const fathersSecond: Responses = {
  ...typicalResponses,
  q8_showerDuration: '5 minutes or less',
  q17_leakyFaucets: 'No',
};

let father: Resident;
let daughter: Resident;
let alone: Resident;

beforeAll(async () => {
  father = await signup(server, { apartment: FLAT, profileName: 'Papa Family3' });
  daughter = await signup(server, { apartment: FLAT, profileName: 'Meera Family3' });
  await joinFamily(father, daughter);
  alone = await signup(server, { apartment: 'FAM-4' });
  await submitAnswers(father, fathersFirst);
  await submitAnswers(daughter, hersFirst);
  await pledge(daughter, 'q8_showerDuration', '5 minutes or less');
  await pledge(father, 'q8_showerDuration', '5 minutes or less');
  await pledge(father, 'q17_leakyFaucets', 'No');
  await submitAnswers(daughter, hersSecond);
  await submitAnswers(father, fathersSecond);
  await submitAnswers(alone, typicalResponses);
});

/** The home now: the father answered last (shared uses his), members oldest first. */
const homeNow = () => householdFootprint(fathersSecond, [fathersSecond, hersSecond]);

const footprintOf = async (who: Resident) =>
  (await who.client.get('/api/footprint')).body.footprint.direct.litresPerDay as number;

describe('the plan’s what-if gives the household’s figure', () => {
  it('GET /api/actions carries what the what-if needs, and nothing else of the family', async () => {
    for (const [who, own, other] of [
      [daughter, hersSecond, fathersSecond],
      [father, fathersSecond, hersSecond],
    ] as const) {
      const { whatIf, actions } = (await who.client.get('/api/actions')).body;
      // The home's shared uses, without anyone's bathing or brushing.
      const personal = new Set<string>(PERSONAL_QUESTIONS);
      expect(Object.keys(whatIf.home).some((k) => personal.has(k))).toBe(false);
      for (const [key, value] of Object.entries(whatIf.home)) {
        expect(value).toBe(fathersSecond[key as keyof Responses]);
      }
      // The other member: only their own bathing and brushing, no name.
      expect(whatIf.others).toHaveLength(1);
      expect(Object.keys(whatIf.others[0]).sort()).toEqual([...PERSONAL_QUESTIONS].sort());
      for (const key of PERSONAL_QUESTIONS) expect(whatIf.others[0][key]).toBe(other[key]);

      // What the browser computes from it (what-if-model.ts): now is the home figure every
      // member sees; each action tried alone saves what the plan credits it.
      const home: Responses = { ...own, ...whatIf.home };
      const members = [own, ...whatIf.others];
      const now = householdWithChanges(home, members, 0, [], {}, footprint).direct.litresPerDay;
      expect(now).toBeCloseTo(await footprintOf(who), 9);
      expect(actions.length).toBeGreaterThan(0);
      for (const a of actions) {
        const changed = householdWithChanges(
          home,
          members,
          0,
          [{ questionKey: a.questionKey, answer: a.betterAnswer }],
          {},
          footprint,
        ).direct.litresPerDay;
        expect(now - changed).toBeCloseTo(a.litresSavedPerDay, 9);
      }
    }
  });

  it('tRPC water.actions gives the same', async () => {
    const rest = (await daughter.client.get('/api/actions')).body;
    expect(trpcData(await daughter.client.trpcQuery('water.actions'))).toEqual(rest);
  });

  it('a resident alone has no family to send: whatIf is null', async () => {
    expect((await alone.client.get('/api/actions')).body.whatIf).toBeNull();
  });

  it('POST /api/footprint/preview: the saved answers give the home figure, a change the home with it', async () => {
    const same = await daughter.client.post('/api/footprint/preview', { responses: hersSecond });
    expect(same.status, same.text).toBe(200);
    expect(same.body.footprint.direct.litresPerDay).toBeCloseTo(await footprintOf(daughter), 9);
    const shorter = { ...hersSecond, q8_showerDuration: '5 minutes or less' };
    const res = await daughter.client.post('/api/footprint/preview', { responses: shorter });
    expect(res.body.footprint.direct.litresPerDay).toBeCloseTo(
      householdWithChanges(
        fathersSecond,
        [fathersSecond, hersSecond],
        1,
        [{ questionKey: 'q8_showerDuration', answer: '5 minutes or less' }],
        {},
        footprint,
      ).direct.litresPerDay,
      9,
    );
    // Her shorter shower is her share of the home's bathing, not a home of three like her.
    expect(res.body.footprint.direct.litresPerDay).not.toBeCloseTo(
      footprint(shorter).direct.litresPerDay,
      0,
    );
    // Points stay her own answers'.
    expect(res.body.scores.totalScore).toBe(scorePayload(shorter).totalScore);
    // Alone: the model on the answers sent, as before.
    const mine = await alone.client.post('/api/footprint/preview', { responses: shorter });
    expect(mine.body.footprint.direct.litresPerDay).toBeCloseTo(
      footprint(shorter).direct.litresPerDay,
      9,
    );
  });
});

describe('kept and partly kept pledges are credited the household’s saving', () => {
  it('the father’s two kept promises: combined by the model on the household, the same on the board and the summary', async () => {
    // Just before his second attempt: his first answers, her second (the newest: the shared uses).
    const expected = householdSaving(hersSecond, [fathersFirst, hersSecond], 0, [
      { questionKey: 'q8_showerDuration', answer: '5 minutes or less' },
      { questionKey: 'q17_leakyFaucets', answer: 'No' },
    ]);
    expect(expected).toBeGreaterThan(0);
    // Not what his own answers alone would say (his shower is one of the home's people's).
    const alone_ = combinedPledgeSaving(
      [{ questionKey: 'q8_showerDuration' }, { questionKey: 'q17_leakyFaucets' }],
      fathersFirst,
      fathersSecond,
    ).litresSavedPerDay;
    expect(expected).not.toBeCloseTo(alone_, 0);

    const board = (await father.client.get('/api/pledges')).body;
    expect(board.kept).toEqual({ count: 2, litresSavedPerDay: expect.closeTo(expected, 9) });
    const summary = trpcData(await father.client.trpcQuery('water.summary'));
    expect(summary.keptPledges).toEqual(board.kept);
    expect(summary.resolvedPledges.map((p: Json) => p.progress)).toEqual(['kept', 'kept']);
    expect(trpcData(await father.client.trpcQuery('pledges.list')).kept).toEqual(board.kept);
  });

  it('the daughter’s promise moved toward: partial, with the household’s litres, on every member’s board', async () => {
    // Just before her second attempt: her first answers (the newest), his first.
    const expected = householdSaving(hersFirst, [hersFirst, fathersFirst], 0, [
      { questionKey: 'q8_showerDuration', answer: '6-10 minutes' },
    ]);
    expect(expected).toBeGreaterThan(0);
    const summary = trpcData(await daughter.client.trpcQuery('water.summary'));
    expect(summary.resolvedPledges).toHaveLength(1);
    const [hers] = summary.resolvedPledges;
    expect(hers.progress).toBe('partial');
    expect(hers.litresSavedPerDay).toBeCloseTo(expected, 9);
    // A home of three where two answered: her shower is her share (and the unanswered third's
    // share at the members' mean), not the whole home's showers.
    expect(hers.litresSavedPerDay).toBeLessThan(
      footprint(hersFirst).direct.litresPerDay - footprint(hersSecond).direct.litresPerDay,
    );
    expect(summary.keptPledges).toEqual({ count: 0, litresSavedPerDay: 0 });
    for (const who of [father, daughter]) {
      const onBoard = (await who.client.get('/api/pledges')).body.pledges.find(
        (p: Json) => p.id === hers.id,
      );
      expect(onBoard.litresSavedPerDay).toBe(hers.litresSavedPerDay);
      expect(onBoard.progress).toBe('partial');
    }
  });
});

describe('the handouts’ figures are the household’s', () => {
  it('the child’s certificate: the home as of her first attempt against the home now', async () => {
    const then = householdFootprint(hersFirst, [hersFirst, fathersFirst]).direct.litresPerDay;
    const saved = Math.round(then - homeNow().direct.litresPerDay);
    expect(saved).toBeGreaterThan(0);
    const res = await download(server.url, daughter.client, '/api/kids/certificate.pdf');
    expect(res.status).toBe(200);
    expect(pdfToText(res.bytes)).toContain(
      `Your home now saves about ${saved} litres of water a day.`,
    );
  });

  it('the share card’s figures (the summary’s change and per person) are the household’s', async () => {
    const summary = trpcData(await father.client.trpcQuery('water.summary'));
    const now = homeNow().direct;
    expect(summary.latest.footprint.direct.perPersonPerDay).toBeCloseTo(now.perPersonPerDay, 9);
    // His previous attempt: the home as of it, his first answers alone.
    const then = footprint(fathersFirst).direct.litresPerDay;
    expect(summary.change.litresSavedPerDay).toBeCloseTo(then - now.litresPerDay, 9);
  });
});

describe('most improved by litres ranks households', () => {
  const board = async (who: Resident) => {
    const res = await who.client.get('/api/analytics', {
      type: 'improved',
      by: 'litres',
      limit: 1000,
    });
    expect(res.status, res.text).toBe(200);
    return res.body as Json[];
  };

  it('one entry for the family, first against latest household figure, named by flat', async () => {
    const entries = (await board(daughter)).filter((e) => e.apartment === FLAT);
    expect(entries).toHaveLength(1);
    const [home] = entries;
    const { household } = (await father.client.get('/api/household')).body;
    expect(home).toEqual({
      householdId: expect.any(Number),
      apartment: household.apartment,
      memberNames: [],
      yours: true,
      firstLitresPerPersonPerDay: expect.closeTo(footprint(fathersFirst).direct.perPersonPerDay, 9),
      latestLitresPerPersonPerDay: expect.closeTo(homeNow().direct.perPersonPerDay, 9),
      litresChangePercent: expect.any(Number),
    });
    expect(home.litresChangePercent).toBeLessThan(0);
    // Neither member's name: they did not choose to be named.
    const text = JSON.stringify(await board(alone));
    expect(text).not.toContain('Papa Family3');
    expect(text).not.toContain('Meera Family3');
    const theirs = (await board(alone)).find((e) => e.apartment === FLAT);
    expect(theirs.yours).toBe(false);
    expect(
      trpcData(await alone.client.trpcQuery('analytics.improvedByLitres', { limit: 1000 })),
    ).toEqual(await board(alone));
  });

  it('names only the members who chose to be named', async () => {
    const res = await daughter.client.trpcMutation('users.setReportName', {
      showNameInReports: true,
    });
    expect(res.status, res.text).toBe(200);
    const home = (await board(alone)).find((e) => e.apartment === FLAT);
    expect(home.memberNames).toEqual(['Meera Family3']);
    expect(JSON.stringify(await board(alone))).not.toContain('Papa Family3');
  });
});

describe('most improved by litres over this month', () => {
  it('counts a member’s answers from before the month in the household’s first figure of it', async () => {
    const mum = await signup(server, { apartment: 'FAM-5' });
    const son = await signup(server, { apartment: 'FAM-5' });
    await joinFamily(mum, son);
    const hers: Responses = { ...typicalResponses, q2_laundryFrequency: 'Once a week or less' };
    const res = await mum.client.post('/api/scores', scorePayload(hers));
    expect(res.status, res.text).toBe(201);
    // Her only attempt was forty days ago, before this month began.
    server.database.sqlite
      .prepare('update scores set created_at = ? where id = ?')
      .run(Date.now() - 40 * 86_400_000, res.body.score.id);
    const his1: Responses = { ...typicalResponses, q8_showerDuration: 'More than 15 minutes' };
    const his2: Responses = { ...typicalResponses, q8_showerDuration: '5 minutes or less' };
    await submitAnswers(son, his1);
    await submitAnswers(son, his2);
    const entry = async (period: string) => {
      const body = (
        await son.client.get('/api/analytics', {
          type: 'improved',
          by: 'litres',
          period,
          limit: 1000,
        })
      ).body as Json[];
      const homes = body.filter((e) => e.apartment === 'FAM-5');
      expect(homes.length).toBeLessThanOrEqual(1);
      return homes[0];
    };
    const perPerson = (fp: ReturnType<typeof footprint>) => fp.direct.perPersonPerDay;
    const month = await entry('month');
    // The month's first: his first answers in the home her answers describe, never his alone.
    expect(month.firstLitresPerPersonPerDay).toBeCloseTo(
      perPerson(householdFootprint(his1, [hers, his1])),
      9,
    );
    expect(month.firstLitresPerPersonPerDay).not.toBeCloseTo(perPerson(footprint(his1)), 3);
    expect(month.latestLitresPerPersonPerDay).toBeCloseTo(
      perPerson(householdFootprint(his2, [hers, his2])),
      9,
    );
    // All time: the home's first figure is her attempt, alone then.
    expect((await entry('all')).firstLitresPerPersonPerDay).toBeCloseTo(
      perPerson(footprint(hers)),
      9,
    );
  });
});

describe('the responses XLSX gives each attempt the household figure as of it', () => {
  it('a member’s newest attempt the home now, an older one the home as of it', async () => {
    const xlsx = await download(server.url, admin, '/api/exports/questionnaire-responses.xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await readXlsx(xlsx.bytes);
    const header = sheet[0]!;
    const litresAt = header.indexOf('Litres a Day (Home)');
    expect(litresAt).toBeGreaterThan(0);
    const litresOf = (name: string) =>
      sheet.filter((r) => r[0] === name).map((r) => [r[litresAt], r[litresAt + 1]]);
    const cells = (fp: ReturnType<typeof footprint>) => [
      round(fp.direct.litresPerDay),
      round(fp.direct.perPersonPerDay),
    ];
    // Oldest first: his first attempt (alone then), his second (the home now).
    expect(litresOf('Papa Family3')).toEqual([cells(footprint(fathersFirst)), cells(homeNow())]);
    // Her first: her answers with his first; her second (her newest): the home now.
    expect(litresOf('Meera Family3')).toEqual([
      cells(householdFootprint(hersFirst, [hersFirst, fathersFirst])),
      cells(homeNow()),
    ]);
    // The participant scores export says the same home figure for both.
    const scores = await readXlsx(
      (await download(server.url, admin, '/api/exports/participant-scores.xlsx')).bytes,
    );
    for (const name of ['Papa Family3', 'Meera Family3']) {
      expect(scores.find((r) => r[0] === name)!.slice(9, 11)).toEqual(cells(homeNow()));
    }
  });
});

describe('imported scores in the administrator’s reports', () => {
  it('a resident whose attempts were all imported shows the imported score, marked, and no board lists it', async () => {
    const importer = await signup(server, { profileName: 'Ivy Imported' });
    const res = await importer.client.post('/api/scores/legacy', {
      entries: [
        { score: 58, directScore: 40, indirectScore: 18, date: '2023-03-01T10:00:00.000Z' },
        { score: 61, directScore: 41, indirectScore: 20, date: '2023-04-01T10:00:00.000Z' },
      ],
    });
    expect(res.body).toEqual({ success: true, imported: 2, skipped: 0 });

    const { text } = await readPdf(
      (await download(server.url, admin, '/api/exports/report.pdf')).bytes,
    );
    const [table = ''] = text.split('Participant Details');
    const row = table.split('\n').find((line) => line.includes('Ivy Imported'))!;
    expect(row).toMatch(/61\*\s*$/);
    expect(table).toContain('* Imported from the earlier version of the app');
    // Counted among the participants with scores, as the table shows a score: every resident
    // here with an attempt (all above 0), one more than have a board score.
    const count = (sql: string) => (server.database.sqlite.prepare(sql).get() as { n: number }).n;
    const withAttempts = count('select count(distinct profile_id) as n from scores');
    const onBoards = count('select count(*) as n from profiles where water_score > 0');
    expect(withAttempts).toBe(onBoards + 1);
    expect(text).toContain(`Participants with Scores: ${withAttempts}`);

    const own = await readPdf(
      (await download(server.url, admin, `/api/exports/profiles/${importer.id}/report.pdf`)).bytes,
    );
    expect(own.text).toContain('Current Score: 61 (imported from the earlier version)');

    // The administrator's list (the View dialog): the latest score, marked as imported, beside
    // the board score (0: no attempt taken here).
    const listed = (await admin.get('/api/users')).body.users.find(
      (u: Json) => u.id === importer.id,
    );
    expect(listed.waterScore).toBe(0);
    expect(listed.latestScore).toEqual({ totalScore: 61, imported: true });
    const viaTrpc = trpcData(await admin.trpcQuery('admin.listProfiles')).users.find(
      (u: Json) => u.id === importer.id,
    );
    expect(viaTrpc).toEqual(listed);
    const taker = (await admin.get('/api/users')).body.users.find((u: Json) => u.id === alone.id);
    expect(taker.latestScore).toEqual({ totalScore: taker.waterScore, imported: false });

    // The boards keep imports off.
    const board = (
      await importer.client.get('/api/analytics', { type: 'leaderboard', limit: 1000 })
    ).body;
    expect(board.some((e: Json) => e.id === importer.id)).toBe(false);
  });
});
