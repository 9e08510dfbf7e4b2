import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE, seriousViolations } from '../support/browser.ts';
import { sharedServer } from '../support/shared-server.ts';

let browser: Browser;
const baseUrl = sharedServer().baseUrl;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the production server', () => {
  it('answers /api/health', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('serves the landing page with its title, subtitle and both buttons, accessibly, on a phone', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.goto('/');
    await expect
      .poll(() =>
        page
          .getByText(
            'Understand your water footprint, track your progress, and build sustainable habits for a better future.',
          )
          .count(),
      )
      .toBe(1);
    await page
      .getByRole('link', { name: 'Get Started' })
      .or(page.getByRole('button', { name: 'Get Started' }))
      .click();
    await page.waitForURL('**/signup');
    await page.goBack();
    await page
      .getByRole('link', { name: 'I have an account' })
      .or(page.getByRole('button', { name: 'I have an account' }))
      .click();
    await page.waitForURL('**/login');
    await page.goto('/');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('loads a client-side route on refresh (history fallback)', async () => {
    const res = await fetch(`${baseUrl}/tips`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});
