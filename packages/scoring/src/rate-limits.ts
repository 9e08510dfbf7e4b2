// What the API says when a limit is reached (HTTP 429): the reason, then how long to wait. The
// texts have one home so that the web app can show them in the reader's language
// (apps/web/src/i18n/messages.ts looks each sentence up in its "limits" catalogue).

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

/** The sentence after the reason: the wait in whole minutes, at least one. */
export function waitSentence(minutes: number): string {
  return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** waitSentence's sentence at the start of a text; its one group is the minutes. */
export const WAIT_SENTENCE = /^Please wait (\d+) minutes? and try again\./;
