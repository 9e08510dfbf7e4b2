// The web app imports types only from here; tests and tools import the server factory.
export type { AppRouter, RouterInputs, RouterOutputs } from './trpc/routers/_app.ts';
export { buildServer } from './server.ts';
export { loadConfig } from './env.ts';
