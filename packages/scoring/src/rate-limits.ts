// What the API says when a limit is reached (HTTP 429): the reason, then how long to wait. The
// texts have one home: the web's English "limits" catalogue is these objects, and a refusal
// carries its reason's key and minutes (./error-reasons.ts) for the web to say it in Hindi.

/** Questionnaire attempts a resident may save in an hour: one a minute, far above honest use (one takes minutes). */
export const SUBMISSIONS_PER_HOUR = 60;

/** The reason, the first sentence of a refusal. */
export const LIMIT_MESSAGES = {
  signups: 'Too many signups from this network.',
  participantCodes: 'Too many wrong participant codes.',
  logins: 'Too many failed login attempts.',
  resetRequests: 'Too many password reset requests.',
  resetMailSent:
    'A password reset link was sent to this email a moment ago: please check your mail.',
  currentPasswords: 'Too many wrong current passwords.',
  submissions: `You can save at most ${SUBMISSIONS_PER_HOUR} questionnaire attempts an hour.`,
} as const;

/**
 * The sentence after the reason, by plural form (i18next's: `{{count}}` is the minutes). The web's
 * English "limits" catalogue is these objects (apps/web/src/i18n/english/limits.ts).
 */
export const WAIT_SENTENCES = {
  wait_one: 'Please wait {{count}} minute and try again.',
  wait_other: 'Please wait {{count}} minutes and try again.',
} as const;

/** The sentence after the reason: the wait in whole minutes, at least one. */
export function waitSentence(minutes: number): string {
  const form = minutes === 1 ? WAIT_SENTENCES.wait_one : WAIT_SENTENCES.wait_other;
  return form.replace('{{count}}', String(minutes));
}

/** The whole minutes a refusal names for a wait of this many seconds (at least one). */
export function waitMinutes(waitSeconds: number): number {
  return Math.max(1, Math.ceil(waitSeconds / 60));
}
