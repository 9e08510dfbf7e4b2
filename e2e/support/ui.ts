// Shared steps of the browser tests: the run's one Chromium (a connection per file), pages signed in through the API,
// exact-text lookups for the spec's copy, axe checks with readable failures, a seeded RNG.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { OPTION_POINTS, QUESTIONS, type Question, type Responses } from '@wf/scoring';
import { answerSet } from '@wf/scoring/arbitraries';
import { useSession, type Resident } from './api.ts';
import { DESKTOP, PHONE, launchBrowser, newPage, seriousViolations } from './browser.ts';
import { sharedServer } from './shared-server.ts';

/**
 * Connects to the run's Chromium before the file's tests and disconnects after (closing the
 * file's contexts); call at the top of a file. The file's pages share one browser context, so the app's scripts come from its HTTP cache
 * after the first page; `open` clears cookies and storage, so every page starts signed out.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not launched yet');
    return browser;
  };
}

/** The shared server's address and this file's browser (see useBrowser); call at the top of a file. */
export function useApp(): { baseUrl: string; browser: () => Browser } {
  return { baseUrl: sharedServer().baseUrl, browser: useBrowser() };
}

export interface Opened {
  context: BrowserContext;
  page: Page;
}

const shared = new WeakMap<Browser, BrowserContext>();

async function freshPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
): Promise<Opened> {
  let context = shared.get(browser);
  if (!context) {
    context = (await newPage(browser, baseUrl, viewport)).context;
    await Promise.all(context.pages().map((p) => p.close()));
    shared.set(browser, context);
    const created = context;
    context.on('close', () => {
      if (shared.get(browser) === created) shared.delete(browser);
    });
  }
  // Signed out, with nothing stored, as in a new browser (the HTTP cache stays).
  await Promise.all(context.pages().map((p) => p.close()));
  await context.clearCookies();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.setViewportSize(viewport);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl).origin,
    storageTypes: 'local_storage,session_storage,indexeddb,service_workers,cache_storage',
  });
  await cdp.detach();
  return { context, page };
}

/** A page signed out with empty storage (optionally signed in as `who`), at `path`. */
export async function open(
  browser: Browser,
  baseUrl: string,
  path: string,
  {
    as: who,
    viewport = DESKTOP,
  }: { as?: Pick<Resident, 'cookie'>; viewport?: { width: number; height: number } } = {},
): Promise<Opened> {
  const { context, page } = await freshPage(browser, baseUrl, viewport);
  if (who) await useSession(context, baseUrl, who.cookie);
  await page.goto(path);
  return { context, page };
}

/** The element whose whole text is exactly `text` (whitespace-normalised). */
export function exact(scope: Page | Locator, text: string): Locator {
  return scope.getByText(text, { exact: true });
}

/** Waits until the locator's first match is visible. */
export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/** Waits until nothing matches (or every match is hidden). */
export async function gone(locator: Locator): Promise<void> {
  await expect.poll(() => locator.filter({ visible: true }).count()).toBe(0);
}

/** The main heading of a screen, by its accessible name (decorative emoji are aria-hidden). */
export function heading(page: Page, name: string, level = 1): Locator {
  return page.getByRole('heading', { name, exact: true, level });
}

export function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

export function link(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('link', { name, exact: true });
}

/** Waits for an on-screen alert (role=alert) whose text is exactly `text`. */
export async function expectAlert(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByRole('alert').allInnerTexts()).toContainEqual(text);
}

/** Waits until the address is `path` (pathname only), after client-side or full navigation. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Waits for the screen with h1 `title` at `path`. */
export async function onScreen(page: Page, path: string, title: string): Promise<void> {
  await expectPath(page, path);
  await visible(heading(page, title));
}

/** axe-core: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // A colour caught halfway through a transition, or a hover left by the last click under a
  // button that a resize moved there, is not the page's: the pointer goes to a corner and the
  // finite animations and transitions end first (a spinner's never does).
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const violations = await seriousViolations(page);
  const readable = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(readable, `axe on ${where}`).toEqual([]);
}

/**
 * The state on screen, checked at phone and desktop size on the same page: axe finds nothing
 * serious and the page does not scroll sideways. Leaves the page at its original size.
 */
export async function expectAccessibleAtBothSizes(page: Page, where: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page, `${where} (${name})`);
    await expectNoHorizontalOverflow(page, `${where} (${name})`);
  }
  await page.setViewportSize(original);
}

/**
 * The page's own width does not exceed the viewport (no sideways scrolling of the whole page).
 * Polled: after a resize, parts laid out by ResizeObserver or matchMedia (the charts, the
 * phone layouts) settle a few frames later; an overflow that stays still fails.
 */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await expect
    .poll(overflow, { message: `horizontal overflow (px) on ${where}`, timeout: 3000 })
    .toBeLessThanOrEqual(0);
}

/** The shared seeded generator, so a failing random run can be replayed by its seed. */
export { seededRandom } from '@wf/scoring/random';

