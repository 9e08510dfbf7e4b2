import { describe, expect, it } from 'vitest';
import { i18n, loadNamespace } from '../../../i18n/i18n';
import hindi from '../../../i18n/locales/hi/water.json';
import { actionWords } from './plan-words';
import { dayMonth, litres, waterWords } from './words';

const since = '2026-11-03T10:00:00.000Z';

describe('litres and dates of the water screens', () => {
  it('rounds as the model does for display, with en-US digits in English', () => {
    expect(litres(4.26, 'en')).toBe('4.3');
    expect(litres(829.4, 'en')).toBe('829');
    expect(litres(1244, 'en')).toBe('1,240');
    expect(litres(123456, 'hi')).toBe('1,23,460');
  });

  it('writes the day before the month', () => {
    expect(dayMonth(since, 'en')).toBe('3 Nov');
    expect(dayMonth(since, 'hi')).toMatch(/^3 नव/);
    expect(dayMonth('not a date', 'en')).toBe('');
  });
});

describe('litres and points in words', () => {
  it('in English, as the screens always wrote them', async () => {
    await loadNamespace('water');
    const words = waterWords(i18n.getFixedT('en', 'water'), 'en');
    expect(words.aboutLitres(1)).toBe('about 1 litre');
    expect(words.aboutLitres(40.2)).toBe('about 40 litres');
    expect(words.aDay(1244)).toBe('about 1,240 litres a day');
    expect(words.scoreOutOf(92)).toBe('92 of 159');
    expect(words.pointsChange(24, since)).toBe('up 24 since 3 Nov');
    expect(words.pointsChange(-5, since)).toBe('down 5 since 3 Nov');
    expect(words.pointsChange(0, since)).toBe('the same as on 3 Nov');
    expect(words.litresChange(40.4)).toBe('about 40 litres a day less than last time');
    expect(words.litresChange(-12)).toBe('about 12 litres a day more than last time');
    expect(words.litresChange(0.2)).toBe('about the same water as last time');
    const plan = actionWords(i18n.getFixedT('en', 'water'), words);
    const figures = { virtualLitresSavedPerDay: 0, kind: 'habit' } as const;
    expect(plan.saves({ ...figures, litresSavedPerDay: 30, pointsGained: 2 })).toBe(
      'Saves about 30 litres a day',
    );
    expect(plan.saves({ ...figures, litresSavedPerDay: 0, pointsGained: 2 })).toBe(
      'Helps you learn about water',
    );
    expect(plan.points(1)).toBe('+1 point');
    expect(plan.points(-3)).toBe('−3 points');
    expect(plan.points(0)).toBe('no change in points');
  });

  it('in Hindi, with Indian digit groups', () => {
    i18n.addResourceBundle('hi', 'water', hindi, true, true);
    const words = waterWords(i18n.getFixedT('hi', 'water'), 'hi');
    expect(words.aDay(123456)).toBe('रोज़ लगभग 1,23,460 लीटर');
    expect(words.scoreOutOf(92)).toBe('159 में से 92');
    expect(words.litresChange(40.4)).toBe('पिछली बार से रोज़ लगभग 40 लीटर कम');
    expect(actionWords(i18n.getFixedT('hi', 'water'), words).points(2)).toBe('+2 अंक');
  });
});
