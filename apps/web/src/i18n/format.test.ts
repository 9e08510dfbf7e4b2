import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatShortDate } from './format';

const when = new Date(2025, 10, 21, 15, 4);

describe('formatting with Intl in the reader language', () => {
  it('keeps the English forms the screens had', () => {
    expect(formatDate(when, { language: 'en' })).toBe('Nov 21, 2025');
    expect(formatDateTime(when, { language: 'en', twoDigitHour: true })).toBe(
      'Nov 21, 2025, 03:04 PM',
    );
    expect(formatShortDate(when, { language: 'en' })).toBe('Nov 21');
    expect(formatNumber(1234.56, { language: 'en', maximumFractionDigits: 1 })).toBe('1,234.6');
  });

  it('writes Hindi dates and Indian digit grouping', () => {
    expect(formatDate(when, { language: 'hi' })).toBe(
      new Intl.DateTimeFormat('hi-IN', { month: 'short', day: 'numeric', year: 'numeric' }).format(
        when,
      ),
    );
    expect(formatDate(when, { language: 'hi' })).toMatch(/[\u0900-\u097f]/);
    expect(formatNumber(123456, { language: 'hi' })).toBe('1,23,456');
  });

  it('says the time of day in Hindi words, not Latin am/pm', () => {
    const shown = formatDateTime(when, { language: 'hi' });
    expect(shown).toContain('3:04');
    expect(shown).not.toMatch(/[A-Za-z]/);
  });

  it('leaves a blank for a value that is not a date', () => {
    expect(formatDate('not a date', { language: 'hi' })).toBe('');
  });

  it('follows the language the screens are in by default', () => {
    expect(formatDate(when)).toBe('Nov 21, 2025');
  });
});
