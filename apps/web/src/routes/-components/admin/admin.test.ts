import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, formatBytes } from './download';
import { ADMIN_MESSAGES, LONG_MESSAGE_MS, MESSAGE_MS, deleteFailureMessage } from './messages';
import { matchesProfileSearch as matchesSearch } from '@wf/scoring/admin-search';
import { formatCreated, profileStats, splitCreated } from './profiles';
import type { AdminProfile } from './profiles';

function profile(over: Partial<AdminProfile>): AdminProfile {
  return {
    id: 1,
    profileName: 'Asha Rao',
    profile_name: 'Asha Rao',
    email: 'asha@example.com',
    apartment: 'B-12',
    apartmentCommunityName: 'Green Valley',
    apartment_community_name: 'Green Valley',
    isAdmin: false,
    waterScore: 0,
    directWaterScore: 0,
    indirectWaterScore: 0,
    createdAt: '2025-11-21T15:04:00.000Z',
    latestScore: null,
    ...over,
  };
}

describe('admin messages (spec sections 8 and 9)', () => {
  it('keeps the spec texts and durations', () => {
    expect(MESSAGE_MS).toBe(3000);
    expect(LONG_MESSAGE_MS).toBe(5000);
    expect(ADMIN_MESSAGES.deleted('Asha')).toBe('Profile "Asha" has been deleted successfully.');
    expect(ADMIN_MESSAGES.individualGenerated('Asha')).toBe(
      'Individual PDF report for Asha generated successfully!',
    );
    expect(ADMIN_MESSAGES.migrated(4)).toBe(
      'Data migration completed! 4 legacy entries updated. Legacy data will now show "Legacy Data - Individual responses not available" in exports.',
    );
  });

  it('shows the server error of a refused delete, the generic text for a network failure', () => {
    const refused = new TRPCClientError('Profile not found', {
      result: {
        error: { message: 'Profile not found', code: -32004, data: { code: 'NOT_FOUND' } },
      },
    });
    expect(deleteFailureMessage(refused)).toBe('Error deleting profile: Profile not found');
    expect(deleteFailureMessage(new TRPCClientError('Failed to fetch'))).toBe(
      'Error deleting profile. Please try again.',
    );
    expect(deleteFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Error deleting profile. Please try again.',
    );
  });
});

describe('profiles', () => {
  it('searches name, email and community, ignoring case', () => {
    const p = profile({});
    expect(matchesSearch(p, 'ASHA')).toBe(true);
    expect(matchesSearch(p, 'EXAMPLE.COM')).toBe(true);
    expect(matchesSearch(p, 'valley')).toBe(true);
    expect(matchesSearch(p, 'B-12')).toBe(false); // the apartment is not searched
    expect(matchesSearch(p, '  ')).toBe(true);
    expect(matchesSearch(profile({ profileName: 'Émile' }), 'émile')).toBe(true);
  });

  it('counts every profile as total and residents as active', () => {
    expect(profileStats([profile({ isAdmin: true }), profile({ id: 2 })])).toEqual({
      total: 2,
      active: 1,
    });
  });

  it('formats the created date in en-US with a short month, hour and minute', () => {
    const text = formatCreated('2025-11-21T15:04:00.000Z');
    expect(text).toMatch(/^Nov 2\d, 2025, \d\d:\d\d [AP]M$/);
    expect(formatCreated('not a date')).toBe('');
    expect(splitCreated('Nov 21, 2025, 03:04 PM')).toEqual(['Nov 21, 2025,', '03:04 PM']);
    expect(splitCreated('')).toEqual(['', '']);
  });
});

describe('downloads', () => {
  it('reads the file name of a Content-Disposition header', async () => {
    expect(
      await fileNameFromDisposition(
        `attachment; filename="Emile_report_2025-11-21.pdf"; filename*=UTF-8''%C3%89mile_report_2025-11-21.pdf`,
      ),
    ).toBe('Émile_report_2025-11-21.pdf');
    expect(
      await fileNameFromDisposition('attachment; filename="participant_scores_2025-11-21.csv"'),
    ).toBe('participant_scores_2025-11-21.csv');
    expect(await fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(await fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(await fileNameFromDisposition(null)).toBeUndefined();
    expect(await fileNameFromDisposition('attachment')).toBeUndefined();
  });

  it('formats byte counts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 * 1024)).toBe('12 MB');
  });
});
