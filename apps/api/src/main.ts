import { openDatabase } from '@wf/db/client';
import { runMigrations } from '@wf/db/migrate';
import { seedAdmin } from '@wf/db/seed';
import { ConfigError, loadConfig } from './env.ts';
import { hashPassword } from './domain/passwords.ts';
import { deleteExpiredSessions } from './domain/sessions.ts';
import { buildServer } from './server.ts';

async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, synchronous: config.DB_SYNCHRONOUS });
  const migrated = runMigrations(database.db);
  const { app, deps, participantCode } = await buildServer({ config, database });
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
  deleteExpiredSessions(deps);
  const shutdown = async () => {
    await app.close();
    database.sqlite.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Water Footprint Tracker is running at http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
