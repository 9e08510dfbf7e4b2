// One step of the water detective: what to do, the reading (a number with its unit and bounds,
// or a choice), and what the household has stored. The bounds are checked here for an instant,
// friendly message; the server checks them again with the same numbers.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetectiveReading } from '@wf/scoring/water';
import { Button, Input } from '@wf/ui';
import type { DETECTIVE_PLAN } from '../../../content/kids-play';
import type { StoredReading } from '../../../lib/kids-queries';

type Plan = (typeof DETECTIVE_PLAN)[number];
/** The steps read with a number (the flush is a choice). */
type NumberStep = Exclude<Plan['step'], 'flush'>;

export interface DetectiveStepCardProps {
  plan: Plan;
  stored: StoredReading | undefined;
  /** The stored reading as people read it ('9 litres a minute'). */
  storedText: string | null;
  busy: boolean;
  serverError: string | null;
  onSave: (reading: DetectiveReading) => void;
  onRemove: () => void;
}

/** The number typed, or null; a comma counts as the decimal point. */
function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function DetectiveStepCard({
  plan,
  stored,
  storedText,
  busy,
  serverError,
  onSave,
  onRemove,
}: DetectiveStepCardProps) {
  const { t } = useTranslation('kids');
  const { step, input } = plan;
  const headingId = useId();
  const [value, setValue] = useState('');
  const [aerator, setAerator] = useState<boolean | null>(null);
  const [flush, setFlush] = useState<'single' | 'dual' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setChoiceError(null);
    if (input.kind === 'flush') {
      if (!flush) return setChoiceError(t('detective.errorChoose'));
      return onSave({ step: 'flush', flushType: flush });
    }
    const number = parseNumber(value);
    const { min, max } = input.bounds;
    if (number === null) return setError(t('detective.errorNumber'));
    if (number < min || number > max) return setError(t('detective.errorRange', { min, max }));
    if (step === 'tap' && aerator === null) return setChoiceError(t('detective.errorChoose'));
    switch (step) {
      case 'shower':
        return onSave({ step, litresIn10Seconds: number });
      case 'tap':
        return onSave({ step, secondsToFillOneLitre: number, hasAerator: aerator === true });
      case 'bucket':
        return onSave({ step, bucketLitres: number });
      case 'ro':
        return onSave({ step, rejectLitres: number });
      case 'drips':
        return onSave({ step, dripsPerMinute: number });
    }
  }

  return (
    <section
      className={`detective-step${stored ? ' detective-step--found' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="detective-step__heading">
        <span aria-hidden="true">{plan.icon} </span>
        {t(`detective.${step}.heading`)}
        {stored && <span className="detective-step__check"> ✔</span>}
      </h2>
      <p>{t(`detective.${step}.steps`)}</p>
      {stored && storedText && (
        <p className="detective-step__stored">
          <strong>{t('detective.current', { value: storedText })}</strong>{' '}
          <span>{stored.byYou ? t('detective.measuredByYou') : t('detective.measuredByHome')}</span>
        </p>
      )}
      <form className="detective-step__form" onSubmit={submit} noValidate>
        {input.kind === 'number' && step !== 'flush' ? (
          // The unit is in the hint with the bounds ('5–40 litres'), where it stays beside the
          // box whether or not an error is shown under it.
          <div className="detective-step__number">
            <Input
              label={t(`detective.${step}.label`)}
              hint={`${input.bounds.min}–${input.bounds.max} ${t(`detective.${step satisfies NumberStep}.unit`)}`}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={error ?? (serverError && !choiceError ? serverError : null)}
              name={input.field}
            />
          </div>
        ) : null}
        {(step === 'tap' || step === 'flush') && (
          <fieldset
            className="detective-step__choice"
            aria-invalid={choiceError ? true : undefined}
          >
            <legend>
              {step === 'tap' ? t('detective.tap.aerator') : t('detective.flush.label')}
            </legend>
            {step === 'tap'
              ? ([true, false] as const).map((has) => (
                  <label key={String(has)} className="detective-step__radio">
                    <input
                      type="radio"
                      name={`${step}-aerator`}
                      checked={aerator === has}
                      onChange={() => setAerator(has)}
                    />
                    {has ? t('detective.yes') : t('detective.no')}
                  </label>
                ))
              : (['single', 'dual'] as const).map((kind) => (
                  <label key={kind} className="detective-step__radio">
                    <input
                      type="radio"
                      name="flush-type"
                      checked={flush === kind}
                      onChange={() => setFlush(kind)}
                    />
                    {t(`detective.flush.${kind}`)}
                  </label>
                ))}
            {(choiceError || (input.kind === 'flush' && serverError)) && (
              <p className="wf-field__error" role="alert">
                {choiceError ?? serverError}
              </p>
            )}
          </fieldset>
        )}
        <div className="detective-step__actions">
          <Button type="submit" size="lg" loading={busy} loadingText={t('detective.saving')}>
            {stored ? t('detective.update') : t('detective.save')}
          </Button>
          {stored && (
            <Button variant="ghost" onClick={onRemove} disabled={busy}>
              {t('detective.remove')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
