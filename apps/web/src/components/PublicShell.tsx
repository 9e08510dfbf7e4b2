import type { ReactNode } from 'react';
import { cx } from '@wf/ui';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { WaveFooter } from './WaveFooter';

export interface PublicShellProps {
  children: ReactNode;
  /** Narrow centred column for forms. */
  width?: 'narrow' | 'medium';
}

/** Frame of the visitor screens (login, signup, their results): a header and one main column. */
export function PublicShell({ children, width = 'narrow' }: PublicShellProps) {
  const { t } = useTranslation('common');
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
      <WaveFooter tagline={t('footer.tagline')} />
    </div>
  );
}
