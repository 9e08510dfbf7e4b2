// The browser tests drive Debian's chromium (no browser download is possible here). When it is
// missing and we may install system packages (root with apt-get), install it; otherwise explain.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canApt = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (!canApt) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing chromium for the browser tests (apt-get)…');
  for (const args of [
    ['update'],
    ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
  ]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
