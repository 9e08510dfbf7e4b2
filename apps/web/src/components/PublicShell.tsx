import type { ReactNode } from 'react';
import { cx } from '@wf/ui';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';

export interface PublicShellProps {
  children: ReactNode;
  /** Narrow centred column for forms. */
  width?: 'narrow' | 'medium';
}

/** Frame of the visitor screens (login, signup, their results): a header and one main column. */
export function PublicShell({ children, width = 'narrow' }: PublicShellProps) {
  return (
    <div className="public-shell">
      <header className="public-shell__header">
        <Brand />
        <LanguageSwitch />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cx('public-shell__main', `public-shell__main--${width}`)}
      >
        {children}
      </main>
      <WaveFooter />
    </div>
  );
}

export function WaveFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="wave-footer">
      <svg viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path
          d="M0 40c120 24 240 24 360 0s240-24 360 0 240 24 360 0 240-24 360 0v40H0z"
          fill="#cfe8f8"
        />
        <path
          d="M0 56c120 16 240 16 360 0s240-16 360 0 240 16 360 0 240-16 360 0v24H0z"
          fill="#a9d6f3"
        />
      </svg>
      <p>
        {t('footer.tagline')} <span aria-hidden="true">💧</span>
      </p>
    </footer>
  );
}
