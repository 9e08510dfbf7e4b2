import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import type { Language } from '@wf/scoring/language';
import { useCurrentUser, useSessionGuard } from '../lib/auth';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';
import { useSaveProfileLanguage } from '../i18n/profile-language';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

const NAV = [
  { to: '/dashboard', label: 'nav.dashboard', icon: '🏠' },
  { to: '/action-plan', label: 'nav.plan', icon: '🗺️' },
  { to: '/tips', label: 'nav.tips', icon: '💡' },
  { to: '/kids-corner', label: 'nav.kidsCorner', icon: '🐳' },
] as const satisfies ReadonlyArray<{ to: LinkProps['to']; label: string; icon: string }>;

/** Frame of every resident screen: header with the user menu, the sidebar, and main. */
export function ResidentShell({ children }: { children: ReactNode }) {
  useSessionGuard();
  const user = useCurrentUser();
  const saveLanguage = useSaveProfileLanguage();
  return (
    <ResidentFrame
      menu={<UserMenu user={user} />}
      // A switch while signed in is kept with the profile (a failure only loses that).
      onLanguageChosen={(language) => void saveLanguage(language).catch(() => undefined)}
    >
      {children}
    </ResidentFrame>
  );
}

/**
 * The resident frame alone, without asking who is signed in: the layout's skeleton draws it
 * while the session check is still on its way.
 */
export function ResidentFrame({
  menu,
  children,
  onLanguageChosen,
}: {
  menu: ReactNode;
  children: ReactNode;
  onLanguageChosen?: (language: Language) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="resident-shell">
      <header className="resident-shell__header">
        <Brand to="/dashboard" />
        <div className="resident-shell__tools">
          <LanguageSwitch onChosen={onLanguageChosen} />
          {menu}
        </div>
      </header>
      <div className="resident-shell__body">
        <nav className="sidebar" aria-label={t('nav.label')}>
          <ul className="sidebar__list">
            {NAV.map((item) => (
              <li key={item.label}>
                <Link
                  to={item.to}
                  className="sidebar__link"
                  activeProps={{ className: 'sidebar__link sidebar__link--active' }}
                >
                  <span className="sidebar__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span>{t(item.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="resident-shell__main">
          {children}
        </main>
      </div>
    </div>
  );
}
