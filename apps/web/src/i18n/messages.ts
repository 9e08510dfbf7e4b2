// Messages that reach the screen as English text (a form rule's message from @wf/scoring, a
// message the web chose by the server's error code): shown in the reader's language by looking
// the English text up in the "messages" catalogue. Text it does not know (an API message the web
// does not map) is shown as it came. The API keeps answering in English.
import { useTranslation } from 'react-i18next';
import { flatten } from './catalogue-check';
import { DEFAULT_LANGUAGE } from '@wf/scoring/language';
import { currentLanguage, i18n } from './i18n';
import english from './locales/en/messages.json';

const keyOfText = new Map([...flatten(english)].map(([key, text]) => [text, key]));

export function localizeMessage(text: string): string {
  const key = keyOfText.get(text);
  if (!key || currentLanguage() === DEFAULT_LANGUAGE) return text;
  // The key comes from the catalogue itself, so it is one of its keys.
  return i18n.t(key as 'web.resetDone', { ns: 'messages' });
}

/** localizeMessage for a component, re-rendered when the language changes. */
export function useLocalizeMessage(): (text: string) => string {
  useTranslation('messages');
  return localizeMessage;
}
