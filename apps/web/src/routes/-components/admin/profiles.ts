import { formatDateTime } from '../../../lib/format';
import type { RouterOutputs } from '../../../lib/trpc';

export type AdminProfile = RouterOutputs['admin']['listProfiles']['users'][number];

/** Rows shown at first and added by each 'Show more' (thousands of residents stay quick). */
export const PAGE_SIZE = 100;

/** Spec section 9: en-US, short month, with hour and minute ("Nov 21, 2025, 03:04 PM"). */
export function formatCreated(value: string): string {
  return formatDateTime(value, { twoDigitHour: true, language: 'en' });
}

export interface ProfileStats {
  total: number;
  active: number;
}

/** Total Profiles counts every profile; Active Profiles leaves the administrator out. */
export function profileStats(profiles: readonly AdminProfile[]): ProfileStats {
  return {
    total: profiles.length,
    active: profiles.filter((p) => !p.isAdmin).length,
  };
}

/** formatCreated split into date and time ("Nov 21, 2025," and "03:04 PM"), for line breaking. */
export function splitCreated(text: string): [string, string] {
  const at = text.lastIndexOf(', ');
  return at < 0 ? [text, ''] : [text.slice(0, at + 1), text.slice(at + 2)];
}
