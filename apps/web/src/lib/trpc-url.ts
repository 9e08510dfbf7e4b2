// Where the browser reaches tRPC, and the one request every signed-in screen starts with: a
// module without imports, so the build (build/route-html.ts) can read it as well as the app.

/** tRPC on the same origin (the API mounts it there; Vite's dev server forwards it). */
export const TRPC_URL = '/trpc';

/**
 * The session check (auth.me, no input) exactly as httpBatchLink sends it: a batch of one, GET,
 * the inputs as a JSON object keyed by position (none here). A screen's page preloads it, so it
 * must match to the byte or the browser fetches it twice (e2e/tests/loading.test.ts checks).
 */
export const SESSION_CHECK_URL = `${TRPC_URL}/auth.me?batch=1&input=${encodeURIComponent('{}')}`;
