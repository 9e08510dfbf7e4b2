// What to campaign on next (issue 28, item 1) over a real server and a real SQLite file: a
// community from the demo generator (seeded, so the same every run) signs up and answers over
// HTTP; the REST route, the tRPC procedure, the dashboard and the community report PDF then say
// the same two or three changes, each with the litres the water model gives each household's own
// change and the households it concerns, and what they save together by the model on each
// household's combined answers (never the sum of the changes).
import type { Responses } from '@wf/scoring';
import { actionPlan, combinedSaving } from '@wf/scoring/water';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCommunity } from '../scripts/demo-community.ts';
import { download, pdfToText } from './exports.support.ts';
import {
  Client,
  expectError,
  expectTrpcError,
  loginAdmin,
  scorePayload,
  signup,
  trpcData,
  useTestServer,
  type Json,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const community = demoCommunity({
  seed: 28,
  residents: 16,
  today: new Date('2026-11-23T00:00:00Z'),
}).residents.filter((r) => r.attempts.length > 0);

/** Each resident's latest answers (each is a household of their own here). */
const latest: Responses[] = [];
let first: Resident;

beforeAll(async () => {
  for (const [i, demo] of community.entries()) {
    const r = await signup(server, { apartment: `C-${i + 1}` });
    if (i === 0) first = r;
    // Every attempt in order: only the latest counts.
    for (const attempt of demo.attempts.slice(-2)) {
      const res = await r.client.post('/api/scores', scorePayload(attempt.responses));
      expect(res.status, res.text).toBe(201);
    }
    latest.push(demo.attempts.at(-1)!.responses);
  }
}, 120_000);

/** The same figures worked out here from the model's own functions. */
function expected(keys: readonly string[]) {
  const plans = latest.map((answers) => ({ answers, plan: actionPlan(answers) }));
  const perChange = keys.map((key) => {
    const offered = plans.flatMap(({ plan }) =>
      plan.filter((a) => a.questionKey === key && a.litresSavedPerDay > 0),
    );
    return {
      litres: offered.reduce((sum, a) => sum + a.litresSavedPerDay, 0),
      households: offered.length,
    };
  });
  let together = 0;
  let concerned = 0;
  for (const { answers, plan } of plans) {
    const changes = plan
      .filter((a) => keys.includes(a.questionKey) && a.litresSavedPerDay > 0)
      .map((a) => ({ questionKey: a.questionKey, answer: a.betterAnswer }));
    if (changes.length === 0) continue;
    concerned++;
    together += combinedSaving(answers, changes).litresSavedPerDay;
  }
  // The question that saves the most over every household, whatever else is chosen.
  const totals = new Map<string, number>();
  for (const { plan } of plans) {
    for (const a of plan) {
      if (a.litresSavedPerDay > 0) {
        totals.set(a.questionKey, (totals.get(a.questionKey) ?? 0) + a.litresSavedPerDay);
      }
    }
  }
  const top = [...totals].sort((a, b) => b[1] - a[1])[0]![0];
  return { perChange, together, concerned, top };
}

describe('what to campaign on next', () => {
  let campaign: Json;

  it('answers the administrator over REST with two or three changes and their litres', async () => {
    const res = await admin.get('/api/admin/campaign-next');
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    campaign = res.body.campaign;
    expect(campaign.householdsCounted).toBe(community.length);
    const changes = campaign.changes as Json[];
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes.length).toBeLessThanOrEqual(3);
    const keys = changes.map((c) => c.questionKey as string);
    const want = expected(keys);
    expect(keys[0]).toBe(want.top);
    changes.forEach((change, i) => {
      expect(change.litresPerDay).toBeCloseTo(want.perChange[i]!.litres, 6);
      expect(change.households).toBe(want.perChange[i]!.households);
      expect(change.title).toEqual(expect.any(String));
    });
    const litres = changes.map((c) => c.litresPerDay as number);
    expect(litres).toEqual([...litres].sort((a, b) => b - a));
    // Together: the model on each household's combined answers, less than the changes' sum.
    expect(campaign.together.litresPerDay).toBeCloseTo(want.together, 6);
    expect(campaign.together.households).toBe(want.concerned);
    // What they share is the changes one by one minus together (never negative).
    const oneByOne = litres.reduce((s, l) => s + l, 0);
    expect(campaign.together.litresPerDay).toBeLessThanOrEqual(oneByOne + 1e-6);
    expect(campaign.together.sharedLitresPerDay).toBeCloseTo(
      Math.max(0, oneByOne - campaign.together.litresPerDay),
      6,
    );
  });

  it('is the same over tRPC and on the dashboard', async () => {
    expect(trpcData(await admin.trpcQuery('organiser.campaignNext'))).toEqual(campaign);
    expect((trpcData(await admin.trpcQuery('organiser.dashboard')) as Json).campaign).toEqual(
      campaign,
    );
  });

  it('is the administrator’s alone', async () => {
    expectError(await first.client.get('/api/admin/campaign-next'), 403);
    expectError(await new Client(server).get('/api/admin/campaign-next'), 401);
    expectTrpcError(await first.client.trpcQuery('organiser.campaignNext'), 403);
  });

  it('follows a household’s new answers: the latest counts, once', async () => {
    const before = campaign.changes[0] as Json;
    // The first resident takes every change of their plan: they drop out of every change.
    const plan = actionPlan(latest[0]!);
    const better: Responses = { ...latest[0]! };
    for (const a of plan) better[a.questionKey] = a.betterAnswer;
    const res = await first.client.post('/api/scores', scorePayload(better));
    expect(res.status, res.text).toBe(201);
    latest[0] = better;
    const after = (await admin.get('/api/admin/campaign-next')).body.campaign as Json;
    const keys = (after.changes as Json[]).map((c) => c.questionKey as string);
    const want = expected(keys);
    (after.changes as Json[]).forEach((change, i) => {
      expect(change.households).toBe(want.perChange[i]!.households);
      expect(change.litresPerDay).toBeCloseTo(want.perChange[i]!.litres, 6);
    });
    // The first household no longer counts for a change it made.
    const same = (after.changes as Json[]).find((c) => c.questionKey === before.questionKey);
    const stillOffered = actionPlan(better).some(
      (a) => a.questionKey === before.questionKey && a.litresSavedPerDay > 0,
    );
    if (same && !stillOffered) expect(same.households).toBe(before.households - 1);
    campaign = after;
  });

  it('is in the community report PDF, after where the water goes', async () => {
    const file = await download(server.url, admin, '/api/exports/community-report.pdf');
    expect(file.status).toBe(200);
    const text = pdfToText(file.bytes).replace(/\s+/g, ' ');
    const where = text.indexOf('Where the water goes');
    const next = text.indexOf('What to campaign on next');
    expect(where).toBeGreaterThan(0);
    expect(next).toBeGreaterThan(where);
    for (const change of campaign.changes as Json[]) {
      expect(text.slice(next)).toContain(change.title as string);
    }
    expect(text.slice(next)).toMatch(/Together: [\d,]+ L a day/);
  });
});
