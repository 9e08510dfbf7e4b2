import { cx } from './cx';
import './ToggleGroup.css';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

export interface ToggleGroupProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  options: ReadonlyArray<ToggleOption<T>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A row of buttons of which one is pressed (aria-pressed), e.g. period filters. */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: ToggleGroupProps<T>) {
  return (
    <div className={cx('wf-toggle-group', className)} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="wf-toggle-group__button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
