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

export const ROUTE_FILES: Record<string, string[]> = Object.fromEntries(
  ROUTES.map((route) => [route.path, routeFiles(route.id)]),
);

/** The entries' HTML files: the app, and the landing page (what a direct load of `/` gets). */
const APP_ENTRY = 'apps/web/index.html';
const LANDING_ENTRY = 'apps/web/landing.html';

export interface RouteJs {
  /** What the screen needs before it can show itself: loaded at once, in parallel. */
  initial: Set<ChunkReport>;
  /**
   * Parts the screen loads itself once it is on screen, behind a placeholder (the charts, the
   * earlier-history import card): lazy imports of the route's modules that are not other routes.
   */
  lazy: Set<ChunkReport>;
}

function isRouteModule(id: string): boolean {
  return /\/src\/routes\/[^/]+\.tsx\?tsr-split/.test(id);
}

/**
 * The JavaScript a route loads. A direct load of `/` gets the landing page (its entry's static
 * closure and its lazy parts). Any other route: the app entry's static closure, plus the chunks
 * that hold the route's own modules (and its layout's) with their static imports; route chunks
 * are reached by the router's lazy imports, so the entry's dynamic imports are not counted.
 */
export function routeJs(chunks: ChunkReport[], route: string): RouteJs {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const files = ROUTE_FILES[route];
  if (!files) throw new Error(`unknown route ${route}`);
  const initial = new Set<ChunkReport>();
  const lazyRoots: ChunkReport[] = [];
  const visit = (
    chunk: ChunkReport | undefined,
    into: Set<ChunkReport>,
    followDynamic: boolean,
  ) => {
    if (!chunk || into.has(chunk)) return;
    into.add(chunk);
    for (const f of chunk.imports) visit(byFile.get(f), into, followDynamic);
    if (!followDynamic) return;
    for (const f of chunk.dynamicImports) {
      const target = byFile.get(f);
      if (target && !target.modules.some(isRouteModule)) lazyRoots.push(target);
    }
  };
  const entry = (module: string) => chunks.find((c) => c.isEntry && c.facadeModule === module);
  const landing = route === '/' ? entry(LANDING_ENTRY) : undefined;
  if (landing) {
    visit(landing, initial, true);
  } else {
    const app = entry(APP_ENTRY);
    if (!app) throw new Error(`no entry chunk for ${APP_ENTRY} in the bundle report`);
    visit(app, initial, false);
    const own = chunks.filter((c) =>
      c.modules.some((m) => files.some((f) => m.includes(`/src/routes/${f}?tsr-split`))),
    );
    for (const chunk of own) {
      initial.delete(chunk); // visit even if the entry already reached it statically
      visit(chunk, initial, true);
    }
  }
  const lazy = new Set<ChunkReport>();
  const visitLazy = (chunk: ChunkReport | undefined) => {
    if (!chunk || initial.has(chunk) || lazy.has(chunk)) return;
    lazy.add(chunk);
    for (const f of chunk.imports) visitLazy(byFile.get(f));
    for (const f of chunk.dynamicImports) {
      const target = byFile.get(f);
      if (target && !target.modules.some(isRouteModule)) visitLazy(target);
    }
  };
  for (const chunk of lazyRoots) visitLazy(chunk);
  return { initial, lazy };
}

const sum = (set: Set<ChunkReport>) => [...set].reduce((total, c) => total + c.gzipBytes, 0);

/** Gzipped bytes a route loads before it shows itself. */
export function routeBytes(chunks: ChunkReport[], route: string): number {
  return sum(routeJs(chunks, route).initial);
}

/** Gzipped bytes a route may load in all, its lazy parts included. */
export function routeBytesWithLazy(chunks: ChunkReport[], route: string): number {
  const { initial, lazy } = routeJs(chunks, route);
  return sum(initial) + sum(lazy);
}

/** The routes that load (at once or lazily) a module matching `modulePattern`. */
export function routesLoading(
  chunks: ChunkReport[],
  modulePattern: RegExp,
  { lazyToo = true } = {},
): string[] {
  return Object.keys(ROUTE_FILES).filter((route) => {
    const { initial, lazy } = routeJs(chunks, route);
    return [...initial, ...(lazyToo ? lazy : [])].some((c) =>
      c.modules.some((m) => modulePattern.test(m)),
    );
  });
}
