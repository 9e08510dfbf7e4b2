import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrengthState } from '../lib/password-strength/use-password-strength';
import './password-strength.css';

export interface PasswordStrengthMeterProps extends StrengthState {
  /** Id of the meter's text, for the password field's aria-describedby. */
  id: string;
  /** Leaves the estimator's advice out, when the field's error already carries it. */
  hideAdvice?: boolean;
}

/**
 * How guessable the typed password is, on zxcvbn's 0-4 scale: a labelled meter whose value is
 * also said in words (never by colour alone), then the estimator's warning and suggestions.
 */
export function PasswordStrengthMeter({
  id,
  strength,
  checking,
  unavailable,
  hideAdvice = false,
}: PasswordStrengthMeterProps) {
  const labelId = useId();
  const { t } = useTranslation('common');
  // The estimator's advice by its keys, in the reader's language; English (whose catalogue is
  // registered with Hindi only) is the estimator's own sentence.
  const { t: advise } = useTranslation('password');
  if (unavailable || (!strength && !checking)) return null;
  if (!strength) {
    return (
      <p className="password-strength password-strength__note" id={id} role="status">
        {t('strength.checking')}
      </p>
    );
  }
  const word = t(`strength.words.${strength.score}`);
  const advice = hideAdvice
    ? []
    : [
        ...(strength.warningKey
          ? [advise(`warnings.${strength.warningKey}`, { defaultValue: strength.warning ?? '' })]
          : []),
        ...strength.suggestionKeys.map((key, i) =>
          advise(`suggestions.${key}`, { defaultValue: strength.suggestions[i] ?? '' }),
        ),
      ];
  return (
    <div className="password-strength" data-score={strength.score} aria-busy={checking}>
      <div className="password-strength__row">
        <span className="password-strength__label" id={labelId}>
          {t('strength.label')}
        </span>
        <div
          className="password-strength__meter"
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={strength.score}
          aria-valuetext={word}
        >
          <span className="password-strength__fill" />
        </div>
        {/* Polite: said once when the word changes, not at every letter. */}
        <span className="password-strength__word" id={id} aria-live="polite">
          {word}
        </span>
      </div>
      {advice.length > 0 && (
        <ul className="password-strength__advice" aria-label={t('strength.advice')}>
          {advice.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
