import type { TestProject } from 'vitest/node';
import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer, SHARED_BROWSER_ENV } from './browser.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    logPath: string;
    dbPath: string;
  }
}

// The Chromium is shared by every project that runs this setup (today one), started by the
// first and closed by the last. Kept on globalThis: each project may load this module anew.
interface Shared {
  browser: Promise<BrowserServer>;
  users: number;
}
const key = Symbol.for('wf-e2e-shared-browser');
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

async function acquireBrowser(): Promise<BrowserServer> {
  const shared = (registry[key] ??= { browser: launchBrowserServer(), users: 0 });
  shared.users += 1;
  const browser = await shared.browser;
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
  return browser;
}

async function releaseBrowser(): Promise<void> {
  const shared = registry[key];
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  registry[key] = undefined;
  delete process.env[SHARED_BROWSER_ENV];
  await (await shared.browser).close();
}

/**
 * One production server and one Chromium for the whole run. Each file connects to the browser
 * (support/browser.ts `launchBrowser`) and works in contexts of its own, so files share no
 * cookies, storage or cache; the workers find the browser's address in their environment,
 * which they inherit from this process.
 */
export default async function setup(project: TestProject) {
  const [started, browser] = await Promise.allSettled([startServer(), acquireBrowser()]);
  if (started.status === 'rejected' || browser.status === 'rejected') {
    // Stop what did start, or the run would never exit after a failed start.
    if (started.status === 'fulfilled') await started.value.stop();
    await releaseBrowser().catch(() => undefined);
    throw started.status === 'rejected'
      ? started.reason
      : (browser as PromiseRejectedResult).reason;
  }
  const server = started.value;
  project.provide('baseUrl', server.url);
  project.provide('logPath', server.logPath);
  project.provide('dbPath', server.dbPath);
  return async () => {
    await Promise.all([server.stop(), releaseBrowser()]);
  };
}
