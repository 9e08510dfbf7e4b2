import { describe, expect, it } from 'vitest';
import { keyBytes, pushProblem } from './push';
import { calendarDay } from '../routes/-components/reminders/calendar-day';

describe('push helpers', () => {
  it('reads a VAPID key written base64url without padding as its bytes', () => {
    // 65 bytes, as a P-256 public key is: base64url of 0x04 then 64 bytes 0..63.
    const bytes = Uint8Array.from([4, ...Array.from({ length: 64 }, (_, i) => i)]);
    const base64url = Buffer.from(bytes).toString('base64url');
    expect(base64url).not.toContain('=');
    expect([...keyBytes(base64url)]).toEqual([...bytes]);
    // '-' and '_' are base64's '+' and '/'.
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('says a place without a window, service worker or push cannot show notifications', () => {
    expect(pushProblem('key')).toBe('unsupported');
  });
});

describe('calendarDay', () => {
  it('writes the day the server meant, whatever the browser’s zone', () => {
    expect(calendarDay('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(calendarDay('2026-01-31', 'en')).toBe('Jan 31, 2026');
    expect(calendarDay('not a day', 'en')).toBe('');
  });
});
