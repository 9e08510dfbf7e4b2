import { usePreloadOnFirstInput } from './use-preload';

/**
 * The account forms' Zod rules (@wf/scoring/accounts), fetched apart from the form pages: Zod's
 * core is about 14 KB gzipped, which /login, /signup and /reset-password would otherwise load
 * before showing (issue 13's budgets), while the rules are needed only when a form is sent.
 * What the forms need as the user types (messages, the email check) is @wf/scoring/account-fields.
 */
export function loadAccountSchemas() {
  return import('@wf/scoring/accounts');
}

/**
 * Starts fetching the rules when the person starts filling in the form (building Zod's checks
 * costs a cheap phone a few hundred milliseconds, which at once would fall in the page's start),
 * so sending it seldom waits for them.
 */
export function usePreloadAccountSchemas(): void {
  usePreloadOnFirstInput(loadAccountSchemas);
}
