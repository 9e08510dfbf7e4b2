import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import './Field.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label, always rendered. */
  label: ReactNode;
  /** Inline error shown under the input; sets aria-invalid and is referenced by aria-describedby. */
  error?: string | null;
  /** Helper text under the label. */
  hint?: ReactNode;
  /** Marks the field as required for assistive technology without native browser validation. */
  requiredMark?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({
  label,
  error,
  hint,
  requiredMark = false,
  id,
  className,
  containerClassName,
  ref,
  'aria-describedby': describedByProp,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [describedByProp, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('wf-field', error && 'wf-field--invalid', containerClassName)}>
      <label className="wf-field__label" htmlFor={inputId}>
        {label}
        {requiredMark && (
          <span className="wf-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="wf-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={inputId}
        className={cx('wf-input', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={requiredMark || undefined}
        {...rest}
      />
      {error && (
        <p className="wf-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
