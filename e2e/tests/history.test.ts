// /score-history (spec sections 2, 4, 9): current score, trend, the three figures, the line graph
// of at least 600x300 and its five period filters, the no-data message and 'Retake Questionnaire'.
// The API stamps every attempt "now", so older attempts are moved back in the database.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scoreResponses, type Responses } from '@wf/scoring';
import { signupResident, submitScore, updateProfile, type Resident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import { backdateScores } from '../support/db.ts';
import {
  button,
  exact,
  expectAccessible,
  extremeAnswers,
  expectNoHorizontalOverflow,
  onScreen,
  open,
  randomAnswers,
  seededRandom,
  useApp,
  visible,
} from '../support/ui.ts';
import { sharedServer } from '../support/shared-server.ts';

const dbPath = sharedServer().dbPath;
const { baseUrl, browser } = useApp();

const FILTERS = ['Week', 'Month', '3 Months', '6 Months', 'All Time'] as const;

/** Attempts made `daysAgo` days ago (oldest first in the list), with seeded random answers. */
async function residentWithHistory(
  daysAgo: number[],
  seed: number,
): Promise<{ resident: Resident; totals: number[] }> {
  const resident = await signupResident(baseUrl);
  const random = seededRandom(seed);
  const saved = [];
  for (let i = 0; i < daysAgo.length; i++)
    saved.push(await submitScore(baseUrl, resident, randomAnswers(random).responses));
  backdateScores(
    dbPath,
    saved.map((s, i) => ({ scoreId: s.id, daysAgo: daysAgo[i]! })),
  );
  await updateProfile(baseUrl, resident); // any write empties the server's read cache
  return { resident, totals: saved.map((s) => s.totalScore) };
}

async function figure(page: Page, label: string): Promise<number> {
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  const match = new RegExp(`${label} (\\d+)`).exec(text);
  if (!match) throw new Error(`no figure '${label}'`);
  return Number(match[1]);
}

/** The largest svg inside the graph region (Recharts also draws small legend icons). */
async function chartSize(page: Page) {
  const region = page.getByRole('region', { name: /^Graph of your scores/ });
  // Below the fold on a phone, the graph loads once it is scrolled to (WhenInView).
  await region.scrollIntoViewIfNeeded();
  await visible(region.locator('svg').first());
  return region.evaluate((el) => {
    const boxes = Array.from(el.querySelectorAll('svg')).map((svg) => svg.getBoundingClientRect());
    const biggest = boxes.sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
    return {
      width: biggest.width,
      height: biggest.height,
      lines: el.querySelectorAll('.recharts-line').length,
    };
  });
}

function trendMessage(first: number, last: number) {
  const d = last - first;
  if (d > 0) return `Great! Your score improved by ${d} points`;
  if (d < 0) return `Your score decreased by ${-d} points`;
  return 'Your score has remained stable';
}

describe('/score-history', () => {
  it('shows the current score, trend, figures, and each period filter with a graph of at least 600x300', async () => {
    const days = [250, 150, 60, 20, 3, 0];
    const { resident, totals } = await residentWithHistory(days, 42);
    const { page } = await open(browser(), baseUrl, '/score-history', { as: resident });
    await onScreen(page, '/score-history', 'Score History');
    const latest = totals.at(-1)!;
    await visible(page.getByRole('heading', { name: `Current Score: ${latest}` }));
    await visible(exact(page, trendMessage(totals[0]!, latest)));
    expect(await figure(page, 'Total Attempts')).toBe(6);
    expect(await figure(page, 'Best Score')).toBe(Math.max(...totals));
    expect(await figure(page, 'Average Score')).toBe(
      Math.round(totals.reduce((a, b) => a + b, 0) / totals.length),
    );

    const filters = page.getByRole('group', { name: 'Time period' });
    const expectedCounts: Record<(typeof FILTERS)[number], number> = {
      Week: 2,
      Month: 3,
      '3 Months': 4,
      '6 Months': 5,
      'All Time': 6,
    };
    for (const label of FILTERS) {
      const toggle = button(filters, label);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      const rows = page.locator('table tbody tr');
      await expect
        .poll(() => rows.count(), { message: `${label}: attempts listed` })
        .toBe(expectedCounts[label]);
      const size = await chartSize(page);
      expect(size.width, `${label}: graph width`).toBeGreaterThanOrEqual(600);
      expect(size.height, `${label}: graph height`).toBeGreaterThanOrEqual(300);
      expect(size.lines).toBeGreaterThan(0);
      // The newest attempt heads the list; totals are the ones saved.
      const firstRow = (await rows.first().innerText()).replace(/\s+/g, ' ');
      expect(firstRow).toContain(` ${latest} `);
    }
    await expectAccessible(page, '/score-history (All Time, desktop)');
    await button(page, 'Retake Questionnaire').click();
    await onScreen(page, '/questionnaire', 'Water Footprint Questionnaire');
    await page.close();
  });

  it('on a phone, the graph fits the screen: y axis and legend in view, dates spaced by time', async () => {
    // Attempts 90 days apart, then 10 days apart: the gaps on the x axis must differ accordingly.
    const { resident } = await residentWithHistory([100, 10, 0], 43);
    const { page } = await open(browser(), baseUrl, '/score-history', {
      as: resident,
      viewport: PHONE,
    });
    await onScreen(page, '/score-history', 'Score History');
    // Below the fold: the graph is not loaded with the screen (issue 13), only its place held.
    const region = page.getByRole('region', { name: /^Graph of your scores/ });
    await expect.poll(() => region.textContent()).toContain('Loading the graph…');
    await page.waitForTimeout(1000);
    expect(await region.locator('svg').count()).toBe(0);
    const size = await chartSize(page);
    expect(size.height).toBeGreaterThanOrEqual(300);
    expect(size.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoHorizontalOverflow(page, '/score-history on a phone');
    // Nothing scrolls sideways inside the card either.
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    const inView = await region.evaluate((el) => {
      const box = (selector: string) => {
        const found = Array.from(el.querySelectorAll(selector)).map((n) =>
          n.getBoundingClientRect(),
        );
        return found.map((r) => ({ left: r.left, right: r.right, width: r.width }));
      };
      return {
        yAxis: box('.recharts-yAxis'),
        yTicks: box('.recharts-yAxis-tick-labels text'),
        legend: box('.score-chart__legend li'),
        dots: Array.from(el.querySelectorAll('.recharts-line-dots'))[0]
          ? Array.from(
              el.querySelectorAll('.recharts-line-dots')[0]!.querySelectorAll('circle'),
            ).map((c) => c.getBoundingClientRect().left + c.getBoundingClientRect().width / 2)
          : [],
      };
    });
    expect(inView.yAxis).toHaveLength(1);
    expect(inView.yTicks.length).toBeGreaterThan(1);
    expect(inView.legend.map((b) => b.width)).toHaveLength(3);
    for (const b of [...inView.yAxis, ...inView.yTicks, ...inView.legend]) {
      expect(b.width).toBeGreaterThan(0);
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(PHONE.width);
    }
    const [oldest, middle, newest] = [...inView.dots].sort((a, b) => a - b);
    expect(newest! - oldest!).toBeGreaterThan(200);
    const ratio = (middle! - oldest!) / (newest! - middle!);
    // 90 days against 10: about 9, whatever the day boundaries of "now".
    expect(ratio).toBeGreaterThan(7);
    expect(ratio).toBeLessThan(11);
    await expectAccessible(page, '/score-history on a phone');
    await page.close();
  });

  it('gives each trend its message: neutral, improving, declining and stable', async () => {
    const best = extremeAnswers(true);
    const worst = extremeAnswers(false);
    const gap = scoreResponses(best).totalScore - scoreResponses(worst).totalScore;
    /** A resident whose attempts (oldest first) are the given answer sets, a day apart. */
    async function withAttempts(sets: Responses[]) {
      const resident = await signupResident(baseUrl);
      const saved = [];
      for (const set of sets) saved.push(await submitScore(baseUrl, resident, set));
      backdateScores(
        dbPath,
        saved.map((s, i) => ({ scoreId: s.id, daysAgo: sets.length - 1 - i })),
      );
      await updateProfile(baseUrl, resident);
      return resident;
    }
    const cases = [
      {
        resident: await withAttempts([best]),
        message: 'Take the questionnaire again to see trends',
      },
      {
        resident: await withAttempts([worst, best, best]),
        message: `Great! Your score improved by ${gap} points`,
      },
      {
        resident: await withAttempts([best, worst]),
        message: `Your score decreased by ${gap} points`,
      },
      {
        resident: await withAttempts([best, worst, best]),
        message: 'Your score has remained stable',
      },
    ];
    for (const { resident, message } of cases) {
      const { page } = await open(browser(), baseUrl, '/score-history', { as: resident });
      await onScreen(page, '/score-history', 'Score History');
      await visible(exact(page, message));
      await page.close();
    }
  });

  it("without scores: the no-data message and 'Retake Questionnaire'", async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/score-history', {
      as: resident,
      viewport: PHONE,
    });
    await onScreen(page, '/score-history', 'Score History');
    await visible(exact(page, 'No score data yet. Take the questionnaire to start your graph!'));
    await expectAccessible(page, '/score-history without scores (phone)');
    await button(page, 'Retake Questionnaire').click();
    await onScreen(page, '/questionnaire', 'Water Footprint Questionnaire');
    await page.close();
  });
});
