import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FACTORS } from './factors';
import { renderFactorTables } from './factor-table';

const DOC = fileURLToPath(new URL('../../../../docs/water-model.md', import.meta.url));
const START = '<!-- factor-table:start (generated from packages/scoring/src/water/factors.ts) -->';
const END = '<!-- factor-table:end -->';

function block(doc: string): string {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/water-model.md lacks the ${START} markers`);
  return doc.slice(from + START.length, to).trim();
}

describe('docs/water-model.md', () => {
  // Regenerate with: WRITE_WATER_DOC=1 pnpm --filter @wf/scoring exec vitest run src/water/doc.test.ts
  if (process.env.WRITE_WATER_DOC === '1') {
    const doc = readFileSync(DOC, 'utf8');
    const from = doc.indexOf(START) + START.length;
    writeFileSync(
      DOC,
      `${doc.slice(0, from)}\n\n${renderFactorTables()}\n\n${doc.slice(doc.indexOf(END))}`,
    );
  }

  it('prints the factor table exactly as the code reads it', () => {
    expect(block(readFileSync(DOC, 'utf8'))).toBe(renderFactorTables());
  });

  it('names a source for every factor', () => {
    for (const f of FACTORS) expect(f.source.trim(), f.id).not.toBe('');
    const doc = block(readFileSync(DOC, 'utf8'));
    for (const f of FACTORS) expect(doc, f.id).toContain(`\`${f.id}\``);
  });
});
