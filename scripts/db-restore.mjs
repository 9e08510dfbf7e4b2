// `pnpm db:restore <file>`: puts a backup back as the database. Stop the server first: a
// database that is open anywhere is refused. The replaced files are kept beside it.
import { databaseFile, argumentFile, loadBackupModule } from './db-files.mjs';

const backup = argumentFile(
  'Usage: pnpm db:restore <backup-file>   (DATABASE_URL names the database)',
);
const target = databaseFile();
try {
  const { restoreDatabase } = await loadBackupModule();
  const result = await restoreDatabase(backup, target);
  console.log(`Restored ${backup}\n      as ${result.file}; integrity_check ok.`);
  if (result.previous) console.log(`The database it replaced is kept as ${result.previous}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
