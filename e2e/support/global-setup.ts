import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    logPath: string;
    dbPath: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('logPath', server.logPath);
  project.provide('dbPath', server.dbPath);
  return () => server.stop();
}
