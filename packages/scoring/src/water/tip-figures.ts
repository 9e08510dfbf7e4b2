// The figures the tips quote, and their one home (issue 27, item 4: "a leak is one figure
// everywhere"). The factor table (factors.ts) takes these constants for its rows, with their
// sources, and every tip in litres (the questionnaire's tips, the Tips screen, the kids' corner)
// quotes TIP_FIGURES, built from the same constants. No import: the Tips screen and the
// questions load this alone, without the factor table.

/** A tap dripping once a second, litres a day (energy.gov): the model's leak left unfixed. */
export const LEAK_LITRES_PER_DAY = 32;
/** A standard bathtub filled to the overflow, litres. */
export const BATHTUB_LITRES = 160;
/** The model's shower flow, litres a minute. */
export const SHOWER_LITRES_PER_MINUTE = 6.5;
/** Virtual water of cotton fabric, litres a kilogram. */
export const COTTON_LITRES_PER_KG = 10000;
/** A cotton T-shirt, kilograms: the lightest piece of clothing of the factor table. */
export const T_SHIRT_KG = 0.25;
/** Virtual water of the coffee in one cup, litres (the high end of the model's cup of tea). */
export const COFFEE_CUP_LITRES = 132;

/** The short shower the tips name ("Try a 5-minute shower"), in minutes. */
const SHORT_SHOWER_MINUTES = 5;

/** A figure as a person reads it: whole, to the nearest 10 from 100, with thousands separated. */
function spoken(value: number): string {
  const rounded = value >= 100 ? Math.round(value / 10) * 10 : Math.round(value);
  return rounded.toLocaleString('en-US');
}

/**
 * Every figure a tip quotes, as text ("2,500"), by name. The English tips are written with them;
 * the Hindi ones interpolate the same names ({{leak}}), so no catalogue holds a
 * number of its own (apps/web's tip-litres test fails on one).
 */
export const TIP_FIGURES = {
  /** Litres a day from a tap dripping once a second. */
  leak: spoken(LEAK_LITRES_PER_DAY),
  /** Litres a 5-minute shower uses. */
  shower: spoken(SHORT_SHOWER_MINUTES * SHOWER_LITRES_PER_MINUTE),
  /** How many 5-minute showers a full bathtub holds. */
  tub: spoken(BATHTUB_LITRES / (SHORT_SHOWER_MINUTES * SHOWER_LITRES_PER_MINUTE)),
  /** Litres of water to make one cotton T-shirt. */
  tShirt: spoken(T_SHIRT_KG * COTTON_LITRES_PER_KG),
  /** Litres of water to grow the coffee of one cup. */
  coffee: spoken(COFFEE_CUP_LITRES),
} as const;

export type TipFigure = keyof typeof TIP_FIGURES;

/**
 * Every number a text puts before "litres" (or the Hindi "लीटर"), as written ("2,500"): the
 * tests find with it a tip that quotes a figure of its own instead of TIP_FIGURES.
 */
export function litreFigures(text: string): string[] {
  return [...text.matchAll(/(\d[\d,.]*)\s*(?:litres?|लीटर)/giu)].map((m) => m[1]!);
}

/**
 * A text naming tip figures ("about {{leak}} litres") with the figures filled in,
 * as i18next fills them for the web. Throws on a name TIP_FIGURES does not have: a typo in a
 * tip is a bug, not a blank.
 */
export function withTipFigures(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!Object.hasOwn(TIP_FIGURES, name)) throw new Error(`no tip figure named ${name}`);
    return TIP_FIGURES[name as TipFigure];
  });
}
