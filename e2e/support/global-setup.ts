import type { TestProject } from 'vitest/node';
import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer, SHARED_BROWSER_ENV } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { E2E_WORKERS, type SharedServer } from './shared-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker (support/shared-server.ts picks the worker's own). */
    servers: SharedServer[];
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
 * One production server per test worker and one Chromium for the whole run. A worker runs its
 * files one at a time against its own server (its own SQLite file), so a file still has a server
 * to itself, as when the files ran one after another: what one file's organiser changes (the
 * participant code, a campaign) never reaches a file running beside it. Each file connects to
 * the browser (support/browser.ts `launchBrowser`) and works in contexts of its own, so files
 * share no cookies, storage or cache; the workers find the browser's address in their
 * environment, which they inherit from this process.
 */
export default async function setup(project: TestProject) {
  const starts = Array.from({ length: E2E_WORKERS }, () => startServer());
  const [browser, ...started] = await Promise.allSettled([acquireBrowser(), ...starts]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = (): Promise<unknown> => Promise.all(servers.map((s: RunningServer) => s.stop()));
  const failed = [browser, ...started].find((s) => s.status === 'rejected');
  if (failed) {
    // Stop what did start, or the run would never exit after a failed start.
    await stopAll();
    await releaseBrowser().catch(() => undefined);
    throw (failed as PromiseRejectedResult).reason;
  }
  project.provide(
    'servers',
    servers.map(({ url, logPath, dbPath }) => ({ baseUrl: url, logPath, dbPath })),
  );
  return async () => {
    await Promise.all([stopAll(), releaseBrowser()]);
  };
}
