// Litres, points and the plan's figures in words a ten-year-old can read, in the reader's language
// (namespace 'water'). Whole phrases come from the catalogue, never English pieces glued together,
// because Hindi puts the words in another order.
// And the water model's own names (namespace 'water-model'): categories by their key, and each
// action's title and "I will ..." pledge by its question and better answer. The package stays
// English-only; its English (the action, the pledge record, CATEGORY_LABELS) is what English
// readers see, and what any reader sees for a text the catalogue does not have.
// One module, so the screens that share it fetch one small chunk (the dashboard's budget); what
// only the plan's cards need is in plan-words.ts.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DirectCategoryKey, VirtualCategoryKey } from '@wf/scoring/water';
// The number alone, not the question table it comes from (the dashboard's budget).
import { TOTAL_SCORE_MAX } from '@wf/scoring';
import type { Language } from '@wf/scoring/language';
// The rounding alone, not the model: the dashboard shows litres without loading the factor table.
import { round } from '@wf/scoring/water/round';
import { currentLanguage } from '../../../i18n/i18n';
import { formatNumber, intlLocale } from '../../../i18n/format';

export type WaterT = TFunction<'water'>;

/** 1240 -> "1,240"; 4.26 -> "4.3": the model's display rounding (it keeps full precision). */
export function litres(value: number, language: Language = currentLanguage()): string {
  return formatNumber(round(value), { maximumFractionDigits: 1, language });
}

/** The highest total the spec's scoring can give (159). */
export const MAX_TOTAL_SCORE = TOTAL_SCORE_MAX;

/** "3 Nov": day and short month, the way people in India write dates (Hindi: "3 नव॰"). */
export function dayMonth(value: string | number | Date, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'en' ? 'en-GB' : intlLocale(language);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}

// A change smaller than half a litre a day is no change a family could notice.
const NOTICEABLE_LITRES = 0.5;

/** The phrases, for a `t` of the 'water' namespace and its language (pure: the unit tests use it). */
export function waterWords(t: WaterT, language: Language) {
  const number = (value: number) => litres(value, language);
  /** "about 520 litres" (and "about 1 litre"). */
  const aboutLitres = (value: number) => {
    const shown = number(value);
    return t('litres.about', { litres: shown, count: shown === number(1) ? 1 : 2 });
  };
  /** "about 520 litres a day" */
  const aDay = (value: number) => t('litres.aDay', { about: aboutLitres(value) });
  return {
    litres: number,
    aboutLitres,
    aDay,
    /** "92 of 159" */
    scoreOutOf: (total: number) => t('litres.scoreOutOf', { score: total, max: MAX_TOTAL_SCORE }),
    /** "up 24 since 3 Nov", "down 5 since 3 Nov", "the same as on 3 Nov". */
    pointsChange: (points: number, since: string | number | Date) => {
      const date = dayMonth(since, language);
      if (points > 0) return t('litres.pointsUp', { points, date });
      if (points < 0) return t('litres.pointsDown', { points: -points, date });
      return t('litres.pointsSame', { date });
    },
    /** "about 40 litres a day less than last time" (litresSaved > 0 is less water). */
    litresChange: (litresSaved: number) => {
      if (Math.abs(litresSaved) < NOTICEABLE_LITRES) return t('litres.sameAsLast');
      return litresSaved > 0
        ? t('litres.lessThanLast', { about: aboutLitres(litresSaved) })
        : t('litres.moreThanLast', { about: aboutLitres(-litresSaved) });
    },
  };
}

export type WaterWords = ReturnType<typeof waterWords>;

/** waterWords for a component, re-rendered in the new language when the reader switches. */
export function useWaterWords(): WaterWords {
  const { t } = useTranslation('water');
  return waterWords(t, currentLanguage());
}

/** "About 520 litres": a phrase that starts a sentence (English capitalises; Hindi has no case). */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type CategoryKey = DirectCategoryKey | VirtualCategoryKey;

/** One question's texts: the same for every better answer, or by better answer. */
interface ActionTexts {
  title?: string;
  titles?: Readonly<Record<string, string>>;
  pledge?: string;
  pledges?: Readonly<Record<string, string>>;
}

/** What names an action's texts: its question and the answer it moves to, and the English. */
export interface ActionNaming {
  questionKey: string;
  betterAnswer: string;
  title?: string;
  pledge: string;
}

export interface ModelTexts {
  category: (key: CategoryKey, english: string) => string;
  title: (action: ActionNaming & { title: string }) => string;
  pledge: (action: ActionNaming) => string;
}

type Actions = Readonly<Record<string, ActionTexts>>;

export function useModelTexts(): ModelTexts {
  const { t } = useTranslation('water-model');
  // An object in Hindi; in English (never registered) the key itself, so nothing is found.
  const found: unknown = t('actions', { returnObjects: true });
  const actions: Actions = typeof found === 'object' && found !== null ? (found as Actions) : {};
  const text = (part: 'title' | 'pledge', action: ActionNaming, english: string) => {
    const texts = actions[action.questionKey];
    return texts?.[`${part}s`]?.[action.betterAnswer] ?? texts?.[part] ?? english;
  };
  return {
    category: (key, fallback) => t(`categories.${key}`, { defaultValue: fallback }),
    title: (action) => text('title', action, action.title),
    pledge: (action) => text('pledge', action, action.pledge),
  };
}
