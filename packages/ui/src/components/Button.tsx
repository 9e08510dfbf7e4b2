import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * The class names of a button, for elements that must look like a button without being one
 * (a router link that navigates, for example).
 */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {},
  className?: string,
): string {
  return cx(
    'wf-button',
    `wf-button--${variant}`,
    `wf-button--${size}`,
    fullWidth && 'wf-button--full',
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /** Text shown instead of the children while loading (e.g. 'Creating Account...'). */
  loadingText?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingText,
  disabled,
  className,
  children,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
