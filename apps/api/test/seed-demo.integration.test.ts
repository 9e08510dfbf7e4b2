// `pnpm seed:demo` (issue 11): the script run for real on a temporary SQLite file, twice. The
// same seed and day give the same community; a second run replaces the first; the organiser's
// dashboard reads it (residents, attempts, pledges, meter periods).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@wf/db/client';
import { afterAll, describe, expect, it } from 'vitest';
import { computeDashboard } from '../src/domain/organiser-dashboard.ts';
import { demoCommunity } from '../scripts/demo-community.ts';

const dir = mkdtempSync(join(tmpdir(), 'wf-seed-demo-'));
const dbPath = join(dir, 'demo.db');
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(
  dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist/cli.mjs',
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function seed() {
  return execFileSync(
    process.execPath,
    [tsx, 'scripts/seed-demo.ts', '--', '--residents=80', '--seed=11', '--today=2026-11-23'],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: `file:${dbPath}`,
        ADMIN_PASSWORD: 'seed-admin-pass',
        INIT_CWD: '',
      },
      encoding: 'utf8',
    },
  );
}

function contents() {
  const { sqlite } = openDatabase({ url: `file:${dbPath}` });
  try {
    const rows = (sql: string) => JSON.stringify(sqlite.prepare(sql).all());
    return {
      profiles: rows(
        'select profile_name, email, apartment, water_score, latest_score_at, created_at from profiles where is_admin = 0 order by email',
      ),
      scores: rows(
        'select p.email, s.total_score, s.responses, s.created_at from scores s join profiles p on p.id = s.profile_id order by p.email, s.created_at',
      ),
      pledges: rows(
        'select p.email, question_key, better_answer, status, litres_saved_per_day from pledges x join profiles p on p.id = x.profile_id order by p.email, x.created_at',
      ),
      readings: rows(
        'select read_on, reading_kl, occupied_flats, residents from meter_readings order by read_on',
      ),
    };
  } finally {
    sqlite.close();
  }
}

describe('pnpm seed:demo', () => {
  it('gives the same community for the same seed and day', () => {
    const today = new Date('2026-11-23T00:00:00Z');
    expect(demoCommunity({ seed: 3, residents: 40, today })).toEqual(
      demoCommunity({ seed: 3, residents: 40, today }),
    );
    expect(demoCommunity({ seed: 4, residents: 40, today })).not.toEqual(
      demoCommunity({ seed: 3, residents: 40, today }),
    );
  });

  it('leaves today free for the organiser’s own reading (the last is yesterday’s at the latest)', () => {
    for (const today of ['2026-11-23', '2026-12-21', '2027-01-18']) {
      const readings = demoCommunity({
        seed: 3,
        residents: 40,
        today: new Date(`${today}T10:00:00Z`),
      }).meterReadings;
      expect(readings.at(-1)!.date < today).toBe(true);
    }
  });

  it('writes it to the configured database, and a second run replaces the first', () => {
    expect(seed()).toMatch(/80 residents, \d+ attempts, \d+ pledges, \d+ meter readings/);
    const first = contents();
    seed();
    expect(contents()).toEqual(first);
    const { sqlite } = openDatabase({ url: `file:${dbPath}` });
    try {
      expect(sqlite.prepare('select count(*) from profiles where is_admin = 0').pluck().get()).toBe(
        80,
      );
    } finally {
      sqlite.close();
    }
  }, 120_000);

  it('is what the organiser’s dashboard shows', () => {
    const database = openDatabase({ url: `file:${dbPath}` });
    try {
      const d = computeDashboard(database.db, new Date('2026-11-23T12:00:00Z'), []);
      expect(d.totals.residents).toBe(80);
      expect(d.totals.answered).toBeGreaterThan(50);
      expect(d.totals.attempts).toBeGreaterThan(d.totals.answered);
      expect(d.neverAnswered.length).toBe(80 - d.totals.answered);
      expect(d.pledges.made).toBeGreaterThan(0);
      expect(d.pledges.kept).toBeGreaterThan(0);
      expect(d.meter.periods.length).toBeGreaterThanOrEqual(5);
      for (const p of d.meter.periods) {
        expect(p.litresPerPersonPerDay).toBeGreaterThan(130);
        expect(p.litresPerPersonPerDay).toBeLessThan(200);
      }
      expect(d.participation.reduce((n, w) => n + w.signups, 0)).toBe(80);
    } finally {
      database.sqlite.close();
    }
  });
});
