import { createRouter } from '@tanstack/react-router';
import { NotFoundScreen } from './components/RouteStates';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Loaders prefetch through TanStack Query (ensureQueryData), which owns freshness, so the
    // router always calls them; hovering a link preloads the next screen's code and data.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Only the layouts have pending and error components (RouteStates.tsx). A layout's skeleton
    // shows at once when a screen waits (a direct load waits first with the HTML's frame on
    // screen: lib/first-screen.ts) and, to avoid a flash, at least briefly.
    defaultPendingMs: 0,
    defaultPendingMinMs: 200,
    defaultNotFoundComponent: NotFoundScreen,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
