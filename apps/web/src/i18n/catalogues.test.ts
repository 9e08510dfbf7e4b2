import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@wf/scoring/language';
import { catalogueDifferences, flatten } from './catalogue-check';
import type { Catalogue } from './catalogue-check';
import { NAMESPACES, en, onDemand } from './resources';
import type { Namespace } from './resources';

const dir = (language: string) => new URL(`./locales/${language}/`, import.meta.url);
/** Hindi catalogues kept in a package rather than ./locales/hi (hindi.ts says why). */
const ELSEWHERE: Record<string, Record<string, URL>> = {
  hi: {
    'water-model': new URL('../../../../packages/scoring/src/water/hindi.json', import.meta.url),
  },
};
const namespaces = (language: string) =>
  [
    ...readdirSync(dir(language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length)),
    ...Object.keys(ELSEWHERE[language] ?? {}),
  ].sort();
const read = (language: string, ns: string) =>
  JSON.parse(
    readFileSync(ELSEWHERE[language]?.[ns] ?? new URL(`${ns}.json`, dir(language)), 'utf8'),
  ) as Catalogue;

/** A namespace's English as the app registers it: a JSON file, or built from @wf/scoring. */
async function english(ns: Namespace): Promise<Catalogue> {
  if (ns in en) return en[ns as keyof typeof en] as Catalogue;
  return (await onDemand[ns as keyof typeof onDemand]()) as Catalogue;
}

describe('the English and Hindi catalogues', () => {
  it('have the same namespaces, each listed in resources.ts', () => {
    expect([...NAMESPACES].sort()).toEqual(namespaces('hi'));
    // Some English namespaces have no file: @wf/scoring writes them (./english).
    for (const ns of namespaces('en')) expect(NAMESPACES).toContain(ns);
  });

  it.each(namespaces('hi'))('%s: same keys and the same {{variables}} in both', async (ns) => {
    const base = await english(ns as Namespace);
    expect(catalogueDifferences(ns, base, read('hi', ns))).toEqual([]);
  });

  it('use only the plural forms each language has in Intl', async () => {
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const ns of namespaces('hi'))
        for (const key of flatten(
          language === 'hi' ? read(language, ns) : await english(ns as Namespace),
        ).keys()) {
          const suffix = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
          if (suffix) expect(categories, `${language}/${ns}: ${key}`).toContain(suffix);
        }
    }
  });
});

describe('the catalogue check', () => {
  it('reports a key missing on either side', () => {
    expect(
      catalogueDifferences('demo', { a: 'A', nested: { b: 'B' } }, { a: 'अ', extra: 'x' }),
    ).toEqual(['demo: "nested.b" is missing in hi', 'demo: "extra" is missing in en']);
  });

  it('reports an interpolation variable that differs', () => {
    expect(
      catalogueDifferences('demo', { n: '{{count}} litres' }, { n: '{{litres}} लीटर' }),
    ).toEqual(['demo: "n" uses {{count}} in en but {{litres}} in hi']);
  });

  it('reports an empty text', () => {
    expect(catalogueDifferences('demo', { a: 'A' }, { a: ' ' })).toEqual([
      'demo: "a" is empty in one language',
    ]);
  });

  it('accepts matching catalogues', () => {
    expect(catalogueDifferences('demo', { n: '{{count}} left' }, { n: '{{ count }} बचे' })).toEqual(
      [],
    );
  });
});
