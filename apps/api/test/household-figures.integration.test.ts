// One household, one figure (issue 27, item 5) on every screen a member opens, on a real server
// and SQLite file: the footprint, the score summary, the history and the action plan of two
// members of one family give the same home figure, and an older attempt is the household's
// figure as of that attempt.
import { householdFootprint, householdSaving } from '@wf/scoring/household-footprint';
import { actionPlan, footprint, round } from '@wf/scoring/water';
import { describe, expect, it } from 'vitest';
import {
  loginAdmin,
  sampleResponses,
  signup,
  submitAnswers,
  trpcData,
  useTestServer,
  type Json,
} from './helpers.ts';
import { download, readPdf, readXlsx } from './exports.support.ts';
import { joinFamily } from './household-helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

describe('every screen of every member gives the household figure', () => {
  it('footprint, summary, history and plan agree for both members', async () => {
    const father = await signup(server, { apartment: 'H-9' });
    const daughter = await signup(server, { apartment: 'H-9' });
    await joinFamily(father, daughter);
    const fathersFirst = { ...sampleResponses(2), q1_householdSize: '3' };
    const fathers = { ...sampleResponses(4), q1_householdSize: '3' };
    const hers = { ...sampleResponses(9), q1_householdSize: '3' };
    await submitAnswers(father, fathersFirst);
    await submitAnswers(daughter, hers);
    await submitAnswers(father, fathers);

    const home = householdFootprint(fathers, [fathers, hers]).direct.litresPerDay;
    // Not what either member's own answers alone say: the figure is the family's.
    expect(home).not.toBeCloseTo(footprint(hers).direct.litresPerDay, 3);
    for (const who of [father, daughter]) {
      const fp = (await who.client.get('/api/footprint')).body.footprint;
      expect(fp.direct.litresPerDay).toBeCloseTo(home, 9);
      const summary = trpcData(await who.client.trpcQuery('water.summary'));
      expect(summary.latest.footprint.direct.litresPerDay).toBe(fp.direct.litresPerDay);
      const history = trpcData(await who.client.trpcQuery('water.history'));
      expect(history[0].litresPerDay).toBe(fp.direct.litresPerDay);
    }

    // The daughter's older figures: her only attempt came before the father's second, so
    // her summary's latest is the home now, and she has no previous.
    const hersSummary = trpcData(await daughter.client.trpcQuery('water.summary'));
    expect(hersSummary.previous).toBeNull();
    // The father's previous attempt is the household as of it: his first answers, alone.
    const fathersSummary = trpcData(await father.client.trpcQuery('water.summary'));
    expect(fathersSummary.previous.footprint.direct.litresPerDay).toBeCloseTo(
      footprint(fathersFirst).direct.litresPerDay,
      9,
    );
    const fathersHistory = trpcData(await father.client.trpcQuery('water.history'));
    expect(fathersHistory.map((h: Json) => h.litresPerDay)).toEqual([
      fathersSummary.latest.footprint.direct.litresPerDay,
      fathersSummary.previous.footprint.direct.litresPerDay,
    ]);

    // The plan: each action's saving and the combined one are the household's, by the model.
    for (const [who, index, own] of [
      [father, 0, fathers],
      [daughter, 1, hers],
    ] as const) {
      const plan = (await who.client.get('/api/actions')).body;
      expect(plan.actions.length).toBeGreaterThan(0);
      const first = plan.actions.slice(0, 5);
      const change = (a: Json) => ({ questionKey: a.questionKey, answer: a.betterAnswer });
      for (const a of plan.actions) {
        expect(a.litresSavedPerDay).toBeCloseTo(
          householdSaving(fathers, [fathers, hers], index, [change(a)]),
          9,
        );
      }
      expect(plan.combined).toEqual({
        count: first.length,
        litresSavedPerDay: expect.closeTo(
          householdSaving(fathers, [fathers, hers], index, first.map(change)),
          9,
        ),
      });
      // Taking all of them never saves more than the home uses.
      expect(plan.combined.litresSavedPerDay).toBeLessThan(home);
      // Same questions as the resident's own plan, never one that saves the home nothing.
      const own_ = new Set(actionPlan(own).map((a) => a.questionKey));
      for (const a of plan.actions) expect(own_.has(a.questionKey)).toBe(true);
    }
  });

  it("the administrator's files give each member the household figure", async () => {
    const mother = await signup(server, { apartment: 'H-11', profileName: 'Mother Figure' });
    const son = await signup(server, { apartment: 'H-11', profileName: 'Son Figure' });
    await joinFamily(mother, son);
    const hers = { ...sampleResponses(5), q1_householdSize: '4' };
    const his = { ...sampleResponses(7), q1_householdSize: '4' };
    await submitAnswers(mother, hers);
    await submitAnswers(son, his);
    const home = (await son.client.get('/api/footprint')).body.footprint.direct;
    expect((await mother.client.get('/api/footprint')).body.footprint.direct.litresPerDay).toBe(
      home.litresPerDay,
    );
    expect(home.litresPerDay).toBeCloseTo(
      householdFootprint(his, [hers, his]).direct.litresPerDay,
      9,
    );
    expect(round(home.litresPerDay)).not.toBe(Math.round(footprint(hers).direct.litresPerDay));

    const xlsx = await download(server.url, admin, '/api/exports/participant-scores.xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await readXlsx(xlsx.bytes);
    for (const name of ['Mother Figure', 'Son Figure']) {
      const row = sheet.find((r) => r[0] === name)!;
      expect(row.slice(9, 11)).toEqual([round(home.litresPerDay), round(home.perPersonPerDay)]);
    }
    for (const who of [mother, son]) {
      const pdf = await download(server.url, admin, `/api/exports/profiles/${who.id}/report.pdf`);
      expect(pdf.status).toBe(200);
      const { text } = await readPdf(pdf.bytes);
      expect(text).toContain(
        `Litres a Day (Home): about ${round(home.litresPerDay).toLocaleString('en-IN')} litres`,
      );
    }
  });

  it('a member alone keeps the model on their own answers', async () => {
    const alone = await signup(server, { apartment: 'H-10' });
    const mine = sampleResponses(3);
    await submitAnswers(alone, mine);
    const summary = trpcData(await alone.client.trpcQuery('water.summary'));
    expect(summary.latest.footprint.direct.litresPerDay).toBeCloseTo(
      footprint(mine).direct.litresPerDay,
      9,
    );
  });
});
