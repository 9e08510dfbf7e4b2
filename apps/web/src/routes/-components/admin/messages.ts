// The administrator's on-screen messages (spec section 8, Admin) and how long they stay
// (section 9). Texts the spec does not give (CSV failures, a failed migration, a cancelled
// export) follow the same pattern and are recorded in docs/decisions.md.
import { TRPCClientError } from '@trpc/client';
import { errorCode, serverMessage } from '../../../lib/errors';

/** How long an admin message stays on screen. */
export const MESSAGE_MS = 3000;
/** ... for the questionnaire-responses export and the legacy migration. */
export const LONG_MESSAGE_MS = 5000;

export const ADMIN_MESSAGES = {
  scoresExported: 'Participant scores exported successfully!',
  scoresFailed: 'Error exporting participant scores. Please try again.',
  responsesExported: 'Questionnaire responses exported successfully!',
  responsesFailed: 'Error exporting questionnaire responses. Please try again.',
  reportGenerated: 'PDF report generated successfully!',
  reportFailed: 'Error generating PDF. Please try again.',
  individualGenerated: (name: string) =>
    `Individual PDF report for ${name} generated successfully!`,
  individualFailed: 'Error generating individual PDF. Please try again.',
  exportCancelled: 'Export cancelled.',
  communityGenerated: 'Community report generated successfully!',
  communityFailed: 'Error generating the community report. Please try again.',
  meterExported: 'Meter readings exported successfully!',
  meterFailed: 'Error exporting meter readings. Please try again.',
  migrated: (n: number) =>
    `Data migration completed! ${n} legacy entries updated. Legacy data will now show "Legacy Data - Individual responses not available" in exports.`,
  migrationFailed: 'Error migrating legacy data. Please try again.',
  deleted: (name: string) => `Profile "${name}" has been deleted successfully.`,
  deleteFailed: (serverError: string) => `Error deleting profile: ${serverError}`,
  deleteNetworkFailed: 'Error deleting profile. Please try again.',
  listFailed: 'Profiles could not be loaded. Use Refresh to try again.',
} as const;

/**
 * Spec section 8: a delete the server refused shows the server's error; a delete that never got
 * an answer (network failure) shows the generic message.
 */
export function deleteFailureMessage(error: unknown): string {
  const answered = error instanceof TRPCClientError && errorCode(error) !== undefined;
  const message = serverMessage(error);
  return answered && message
    ? ADMIN_MESSAGES.deleteFailed(message)
    : ADMIN_MESSAGES.deleteNetworkFailed;
}
