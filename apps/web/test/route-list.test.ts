import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createTrpcClient } from '../src/lib/trpc';
import type { AppRouter } from '../src/lib/trpc';
import { ROUTES, routesFor } from '../src/route-list';
import { routeTree } from '../src/routeTree.gen';

/** Every screen (a route without children) in the generated tree, with its layout's id. */
function screens(): { path: string; id: string; layout: string }[] {
  // The router resolves each route's id and full path from the tree; nothing is loaded, so the
  // clients in its context never make a request.
  const queryClient = new QueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: createTrpcClient(), queryClient });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory(),
    context: { queryClient, trpc },
  });
  return (Object.values(router.routesById) as AnyRoute[])
    .filter((route) => !route.isRoot && !route.children)
    .map((route) => ({
      path: route.fullPath,
      id: route.id,
      layout: (route.parentRoute as AnyRoute).id,
    }));
}

const LAYOUT_ACCESS: Record<string, string> = {
  '/_public': 'public',
  '/_resident': 'resident',
  '/_admin': 'admin',
};

describe('the route list (@wf/web/routes)', () => {
  it('holds exactly the screens of the route tree, with the access of their layout', () => {
    const tree = screens()
      .map(({ path, id, layout }) => ({ path, id, access: LAYOUT_ACCESS[layout] }))
      .sort((a, b) => a.path.localeCompare(b.path));
    const listed = [...ROUTES].sort((a, b) => a.path.localeCompare(b.path));
    expect(listed).toEqual(tree);
    expect(tree.every((r) => r.access !== undefined)).toBe(true);
  });

  it('splits the screens by who may open them', () => {
    expect(routesFor('admin')).toEqual(['/admin']);
    expect(routesFor('public')).toContain('/login');
    expect(routesFor('resident')).toContain('/leaderboard');
    expect(
      routesFor('public').length + routesFor('resident').length + routesFor('admin').length,
    ).toBe(ROUTES.length);
  });
});
