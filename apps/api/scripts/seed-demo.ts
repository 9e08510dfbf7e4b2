// `pnpm seed:demo`: fills the configured SQLite file (DATABASE_URL, as the server reads it) with
// the demo community of demo-community.ts, in one transaction. Running it again replaces the
// demo residents and readings it made before and leaves every other profile alone.
//   pnpm seed:demo -- --seed=2026 --residents=300 --today=2026-11-23
import { parseArgs } from 'node:util';
import { openDatabase } from '@wf/db/client';
import { adoptHouseholds, runMigrations } from '@wf/db/migrate';
import { seedAdmin } from '@wf/db/seed';
import { profileNameKey } from '@wf/scoring/accounts';
import { loadConfig } from '../src/env.ts';
import { hashPassword } from '../src/domain/passwords.ts';
import { DEMO_EMAIL_DOMAIN, demoCommunity } from './demo-community.ts';

/** Every demo resident signs in with this password (it is a demo: say so to whoever uses it). */
export const DEMO_PASSWORD = 'demo-water-2026';
const MARKER = 'demo_seed';

// pnpm runs package scripts in the package's folder; the database path is the caller's.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { values } = parseArgs({
  // `pnpm seed:demo -- --seed=7` hands the script its own '--': options follow it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seed: { type: 'string', default: '2026' },
    residents: { type: 'string', default: '300' },
    today: { type: 'string' },
  },
  allowPositionals: true,
});
const seed = Number(values.seed);
const count = Number(values.residents);
const today = values.today ? new Date(`${values.today}T00:00:00Z`) : new Date();
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1 || count > 5000) {
  throw new Error('--seed must be a whole number and --residents one from 1 to 5000');
}
if (Number.isNaN(today.getTime())) throw new Error('--today must be YYYY-MM-DD');

const started = performance.now();
const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL });
runMigrations(database.db);
await seedAdmin(database.db, {
  profileName: config.ADMIN_PROFILE_NAME,
  email: config.ADMIN_EMAIL,
  passwordHash: () => hashPassword(config.ADMIN_PASSWORD),
});
const community = demoCommunity({ seed, residents: count, today });
const passwordHash = await hashPassword(DEMO_PASSWORD);
const { sqlite } = database;

const insertProfile = sqlite.prepare(
  `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment,
     apartment_community_name, is_admin, water_score, direct_water_score, indirect_water_score,
     latest_score_at, created_at)
   values (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
);
const insertScore = sqlite.prepare(
  `insert into scores (profile_id, total_score, direct_score, indirect_score, responses, created_at)
   values (?, ?, ?, ?, ?, ?)`,
);
const insertPledge = sqlite.prepare(
  `insert into pledges (profile_id, question_key, better_answer, status, created_at, resolved_at,
     resolved_score_id, litres_saved_per_day)
   values (?, ?, ?, ?, ?, ?, ?, ?)`,
);
const insertReading = sqlite.prepare(
  `insert into meter_readings (read_on, reading_kl, occupied_flats, residents) values (?, ?, ?, ?)`,
);

let readingsNote = '';
sqlite.transaction(() => {
  const seededBefore = sqlite.prepare('select 1 from settings where key = ?').get(MARKER);
  sqlite.prepare('delete from profiles where email like ?').run(`%@${DEMO_EMAIL_DOMAIN}`);
  if (seededBefore) sqlite.prepare('delete from meter_readings').run();
  for (const r of community.residents) {
    const latest = r.attempts.at(-1);
    const profileId = insertProfile.run(
      r.profileName,
      profileNameKey(r.profileName),
      r.email,
      passwordHash,
      r.apartment,
      config.DEFAULT_COMMUNITY_NAME,
      latest?.totalScore ?? 0,
      latest?.directScore ?? 0,
      latest?.indirectScore ?? 0,
      latest ? latest.at.getTime() : null,
      r.createdAt.getTime(),
    ).lastInsertRowid;
    const scoreIds = r.attempts.map(
      (a) =>
        insertScore.run(
          profileId,
          a.totalScore,
          a.directScore,
          a.indirectScore,
          JSON.stringify(a.responses),
          a.at.getTime(),
        ).lastInsertRowid,
    );
    for (const p of r.pledges) {
      const by = p.resolvedBy === null ? null : r.attempts[p.resolvedBy]!;
      insertPledge.run(
        profileId,
        p.questionKey,
        p.betterAnswer,
        p.status,
        p.createdAt.getTime(),
        by ? by.at.getTime() : null,
        p.resolvedBy === null ? null : scoreIds[p.resolvedBy]!,
        p.litresSavedPerDay,
      );
    }
  }
  const existing = sqlite.prepare('select count(*) from meter_readings').pluck().get() as number;
  if (existing === 0) {
    for (const m of community.meterReadings) {
      insertReading.run(m.date, m.readingKl, m.occupiedFlats, m.residents);
    }
  } else {
    readingsNote = ` (the ${existing} meter readings already recorded were kept)`;
  }
  sqlite
    .prepare(
      'insert into settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value',
    )
    .run(
      MARKER,
      JSON.stringify({ seed, residents: count, today: today.toISOString().slice(0, 10) }),
    );
})();
// The demo's residents come without households: each flat's residents become one family (the
// migration's rule, docs/households.md), and the households of an earlier demo seed go.
sqlite
  .prepare(
    'delete from households where id not in (select household_id from profiles where household_id is not null)',
  )
  .run();
adoptHouseholds(database.db);
database.sqlite.close();

const attempts = community.residents.reduce((n, r) => n + r.attempts.length, 0);
const pledges = community.residents.reduce((n, r) => n + r.pledges.length, 0);
console.log(
  `Demo community written to ${database.path}: ${community.residents.length} residents, ${attempts} attempts, ${pledges} pledges, ${readingsNote ? 0 : community.meterReadings.length} meter readings${readingsNote} in ${Math.round(performance.now() - started)} ms.`,
);
console.log(
  `Residents sign in as demo.<n>@${DEMO_EMAIL_DOMAIN} with the password ${DEMO_PASSWORD}; the administrator as ${config.ADMIN_EMAIL}${config.ADMIN_PASSWORD_GENERATED ? ` with ${config.ADMIN_PASSWORD} (generated now: set ADMIN_PASSWORD to choose one)` : ''}.`,
);
