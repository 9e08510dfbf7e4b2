// Things to hand out (issue 30, item 3) in the browser: the poster's link fills in the
// participant code at signup; on the summary a resident downloads the next check-in as a
// calendar file and shares a picture card that shows no figure until one is ticked (a copied
// link where the browser has no share sheet); the kids' corner offers the certificate.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signupResident, submitScore } from '../support/api.ts';
import { downloadedBytes, PHONE } from '../support/browser.ts';
import { ROOT } from '../support/server.ts';
import {
  button,
  expectAccessibleAtBothSizes,
  extremeAnswers,
  onScreen,
  open,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

/** Screenshots to be looked at (artifacts/ is not committed). */
const shots = join(ROOT, 'artifacts', 'screens', 'handouts');
mkdirSync(shots, { recursive: true });

describe('handouts', () => {
  it('/signup?code= fills in the participant code', async () => {
    const { page } = await open(browser(), baseUrl, '/signup?code=POSTER-CODE-9');
    await expect.poll(() => page.getByLabel('Participant Code').inputValue()).toBe('POSTER-CODE-9');
  });

  it('downloads the next check-in and shares a card with only the chosen figures', async () => {
    const resident = await signupResident(baseUrl);
    // Most water first, then least: the summary has litres saved to offer.
    await submitScore(baseUrl, resident, extremeAnswers(false));
    await submitScore(baseUrl, resident, extremeAnswers(true));
    const { context, page } = await open(browser(), baseUrl, '/score-summary', {
      as: resident,
      viewport: PHONE,
    });
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    const region = page.getByRole('region', { name: 'Share and remember' });
    await visible(region);

    const calendar = region.getByRole('link', { name: 'Add the next check-in to my calendar' });
    const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
    expect(download.suggestedFilename()).toBe('next-check-in.ics');
    const ics = (await downloadedBytes(download)).toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);

    // No number on the card until the resident ticks one.
    const card = region.getByRole('img');
    expect(await card.getAttribute('aria-label')).not.toMatch(/\d/);
    const saved = region.getByRole('checkbox', { name: /We save [\d,]+ litres a day/ });
    await saved.check();
    await expect.poll(() => card.getAttribute('aria-label')).toMatch(/We save [\d,]+ litres a day/);
    await expectAccessibleAtBothSizes(page, '/score-summary with the share card');

    // Headless Chromium on Linux has no share sheet: the link is copied.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await button(region, 'Share').click();
    await visible(page.getByText('Link copied. Paste it into a message to share.'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`${new URL(baseUrl).origin}/`);
    expect(copied).toMatch(/We save [\d,]+ litres a day/);
    await region.screenshot({ path: join(shots, 'share-card-phone.png') });
    await context.clearPermissions();
  });

  it('hands the card to a share sheet as a PNG file where files can be shared', async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, extremeAnswers(false));
    const { page } = await open(browser(), baseUrl, '/dashboard', { as: resident });
    // The phone's share sheet belongs to the system: this page records what it would be given.
    await page.addInitScript(() => {
      const shared: { files: string[]; text?: string; url?: string }[] = [];
      Object.assign(window, { shared });
      Object.assign(navigator, {
        canShare: (data: ShareData) => Array.isArray(data.files),
        share: async (data: ShareData) => {
          shared.push({
            files: (data.files ?? []).map((f) => `${f.name} ${f.type} ${f.size > 1000}`),
            text: data.text,
            url: data.url,
          });
        },
      });
    });
    await page.goto('/score-summary');
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    const region = page.getByRole('region', { name: 'Share and remember' });
    await button(region, 'Share').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          files: ['water-saving.png image/png true'],
          text: 'We are tracking our home’s water',
          url: `${new URL(baseUrl).origin}/`,
        },
      ]);
  });

  it('offers the child’s certificate in the kids’ corner', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/kids-corner', { as: resident });
    await onScreen(page, '/kids-corner', 'Kids Corner');
    const link = page.getByRole('link', { name: 'Download my certificate (PDF)' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('certificate.pdf');
    expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
