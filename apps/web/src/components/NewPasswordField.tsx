import { useId } from 'react';
import { Input } from '@wf/ui';
import type { InputProps } from '@wf/ui';
import { preparePasswordStrength } from '../lib/password-strength/estimate';
import { usePasswordStrength } from '../lib/password-strength/use-password-strength';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface NewPasswordFieldProps extends Omit<InputProps, 'type' | 'value'> {
  value: string;
  /** The owner's name, email and community: a password leaning on them is easy to guess. */
  userInputs?: readonly string[];
}

/**
 * A field for choosing a password, with the strength meter under it. The estimator loads (in a
 * worker) when the field is first focused, so pages without this field never download it.
 */
export function NewPasswordField({
  value,
  userInputs = [],
  error,
  onFocus,
  'aria-describedby': describedBy,
  ...props
}: NewPasswordFieldProps) {
  const meterId = useId();
  const strength = usePasswordStrength(value, userInputs);
  const meterShown = !strength.unavailable && (strength.strength !== null || strength.checking);
  return (
    <>
      <Input
        autoComplete="new-password"
        {...props}
        type="password"
        value={value}
        error={error}
        aria-describedby={
          [describedBy, meterShown ? meterId : undefined].filter(Boolean).join(' ') || undefined
        }
        onFocus={(event) => {
          preparePasswordStrength();
          onFocus?.(event);
        }}
      />
      <PasswordStrengthMeter id={meterId} {...strength} hideAdvice={Boolean(error)} />
    </>
  );
}
