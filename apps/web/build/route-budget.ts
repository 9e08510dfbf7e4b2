import type { ChunkReport } from './bundle-report.ts';

// The JavaScript a route needs: the entry's static closure, plus the chunks that hold the route's
// own modules (and its layouts') with their static imports and any non-route lazy imports they
// make (such as the chart). Route chunks are reached by the router's lazy imports, so the
// entry's dynamic imports are not counted.
export const ROUTE_FILES: Record<string, string[]> = {
  '/': ['index.tsx'],
  '/login': ['login.tsx'],
  '/signup': ['signup.tsx'],
  '/profile-success': ['profile-success.tsx'],
  '/profile-error': ['profile-error.tsx'],
  '/reset-password': ['reset-password.tsx'],
  '/dashboard': ['_resident.tsx', '_resident.dashboard.tsx'],
  '/profile': ['_resident.tsx', '_resident.profile.tsx'],
  '/edit-profile': ['_resident.tsx', '_resident.edit-profile.tsx'],
  '/questionnaire': ['_resident.tsx', '_resident.questionnaire.tsx'],
  '/score-summary': ['_resident.tsx', '_resident.score-summary.tsx'],
  '/tips': ['_resident.tsx', '_resident.tips.tsx'],
  '/kids-corner': ['_resident.tsx', '_resident.kids-corner.tsx'],
  '/leaderboard': ['_resident.tsx', '_resident.leaderboard.tsx'],
  '/score-history': ['_resident.tsx', '_resident.score-history.tsx'],
  '/admin': ['_admin.tsx', '_admin.admin.tsx'],
};

export const LANDING_BUDGET_BYTES = 150 * 1024;

function isRouteModule(id: string): boolean {
  return /\/src\/routes\/[^/]+\.tsx\?tsr-split/.test(id);
}

export function routeChunks(chunks: ChunkReport[], route: string): Set<ChunkReport> {
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
