// Shared by `pnpm db:backup` and `pnpm db:restore`: which database file, and the TypeScript
// backup module loaded through tsx (installed with the API), so the scripts need no build.
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');

/**
 * The server's database: DATABASE_URL with the same default. A relative path is taken from the
 * repository root, where `npm start` runs the server (and where `pnpm dev` points it).
 */
export function databaseFile() {
  const url = process.env.DATABASE_URL ?? 'file:./data/water-footprint.db';
  const path = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (path === ':memory:' || path === '') throw new Error('DATABASE_URL names no file to back up');
  return isAbsolute(path) ? path : resolve(root, path);
}

/** A file named on the command line, relative to where the command was typed. */
export function argumentFile(usage) {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    console.error(usage);
    process.exit(2);
  }
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export async function loadBackupModule() {
  const requireFromApi = createRequire(join(root, 'apps', 'api', 'package.json'));
  const api = requireFromApi
    .resolve('tsx/package.json')
    .replace(/package\.json$/, 'dist/esm/api/index.mjs');
  const { tsImport } = await import(pathToFileURL(api).href);
  return tsImport(
    pathToFileURL(join(root, 'packages', 'db', 'src', 'backup.ts')).href,
    import.meta.url,
  );
}
