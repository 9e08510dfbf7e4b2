// `pnpm db:backup <file>`: an online, consistent copy of the database while the server runs
// (SQLite's backup API). Schedule it with cron: see docs/operations.md.
import { existsSync } from 'node:fs';
import { databaseFile, argumentFile, loadBackupModule } from './db-files.mjs';

const destination = argumentFile(
  'Usage: pnpm db:backup <backup-file>   (DATABASE_URL names the database)',
);
const source = databaseFile();
if (!existsSync(source)) {
  console.error(`Backup failed: there is no database at ${source} (set DATABASE_URL).`);
  process.exit(1);
}
try {
  const { backupDatabase } = await loadBackupModule();
  const result = await backupDatabase(source, destination);
  console.log(
    `Backed up ${source}\n       to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, ${result.pages} pages, ${result.milliseconds} ms); integrity_check ok.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
