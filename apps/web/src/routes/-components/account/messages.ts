// Texts of the account-security sections of /edit-profile (issue 14). Not in the spec; they
// follow its plain tone.
export const ACCOUNT_MESSAGES = {
  passwordsDiffer: 'Passwords do not match',
  changeFailed: 'Your password could not be changed. Please try again.',
  sessionsFailed: 'Your sessions could not be loaded.',
  logoutFailed: 'The other devices could not be signed out. Please try again.',
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

/** Said after a password change; the server ends every other session of the account. */
export function passwordChangedMessage(endedSessions: number): string {
  const others =
    endedSessions === 0
      ? 'No other device was signed in.'
      : endedSessions === 1
        ? 'Your other device was signed out.'
        : `Your ${endedSessions} other devices were signed out.`;
  return `Your password has been changed. ${others}`;
}

/** Said after "Log out everywhere else". */
export function othersSignedOutMessage(ended: number): string {
  if (ended === 0) return 'No other device was signed in.';
  return ended === 1
    ? '1 other device was signed out. This device stays signed in.'
    : `${ended} other devices were signed out. This device stays signed in.`;
}
