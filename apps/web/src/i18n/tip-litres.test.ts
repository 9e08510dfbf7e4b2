// A leak is one figure everywhere (issue 27, item 4): every litre figure a tip, the kids' corner
// or the detective shows is the water model's (TIP_FIGURES of @wf/scoring), named in the texts
// and filled in as they show, never a number written into a catalogue.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '@wf/scoring';
import { TIP_FIGURES, litreFigures, withTipFigures } from '@wf/scoring/water/tip-figures';
import { FUN_FACTS, KIDS_TIPS } from '../content/kids';
import { WATER_FACTS } from '../content/tips';
import { flatten, variables } from './catalogue-check';
import type { Catalogue } from './catalogue-check';
import { questionsCatalogue } from './english/questions';

/** A 1 litre bottle is a measure the detective counts with, not a figure of water used. */
const MEASURES = new Set(['1']);

function catalogueTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const language of ['en', 'hi']) {
    const dir = new URL(`./locales/${language}/`, import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const catalogue = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Catalogue;
      for (const [key, text] of flatten(catalogue))
        texts.push([`${language}/${file}: ${key}`, text]);
    }
  }
  const english = questionsCatalogue();
  for (const [key, { tip }] of Object.entries(english.questions))
    texts.push([`en/questions (built): ${key}.tip`, tip]);
  for (const item of [...FUN_FACTS, ...KIDS_TIPS])
    texts.push([`content/kids: ${item.title}`, item.text]);
  return texts;
}

/** Texts that put a number of their own before "litres". */
function ownFigures(texts: readonly [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    litreFigures(text)
      .filter((n) => !MEASURES.has(n))
      .map((n) => `${where}: ${n}`),
  );
}

describe("the tips' litres", () => {
  it('are never written into a catalogue or the content: every one is a named model figure', () => {
    expect(ownFigures(catalogueTexts())).toEqual([]);
  });

  it('name only figures the model has', () => {
    const known = new Set(Object.keys(TIP_FIGURES));
    // The texts that carry tips: the questions' tips, the Tips screen's, the kids' corner's.
    const tipTexts = catalogueTexts().filter(([where]) =>
      /\.tip$|tips\.json: categories|kids\.json: corner\.(facts|tips)|content\/kids/.test(where),
    );
    expect(tipTexts.length).toBeGreaterThan(60);
    const named = tipTexts.flatMap(([where, text]) =>
      variables(text)
        .filter((v) => !known.has(v))
        .map((v) => `${where}: ${v}`),
    );
    expect(named).toEqual([]);
    // The leak tip in both languages names the model's leak.
    const tips = new Map(catalogueTexts());
    expect(tips.get('en/questions (built): q17_leakyFaucets.tip')).toContain('{{leak}}');
    expect(tips.get('hi/questions.json: questions.q17_leakyFaucets.tip')).toContain('{{leak}}');
    expect(withTipFigures(QUESTIONS.find((q) => q.key === 'q17_leakyFaucets')!.tip)).toContain(
      `${TIP_FIGURES.leak} litres`,
    );
  });

  it("beside the spec's gallons, a leak and a short shower are the model's figures", () => {
    expect(WATER_FACTS[1]).toMatchObject({ litres: TIP_FIGURES.leak, fromModel: true });
    expect(WATER_FACTS[2]).toMatchObject({
      litres: TIP_FIGURES.shower,
      fromModel: true,
    });
  });

  it('finds a figure written into a text (the check can fail)', () => {
    expect(
      ownFigures([
        ['tip', 'A dripping tap wastes about 75 litres a day.'],
        ['hindi', 'टपकता नल रोज़ लगभग 75 लीटर पानी बर्बाद करता है।'],
        ['bottle', 'Fill a 1 litre bottle.'],
        ['named', 'about {{leak}} litres a day'],
      ]),
    ).toEqual(['tip: 75', 'hindi: 75']);
  });
});
