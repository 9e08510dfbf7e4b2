import type { ReactNode } from 'react';
import { Button } from './Button';
import './FormParts.css';

export interface FormHeaderProps {
  /** A decorative emoji above the title. */
  emoji: string;
  title: string;
  subtitle: ReactNode;
}

/** The centred top of a sign-in style card. */
export function FormHeader({ emoji, title, subtitle }: FormHeaderProps) {
  return (
    <div className="wf-form-header">
      <p className="wf-form-header__emoji" aria-hidden="true">
        {emoji}
      </p>
      <h1>{title}</h1>
      <p className="wf-form-header__subtitle">{subtitle}</p>
    </div>
  );
}

export interface SubmitRowProps {
  loading: boolean;
  loadingText: string;
  disabled?: boolean;
  children: ReactNode;
}

/** The full-width, large submit button that ends a sign-in style form. */
export function SubmitRow({ loading, loadingText, disabled, children }: SubmitRowProps) {
  return (
    <div className="wf-submit-row">
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={loading}
        loadingText={loadingText}
        disabled={disabled}
      >
        {children}
      </Button>
    </div>
  );
}
