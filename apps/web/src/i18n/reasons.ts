// The API's refusals in the reader's language, chosen by their stable code (@wf/scoring's
// error-reasons: 'accounts.emailTaken', 'limits.logins') and its parameters, never by their
// English words. English readers see the API's own sentence, which is the same text: it comes
// from the same object of @wf/scoring as the English catalogues (./english).
import { DEFAULT_LANGUAGE } from '@wf/scoring/language';
import type { ErrorReason, ReasonParams } from '@wf/scoring/error-reasons';
import { currentLanguage, i18n } from './i18n';

/** A text of a catalogue registered for the language in use, or undefined when it has none. */
function text(ns: 'messages' | 'limits' | 'password', key: string, count?: number) {
  const language = currentLanguage();
  if (!i18n.exists(key, { ns, lng: language, fallbackLng: false, count })) return undefined;
  // The key was just found in that catalogue.
  return i18n.t(key as 'web.resetDone', { ns: ns as 'messages', lng: language, count });
}

/**
 * The refusal said in full in the reader's language: its sentence, then (a refused password) the
 * estimator's warning and advice, or (too many tries) the wait. Undefined in English, or when a
 * part has no translation: the caller then shows the API's English as it came, never half of it.
 */
export function textOfReason(reason: ErrorReason, params: ReasonParams): string | undefined {
  if (currentLanguage() === DEFAULT_LANGUAGE) return undefined;
  const dot = reason.indexOf('.');
  const [group, key] = [reason.slice(0, dot), reason.slice(dot + 1)];
  const parts: (string | undefined)[] = [];
  if (group === 'accounts') {
    parts.push(text('messages', `accounts.${key}`));
    if (params.warning) parts.push(text('password', `warnings.${params.warning}`));
    for (const s of params.suggestions ?? []) parts.push(text('password', `suggestions.${s}`));
  } else if (group === 'limits') {
    parts.push(text('limits', `reasons.${key}`));
    if (params.minutes !== undefined) parts.push(text('limits', 'wait', params.minutes));
  } else return undefined;
  return parts.every((part): part is string => Boolean(part)) ? parts.join(' ') : undefined;
}
