// The localStorage key prefix of a questionnaire queued offline (offline-submissions.ts), on its
// own so the shared phone's logout (shared-phone.ts, loaded by every screen) can drop queued
// attempts without loading the queue itself: that stays with the questionnaire, the one screen
// that queues or sends (keeps about 0.5 KB gzipped off every other screen, issue 29 item 6).
export const OFFLINE_SUBMISSION_PREFIX = 'wf.offlineSubmission.';
