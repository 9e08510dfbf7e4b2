// The what-if for any question, not only the plan's: every answer as a select, grouped by the
// questionnaire's sections. Nothing here is saved; the options' values stay the canonical English
// answers, only what is shown is in the reader's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTIONS } from '@wf/scoring';
import type { QuestionKey, Responses } from '@wf/scoring';
import { useQuestionTexts } from '../../../i18n/questions';
import type { Changes } from './what-if';

export function AllAnswers({
  saved,
  changes,
  onChange,
}: {
  saved: Responses;
  changes: Changes;
  onChange: (key: QuestionKey, answer: string) => void;
}) {
  const { t } = useTranslation('water');
  const texts = useQuestionTexts();
  const sections = [...new Set(QUESTIONS.map((q) => q.section))];
  // The 31 selects (about 150 options) are made when the panel is first opened, not with the
  // screen: closed, nobody sees them, and on a cheap phone they were a noticeable part of the
  // screen's first render.
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="all-answers"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="all-answers__summary">
        <span aria-hidden="true">🎛️ </span>
        {t('allAnswers.summary')}
      </summary>
      <p className="all-answers__hint">{t('allAnswers.hint')}</p>
      {opened &&
        sections.map((section) => (
          <fieldset key={section} className="all-answers__section">
            <legend>{texts.section(section)}</legend>
            {QUESTIONS.filter((q) => q.section === section).map((q) => {
              const value = changes[q.key] ?? saved[q.key];
              const changed = changes[q.key] !== undefined;
              const id = `what-if-${q.key}`;
              return (
                <div
                  key={q.key}
                  className={
                    changed ? 'all-answers__row all-answers__row--changed' : 'all-answers__row'
                  }
                >
                  <label htmlFor={id}>
                    {q.number}. {texts.question(q)}
                  </label>
                  <select id={id} value={value} onChange={(e) => onChange(q.key, e.target.value)}>
                    {q.options.map((option) => (
                      <option key={option} value={option}>
                        {option === saved[q.key]
                          ? t('allAnswers.yours', { option: texts.option(option) })
                          : texts.option(option)}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </fieldset>
        ))}
    </details>
  );
}
