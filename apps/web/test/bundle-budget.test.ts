import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChunkReport } from '../build/bundle-report.ts';
import {
  LANDING_BUDGET_BYTES,
  ROUTE_FILES,
  routeBytes,
  routesLoading,
} from '../build/route-budget.ts';

// Reads the report the production build writes (turbo runs `build` before this package's tests).
const { chunks } = JSON.parse(
  readFileSync(new URL('../dist/bundle-report.json', import.meta.url), 'utf8'),
) as { chunks: ChunkReport[] };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('bundle budget (gzipped JavaScript per route)', () => {
  it('reports every route', () => {
    const rows = Object.keys(ROUTE_FILES).map((route) => ({
      route,
      gzip: kb(routeBytes(chunks, route)),
    }));
    console.table(rows);
    for (const route of Object.keys(ROUTE_FILES))
      expect(routeBytes(chunks, route)).toBeGreaterThan(0);
  });

  it(`keeps the landing route within ${kb(LANDING_BUDGET_BYTES)}`, () => {
    expect(routeBytes(chunks, '/')).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });

  it('loads Recharts only on /score-history', () => {
    expect(routesLoading(chunks, /node_modules\/.*recharts/)).toEqual(['/score-history']);
  });

  it('loads the admin screen only on /admin', () => {
    expect(
      routesLoading(chunks, /src\/routes\/(_admin\.admin\.tsx\?tsr-split|-components\/admin\/)/),
    ).toEqual(['/admin']);
  });
});
