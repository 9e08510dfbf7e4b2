import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFirstScreen } from './first-screen';

/** A router with one screen whose loader answers after `ms` (or fails). */
function routerWithLoader(ms: number, fail = false) {
  const rootRoute = createRootRoute();
  const screen = createRoute({
    getParentRoute: () => rootRoute,
    path: '/screen',
    loader: () =>
      new Promise<string>((resolve, reject) =>
        setTimeout(() => (fail ? reject(new Error('down')) : resolve('data')), ms),
      ),
  });
  return createRouter({
    routeTree: rootRoute.addChildren([screen]),
    history: createMemoryHistory({ initialEntries: ['/screen'] }),
  });
}

/** The screen's match: the last one, under the root's. */
const screenMatch = (router: ReturnType<typeof routerWithLoader>) => router.state.matches.at(-1);

afterEach(() => vi.useRealTimers());

describe('loadFirstScreen', () => {
  it('resolves once the first screen is loaded, with its data in the router', async () => {
    vi.useFakeTimers();
    const router = routerWithLoader(200);
    let done = false;
    const loading = loadFirstScreen(router, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(150);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await loading;
    expect(screenMatch(router)?.status).toBe('success');
    expect(screenMatch(router)?.loaderData).toBe('data');
  });

  it('stops waiting after the wait and lets the load go on', async () => {
    vi.useFakeTimers();
    const router = routerWithLoader(5000);
    let done = false;
    const loading = loadFirstScreen(router, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(screenMatch(router)?.status).not.toBe('success');
    await vi.advanceTimersByTimeAsync(4000);
    expect(screenMatch(router)?.loaderData).toBe('data');
  });

  it('resolves, not rejects, when the screen fails to load: the router holds the error', async () => {
    vi.useFakeTimers();
    const router = routerWithLoader(100, true);
    const loading = loadFirstScreen(router, 1000);
    await vi.advanceTimersByTimeAsync(100);
    await expect(loading).resolves.toBeUndefined();
    expect(screenMatch(router)?.status).toBe('error');
  });
});
