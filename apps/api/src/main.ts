import cluster from 'node:cluster';
import { openDatabase } from '@wf/db/client';
import { runMigrations } from '@wf/db/migrate';
import { seedAdmin } from '@wf/db/seed';
import { ConfigError, loadConfig, type Config } from './env.ts';
import { hashPassword } from './domain/passwords.ts';
import { jobs, startSchedule } from './domain/schedule.ts';
import { buildServer } from './server.ts';
import { runPrimary } from './workers.ts';

const open = (config: Config) =>
  openDatabase({ url: config.DATABASE_URL, synchronous: config.DB_SYNCHRONOUS });

/**
 * What happens once per start, before any request: migrations, the administrator, the
 * participant code (each printed once when generated). With WORKERS > 1 only the primary
 * process does it, so that nothing is generated, printed or migrated twice.
 */
async function prepare(config: Config) {
  const database = open(config);
  const migrated = runMigrations(database.db);
  const built = await buildServer({ config, database });
  const { app, participantCode } = built;
  if (participantCode.generated) {
    // Printed once, like the administrator's password: later starts find it stored. The
    // administrator can read and change it in /admin.
    console.log(
      `\n  Participant code (shown once): ${participantCode.generated}\n  Residents enter it at signup. Set PARTICIPANT_CODE to choose one, or change it in /admin.\n`,
    );
  }
  if (migrated.rekeyed > 0)
    app.log.info({ rekeyed: migrated.rekeyed }, 'Profile-name keys updated');
  if (migrated.householdsCreated > 0)
    app.log.info({ households: migrated.householdsCreated }, 'Households given to residents');
  for (const clash of migrated.clashes) {
    // Two profiles whose names now fold alike: both keep working; one of them should be renamed.
    app.log.warn(clash, 'Profile name matches another profile once case is ignored');
  }
  const seeded = await seedAdmin(database.db, {
    profileName: config.ADMIN_PROFILE_NAME,
    email: config.ADMIN_EMAIL,
    passwordHash: () => hashPassword(config.ADMIN_PASSWORD),
  });
  if (seeded.created) {
    app.log.info(
      { email: config.ADMIN_EMAIL, profileName: config.ADMIN_PROFILE_NAME },
      'Administrator created',
    );
    if (config.ADMIN_PASSWORD_GENERATED) {
      // Printed once: the next start finds the administrator and generates nothing.
      console.log(
        `\n  Administrator password (shown once): ${config.ADMIN_PASSWORD}\n  Log in as ${config.ADMIN_EMAIL}, or set ADMIN_PASSWORD before the first start.\n`,
      );
    }
  }
  return { ...built, database };
}

/** Takes requests until SIGTERM or SIGINT, then finishes the open ones and closes the file. */
async function serve(config: Config, built: Awaited<ReturnType<typeof prepare>>) {
  const { app, deps, database } = built;
  const stopSchedule = startSchedule(database.sqlite, jobs(deps), (err, job) =>
    app.log.error({ err, job }, 'Scheduled job failed'),
  );
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    stopSchedule();
    await app.close();
    database.sqlite.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) {
    // A worker: the primary has prepared the file; this process only serves.
    const database = open(config);
    await serve(config, { ...(await buildServer({ config, database })), database });
    return;
  }
  const prepared = await prepare(config);
  if (config.WORKERS === 1) {
    await serve(config, prepared);
    console.log(`Water Footprint Tracker is running at http://localhost:${config.PORT}`);
    return;
  }
  if (prepared.database.path === ':memory:') {
    throw new ConfigError('WORKERS above 1 needs a database file: set DATABASE_URL to a file.');
  }
  await prepared.app.close();
  prepared.database.sqlite.close();
  await runPrimary(config.WORKERS, prepared.app.log);
  console.log(
    `Water Footprint Tracker is running at http://localhost:${config.PORT} (${config.WORKERS} worker processes)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
