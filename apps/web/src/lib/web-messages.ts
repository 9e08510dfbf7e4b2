// The web's own English messages (spec section 8's about its flows, and the reset screen's), their
// one home: the code uses them as they are, and the "messages" catalogue's English
// (i18n/english/messages.ts) is this object under `web`, for hi/messages.json to translate by
// key. No imports: the catalogue reads it without the code that shows the messages.
export const WEB_MESSAGES = {
  defaultProfileError: 'Profile could not be created. Please try again.',
  signupExists: 'A profile with this name or email already exists.',
  signupParticipantCode: 'Invalid participant code. Please check your code and try again.',
  signupOther: 'An error occurred during signup. Please try again.',
  invalidCredentials: 'Invalid credentials. Please try again.',
  resetSent: 'Password reset link sent to your email!',
  emailNotFound: 'Email not found. Please check your email address.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  scoreSaveFailed: 'An error occurred while saving your score. Please try again.',
  loginToSubmit: 'Please log in to submit your questionnaire.',
  // The spec has no reset screen (it only sends the mail); these follow its plain tone.
  passwordsDiffer: 'Passwords do not match',
  resetDone: 'Your password has been changed. Please log in with your new password.',
  resetFailed: 'This reset link is invalid or has expired. Please request a new one.',
} as const;
