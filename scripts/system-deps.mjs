// The tests use two programs from Debian: chromium (the browser tests drive it; no browser
// download is possible here) and poppler's pdftotext (the PDF tests read Devanagari back with it:
// it honours /ActualText, which pdf.js ignores). When one is missing and we may install system
// packages (root with apt-get), install it; otherwise explain.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const hasPdftotext = () => spawnSync('pdftotext', ['-v']).status === 0;

export function ensureSystemDeps() {
  const packages = [];
  if (!existsSync(CHROMIUM)) packages.push('chromium', 'fonts-dejavu-core');
  if (!hasPdftotext()) packages.push('poppler-utils');
  if (packages.length === 0) return;
  const canApt = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (!canApt) {
    console.error(
      `The tests need ${packages.join(', ')} (Debian: apt-get install ${packages.join(' ')}); for Chromium elsewhere set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} for the tests (apt-get)…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
