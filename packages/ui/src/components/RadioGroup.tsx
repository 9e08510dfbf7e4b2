import type { ReactNode } from 'react';
import { cx } from './cx';
import './RadioGroup.css';

export interface RadioOption {
  value: string;
  label?: ReactNode;
}

export interface RadioGroupProps {
  /** Name shared by the radios; also the prefix of their ids (`${name}-${index}`). */
  name: string;
  /** Legend of the fieldset: the question. */
  legend: ReactNode;
  /** Small text before the legend, e.g. the question number. */
  number?: ReactNode;
  options: ReadonlyArray<string | RadioOption>;
  value: string | undefined;
  onChange: (value: string) => void;
  /** Inline error under the legend (the question is unanswered, for example). */
  error?: string | null;
  /** Optional help text below the legend. */
  description?: ReactNode;
  /** More below the legend, before the options: an explanation to open, for example. */
  help?: ReactNode;
  /**
   * Shown instead of the options, which stay in the form (hidden) with their value: a question
   * answered for the user, folded until they open it.
   */
  folded?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export function radioId(name: string, index: number): string {
  return `${name}-${index}`;
}

export function RadioGroup({
  name,
  legend,
  number,
  options,
  value,
  onChange,
  error,
  description,
  help,
  folded,
  disabled = false,
  id,
  className,
}: RadioGroupProps) {
  const groupId = id ?? `${name}-group`;
  const errorId = error ? `${groupId}-error` : undefined;
  const descriptionId = description ? `${groupId}-description` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset
      id={groupId}
      className={cx('wf-radio-group', error && 'wf-radio-group--invalid', className)}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="wf-radio-group__legend">
        {number !== undefined && <span className="wf-radio-group__number">{number}</span>}
        <span className="wf-radio-group__question">{legend}</span>
      </legend>
      {description && (
        <p className="wf-radio-group__description" id={descriptionId}>
          {description}
        </p>
      )}
      {error && (
        <p className="wf-radio-group__error" id={errorId}>
          {error}
        </p>
      )}
      {help}
      {folded}
      <div className="wf-radio-group__options" hidden={folded ? true : undefined}>
        {options.map((option, index) => {
          const optionValue = typeof option === 'string' ? option : option.value;
          const optionLabel = typeof option === 'string' ? option : (option.label ?? option.value);
          const inputId = radioId(name, index);
          return (
            <label key={optionValue} className="wf-radio" htmlFor={inputId}>
              <input
                type="radio"
                id={inputId}
                name={name}
                value={optionValue}
                checked={value === optionValue}
                onChange={() => onChange(optionValue)}
                aria-describedby={errorId}
              />
              <span className="wf-radio__label">{optionLabel}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
