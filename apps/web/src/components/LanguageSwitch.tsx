import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@wf/scoring/language';
import type { Language } from '@wf/scoring/language';
import { chooseLanguage, currentLanguage } from '../i18n/language';

export interface LanguageSwitchProps {
  /** Called after the screens have switched, with the reader's choice (a signed-in resident's profile keeps it). */
  onChosen?: (language: Language) => void;
}

/**
 * The header's language choice: a native select (keyboard and screen readers know it), each
 * language named in its own script. The label is visually hidden; the globe shows what it is.
 */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const language = currentLanguage();

  async function choose(value: string) {
    if (!isLanguage(value) || value === language) return;
    setBusy(true);
    try {
      await chooseLanguage(value);
      onChosen?.(value);
    } catch {
      // Hindi could not be fetched (offline): the screens stay as they are, the select shows it.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="language-switch">
      <label htmlFor={id} className="language-switch__label">
        <span aria-hidden="true">🌐</span>
        <span className="wf-visually-hidden">{t('language.label')}</span>
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={language}
        aria-busy={busy}
        onChange={(event) => void choose(event.target.value)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