/**
 * A complete answer set with a random option per question (as option indices and texts), from
 * the shared generator (@wf/scoring/arbitraries), seeded by `random` so a run can be replayed.
 */
export function randomAnswers(random: () => number): {
  indices: Record<string, number>;
  responses: Responses;
} {
  const responses = answerSet(Math.floor(random() * 2 ** 31));
  const indices = Object.fromEntries(
    QUESTIONS.map((q) => [q.key, q.options.indexOf(responses[q.key])]),
  );
  return { indices, responses };
}

/** The answer set that scores most (or least) on every question. */
export function extremeAnswers(best: boolean): Responses {
  return Object.fromEntries(
    QUESTIONS.map((q) => {
      const points = OPTION_POINTS[q.key];
      const target = best ? Math.max(...points) : Math.min(...points);
      return [q.key, q.options[points.indexOf(target)]!];
    }),
  ) as Responses;
}

/**
 * An answer set whose total is exactly `target` (between the lowest and highest possible).
 * Questions are raised in question order, or in a shuffled order when `random` is given (which
 * spreads the points over direct and indirect more like a real household).
 */
export function answersWithTotal(target: number, random?: () => number): Responses {
  const chosen: Record<string, string> = {};
  let total = QUESTIONS.reduce((sum, q) => sum + Math.min(...OPTION_POINTS[q.key]), 0);
  const order = [...QUESTIONS];
  if (random) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  }
  for (const q of order) {
    const points = OPTION_POINTS[q.key];
    const low = Math.min(...points);
    // The highest-scoring option that does not overshoot the target.
    const order = points.map((p, i) => ({ p, i })).sort((a, b) => b.p - a.p);
    const pick = order.find(({ p }) => total - low + p <= target) ?? order.at(-1)!;
    total += pick.p - low;
    chosen[q.key] = q.options[pick.i]!;
  }
  if (total !== target) throw new Error(`cannot reach a total of ${target} (got ${total})`);
  return chosen as Responses;
}

/** The radio of option `index` of question `q` (the questionnaire renders `${key}-${index}`). */
export function radio(page: Page, q: Question, index: number): Locator {
  return page.locator(`input[type="radio"][name="${q.key}"]`).nth(index);
}

/**
 * Answers `q` with `option` as a person would: a follow-up the questionnaire answered for them
 * (folded, "Does not apply") is left alone when it already holds `option`, and otherwise opened
 * with 'Change answer' first.
 */
export async function answerQuestion(page: Page, q: Question, option: string): Promise<void> {
  const change = questionBox(page, q).getByRole('button', { name: 'Change answer' });
  if (await change.count()) {
    const current = await page
      .locator(`input[name="${q.key}"]:checked`)
      .evaluateAll((inputs) => (inputs[0] as HTMLInputElement | undefined)?.value);
    if (current === option) return;
    await change.click();
  }
  await radio(page, q, q.options.indexOf(option)).check();
}

/** The question box (fieldset) of `q`. */
export function questionBox(page: Page, q: Question): Locator {
  return page.locator('fieldset').filter({ has: page.locator(`input[name="${q.key}"]`) });
}

/**
 * Watches, inside the page, for a message to appear and leave; the returned function waits for
 * it to leave and gives how long it stayed. Timed by the page's own clock from the DOM change
 * itself, so neither the test's polling nor work the test does meanwhile adds to the figure.
 * Call it before the action that shows the message.
 */
export async function watchMessage(page: Page, text: string): Promise<() => Promise<number>> {
  const key = await page.evaluate((wanted) => {
    const record: { start?: number; end?: number } = {};
    const shown = () =>
      Array.from(document.querySelectorAll('[role=status], [role=alert]')).some((el) =>
        el.textContent?.includes(wanted),
      );
    const observer = new MutationObserver(() => {
      const now = performance.now();
      if (record.start === undefined) {
        if (shown()) record.start = now;
      } else if (!shown()) {
        record.end = now;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const store = ((window as unknown as { __messages?: (typeof record)[] }).__messages ??= []);
    return store.push(record) - 1;
  }, text);
  return async () => {
    const stayed = await page.waitForFunction(
      (i) => {
        const record = (window as unknown as { __messages: { start?: number; end?: number }[] })
          .__messages[i];
        return record?.start !== undefined && record.end !== undefined
          ? record.end - record.start
          : false;
      },
      key,
      { timeout: 20_000 },
    );
    return (await stayed.jsonValue()) as number;
  };
}

/**
 * The message left on its own after the spec's duration: never early, and late by no more than
 * a busy machine delays a timer and a render (a run of the whole suite at a load average of 10
 * once took over 1.5 s more; 2.5 s still tells "about 3 s" from a message that never leaves).
 */
export function expectStayed(stayedMs: number, specMs: number): void {
  expect(stayedMs).toBeGreaterThan(specMs - 100);
  expect(stayedMs).toBeLessThan(specMs + 2500);
}
