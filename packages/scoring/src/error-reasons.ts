// The stable codes of the API's refusals whose texts live in this package: a refusal carries its
// code beside its English sentence, and the web shows it in the reader's language by that code
// (apps/web/src/i18n/messages.ts), never by reading the sentence. The code is the text's key:
// 'accounts.emailTaken' is MESSAGES.emailTaken, 'limits.logins' is LIMIT_MESSAGES.logins.
import { MESSAGES } from './account-fields';
import type { SuggestionKey, WarningKey } from './password-feedback';
import { LIMIT_MESSAGES } from './rate-limits';

export type AccountReason = `accounts.${keyof typeof MESSAGES}`;
export type LimitReason = `limits.${keyof typeof LIMIT_MESSAGES}`;
export type ErrorReason = AccountReason | LimitReason;

/** What a refusal's code needs to be said again in full: the wait, the estimator's advice. */
export interface ReasonParams {
  /** A refusal for too many tries: the whole minutes to wait. */
  minutes?: number;
  /** A refused password: the estimator's warning and suggestions, by key. */
  warning?: WarningKey | null;
  suggestions?: SuggestionKey[];
}

const REASONS = new Map<string, ErrorReason>([
  ...Object.entries(MESSAGES).map(
    ([key, text]) => [text, `accounts.${key}` as AccountReason] as const,
  ),
  ...Object.entries(LIMIT_MESSAGES).map(
    ([key, text]) => [text, `limits.${key}` as LimitReason] as const,
  ),
]);

/** Every code, for a schema that lists them (the REST error body's `code`, in the OpenAPI document). */
export const ERROR_REASONS = [
  ...Object.keys(MESSAGES).map((key) => `accounts.${key}` as AccountReason),
  ...Object.keys(LIMIT_MESSAGES).map((key) => `limits.${key}` as LimitReason),
] as [ErrorReason, ...ErrorReason[]];

/**
 * The code of one of this package's texts, thrown as it is (`errors.conflict(MESSAGES.emailTaken)`):
 * the constant's own key, so a call site needs no second name for it. Undefined for any other text.
 */
export function reasonOf(text: string): ErrorReason | undefined {
  return REASONS.get(text);
}
