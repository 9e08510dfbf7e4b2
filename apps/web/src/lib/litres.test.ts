import { describe, expect, it } from 'vitest';
import { aboutLitres, dayMonth, litres, litresChange, pointsChange, scoreOutOf } from './litres';

describe('litres in words', () => {
  it('rounds as the model does for display, with en-US digits', () => {
    expect(litres(4.26)).toBe('4.3');
    expect(litres(829.4)).toBe('829');
    expect(litres(1244)).toBe('1,240');
    expect(aboutLitres(1)).toBe('about 1 litre');
    expect(aboutLitres(40.2)).toBe('about 40 litres');
  });

  it('reads points out of the highest total, and the change since a date', () => {
    expect(scoreOutOf(92)).toBe('92 of 159');
    const since = '2026-11-03T10:00:00.000Z';
    expect(dayMonth(since)).toBe('3 Nov');
    expect(pointsChange(24, since)).toBe('up 24 since 3 Nov');
    expect(pointsChange(-5, since)).toBe('down 5 since 3 Nov');
    expect(pointsChange(0, since)).toBe('the same as on 3 Nov');
  });

  it('says less, more, or about the same water as last time', () => {
    expect(litresChange(40.4)).toBe('about 40 litres a day less than last time');
    expect(litresChange(-12)).toBe('about 12 litres a day more than last time');
    expect(litresChange(0.2)).toBe('about the same water as last time');
  });
});
