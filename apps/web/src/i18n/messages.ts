// Messages the browser itself writes in English (a form rule's message from @wf/scoring checked in
// the browser, a message the web chose by the server's error code, the login page's explanations,
// the password estimator's advice): shown in the reader's language by looking the English text
// up in the "failures" catalogue, and in the "messages" and "password" ones (registered when
// Hindi is loaded). A message made of known sentences (a password refusal: the rule's sentence,
// then the estimator's warning and advice) is shown sentence by sentence. Text it does not know
// is shown as it came. The API's refusals never come here by their words: lib/errors.ts says
// them by their code (./reasons.ts), and the API keeps answering in English.
import { useTranslation } from 'react-i18next';
import { flatten } from './catalogue-check';
import type { Catalogue } from './catalogue-check';
import { DEFAULT_LANGUAGE } from '@wf/scoring/language';
import { currentLanguage, i18n } from './i18n';
import failures from './locales/en/failures.json';

type Found = { ns: 'messages' | 'failures' | 'password'; key: string };

// The login page's explanations (lib/auth.ts) travel in English in the page's history state.
const messageKeys = new Map<string, Found>(
  [...flatten(failures)].map(([key, text]) => [text, { ns: 'failures', key }] as const),
);

/**
 * The English catalogues registered with Hindi only (./language.ts), searched as well: English
 * readers never need them here, so no screen loads them (or @wf/scoring's texts) before then.
 */
const WITH_HINDI = ['messages', 'password'] as const;

let registeredKeys: { from: (Catalogue | undefined)[]; keys: Map<string, Found> } | undefined;

/** Every English text this module knows, with its key. */
function knownTexts(): Map<string, Found> {
  const bundles = WITH_HINDI.map(
    (ns) => i18n.getResourceBundle(DEFAULT_LANGUAGE, ns) as Catalogue | undefined,
  );
  if (bundles.every((bundle) => !bundle)) return messageKeys;
  if (!registeredKeys || registeredKeys.from.some((bundle, i) => bundle !== bundles[i])) {
    const keys = new Map(messageKeys);
    WITH_HINDI.forEach((ns, i) => {
      for (const [key, text] of flatten(bundles[i] ?? {})) keys.set(text, { ns, key });
    });
    registeredKeys = { from: bundles, keys };
  }
  return registeredKeys.keys;
}

function translate({ ns, key }: Found): string {
  // The key comes from the catalogue itself, so it is one of its keys.
  if (ns === 'messages') return i18n.t(key as 'web.resetDone', { ns });
  if (ns === 'failures') return i18n.t(key as 'unreachable', { ns });
  return i18n.t(key as 'warnings.common', { ns });
}

/** The message as known sentences one after another, or null when a part is unknown. */
function sentences(text: string, known: Map<string, Found>): Found[] | null {
  const found: Found[] = [];
  let rest = text.trim();
  while (rest) {
    let longest = '';
    for (const english of known.keys())
      if (english.length > longest.length && rest.startsWith(english)) longest = english;
    if (!longest) return null;
    found.push(known.get(longest)!);
    rest = rest.slice(longest.length).trimStart();
  }
  return found;
}

export function localizeMessage(text: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return text;
  const known = knownTexts();
  const whole = known.get(text);
  if (whole) return translate(whole);
  const parts = sentences(text, known);
  return parts && parts.length > 0 ? parts.map(translate).join(' ') : text;
}

/** localizeMessage for a component, re-rendered when the language changes. */
export function useLocalizeMessage(): (text: string) => string {
  useTranslation(['messages', 'password']);
  return localizeMessage;
}
