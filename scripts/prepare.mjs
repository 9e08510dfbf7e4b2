// The shared preparation of `npm start` and `npm test`: a fresh machine has only Node.js and npm,
// so this obtains the pinned pnpm, installs the workspace (better-sqlite3 compiles from source)
// and builds every package through turbo.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, chmodSync, readFileSync } from 'node:fs';
import { dirname, join, delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    env: process.env,
    ...options,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

function has(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { stdio: 'ignore', env: process.env });
  return r.status === 0;
}

/** Puts a `pnpm` of the pinned version on PATH: corepack when Node ships it, npx otherwise. */
function ensurePnpm() {
  const pin = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
  const version = pin.split('@')[1].split('+')[0];
  const bin = join(root, '.corepack-bin');
  process.env.PATH = `${bin}${delimiter}${process.env.PATH}`;
  process.env.COREPACK_ENABLE_DOWNLOAD_PROMPT = '0';
  process.env.COREPACK_ENABLE_STRICT = '0';
  if (existsSync(join(bin, 'pnpm')) && has('pnpm')) return;
  mkdirSync(bin, { recursive: true });
  if (has('corepack')) {
    run('corepack', ['enable', '--install-directory', bin, 'pnpm']);
  } else {
    const shim = join(bin, 'pnpm');
    writeFileSync(shim, `#!/bin/sh\nexec npx --yes pnpm@${version} "$@"\n`);
    chmodSync(shim, 0o755);
  }
  if (!has('pnpm')) {
    console.error('Could not obtain pnpm through corepack or npx.');
    process.exit(1);
  }
}

export function prepare({ build = true } = {}) {
  // node-gyp finds Node's headers here only through nodedir (no download of headers is possible).
  if (!process.env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) {
    process.env.npm_config_nodedir = '/usr';
  }
  process.env.TURBO_TELEMETRY_DISABLED = '1';
  process.env.DO_NOT_TRACK = '1';
  ensurePnpm();
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run('pnpm', ['install', ...frozen, '--reporter=append-only']);
  if (build) run('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}
