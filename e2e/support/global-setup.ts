import type { TestProject } from 'vitest/node';
import { launchBrowserServer, SHARED_BROWSER_ENV } from './browser.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    logPath: string;
    dbPath: string;
  }
}

/**
 * One production server and one Chromium for the whole run. Each file connects to the browser
 * (support/browser.ts `launchBrowser`) and works in contexts of its own, so files share no
 * cookies, storage or cache; the workers find the browser's address in their environment,
 * which they inherit from this process.
 */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([startServer(), launchBrowserServer()]);
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
  project.provide('baseUrl', server.url);
  project.provide('logPath', server.logPath);
  project.provide('dbPath', server.dbPath);
  return async () => {
    delete process.env[SHARED_BROWSER_ENV];
    await Promise.all([server.stop(), browser.close()]);
  };
}
