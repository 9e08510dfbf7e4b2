import type { ChunkReport } from './bundle-report.ts';

import { ROUTES } from '../src/route-list.ts';

/**
 * The route files of a screen: its layout's and its own. Route files are named flat after the
 * route id ('/_resident/leaderboard' is _resident.leaderboard.tsx, '/_public/' _public.index.tsx).
 */
function routeFiles(id: string): string[] {
  const [layout, screen] = id.slice(1).split('/');
  return [`${layout}.tsx`, `${layout}.${screen || 'index'}.tsx`];
}

// The JavaScript a route needs: the entry's static closure, plus the chunks that hold the route's
// own modules (and its layouts') with their static imports and any non-route lazy imports they
// make (such as the chart). Route chunks are reached by the router's lazy imports, so the
// entry's dynamic imports are not counted.
export const ROUTE_FILES: Record<string, string[]> = Object.fromEntries(
  ROUTES.map((route) => [route.path, routeFiles(route.id)]),
);

function isRouteModule(id: string): boolean {
  return /\/src\/routes\/[^/]+\.tsx\?tsr-split/.test(id);
}

function routeChunks(chunks: ChunkReport[], route: string): Set<ChunkReport> {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const files = ROUTE_FILES[route];
  if (!files) throw new Error(`unknown route ${route}`);
  const found = new Set<ChunkReport>();
  const visit = (chunk: ChunkReport | undefined, followDynamic: boolean) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const f of chunk.imports) visit(byFile.get(f), followDynamic);
    if (!followDynamic) return;
    for (const f of chunk.dynamicImports) {
      const target = byFile.get(f);
      if (target && !target.modules.some(isRouteModule)) visit(target, true);
    }
  };
  for (const entry of chunks.filter((c) => c.isEntry)) visit(entry, false);
  const own = chunks.filter((c) =>
    c.modules.some((m) => files.some((f) => m.includes(`/src/routes/${f}?tsr-split`))),
  );
  for (const chunk of own) {
    found.delete(chunk); // visit even if the entry already reached it statically
    visit(chunk, true);
  }
  return found;
}

export function routeBytes(chunks: ChunkReport[], route: string): number {
  return [...routeChunks(chunks, route)].reduce((sum, c) => sum + c.gzipBytes, 0);
}

export function routesLoading(chunks: ChunkReport[], modulePattern: RegExp): string[] {
  return Object.keys(ROUTE_FILES).filter((route) =>
    [...routeChunks(chunks, route)].some((c) => c.modules.some((m) => modulePattern.test(m))),
  );
}
