// Issue 13, item 4: the app installs (manifest linked and valid, icons served, a service worker
// that activates and controls the page) and a repeat visit starts without the network.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE } from '../support/browser.ts';
import { sharedServer } from '../support/shared-server.ts';

let browser: Browser;
const baseUrl = sharedServer().baseUrl;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('an installable app', () => {
  it('links a valid web manifest whose icons are served', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await fetch(new URL(href!, baseUrl));
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Manifest;
    expect(manifest.name).toBe('Water Footprint Tracker');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    const sizes = (purpose: string) =>
      manifest.icons.filter((i) => (i.purpose ?? 'any') === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable').length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseUrl));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
      const bytes = new Uint8Array(await image.arrayBuffer());
      // PNG signature, then the IHDR width and height the manifest promises.
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
      const view = new DataView(bytes.buffer);
      expect(`${view.getUint32(16)}x${view.getUint32(20)}`, icon.src).toBe(icon.sizes);
    }
    await context.close();
  });

  it('registers a service worker that activates, controls the page on reload, and starts the app offline', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.goto('/');
    // `ready` resolves once there is an active worker; it then finishes activating.
    const worker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { state: registration.active?.state, scope: registration.scope };
      });
    await expect.poll(worker).toEqual({ state: 'activated', scope: `${baseUrl}/` });
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    // A repeat visit with no network at all: the shell and scripts come from the worker's cache.
    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
        timeout: 15_000,
      })
      .toMatch(/Water Footprint/);
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: /log in/i }).count()).toBe(1);
    await context.setOffline(false);
    await context.close();
  });

  it('registers the worker on a first visit that opens a screen of the app directly', async () => {
    // The app registers it once its first screen is in, usually after the page's load event:
    // a phone whose first visit is a link to a screen (a reset link, a reminder) must get it too.
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: /log in/i }).count()).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null),
      )
      .toBe(`${baseUrl}/`);
    await context.close();
  });
});
