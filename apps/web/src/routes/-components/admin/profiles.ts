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

export type ProfileActivity = RouterOutputs['organiser']['profileActivity'][number];
export type SortKey = 'latestScore' | 'attempts' | 'lastAttemptAt';
export interface SortState {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

/** The next sort after a header click: a new column starts highest first, a second click flips. */
export function nextSort(current: SortState | null, key: SortKey): SortState {
  if (current?.key !== key) return { key, direction: 'descending' };
  return { key, direction: current.direction === 'descending' ? 'ascending' : 'descending' };
}

/**
 * Profiles in the sort's order; those without the figure (no attempt yet, or not loaded) go last
 * either way, and ties keep the list's own order (newest first).
 */
export function sortProfiles(
  profiles: readonly AdminProfile[],
  activity: ReadonlyMap<number, ProfileActivity> | undefined,
  sort: SortState | null,
): readonly AdminProfile[] {
  if (!sort || !activity) return profiles;
  const value = (p: AdminProfile): number | null => {
    const a = activity.get(p.id);
    if (!a) return null;
    if (sort.key === 'attempts') return a.attempts;
    if (sort.key === 'latestScore') return a.latestScore;
    return a.lastAttemptAt === null ? null : Date.parse(a.lastAttemptAt);
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return profiles
    .map((p, index) => ({ p, index, v: value(p) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) {
        return a.v === b.v ? a.index - b.index : a.v === null ? 1 : -1;
      }
      return (a.v - b.v) * sign || a.index - b.index;
    })
    .map((x) => x.p);
}
