import { inject } from 'vitest';

/** A server of the run (support/global-setup.ts), as the test files reach it. */
export interface SharedServer {
  baseUrl: string;
  logPath: string;
  dbPath: string;
}

/**
 * How many browser files run side by side (vitest.config.ts's maxWorkers), each worker with a
 * server of its own. Two: a browser file spends most of its time waiting on the page, so two
 * workers keep the machine's two cores busy; `E2E_WORKERS=1` runs the files one at a time.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * This worker's server. Vitest numbers its workers from 1 (VITEST_POOL_ID) and a worker runs one
 * file at a time, so no two files running together share a server or its database.
 */
export function sharedServer(): SharedServer {
  const servers = inject('servers');
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID ?? 1));
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no e2e server: is support/global-setup.ts the globalSetup?');
  return server;
}
