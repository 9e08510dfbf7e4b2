import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import { useCurrentUser, useSessionGuard } from '../lib/auth';
import { Brand } from './Brand';
import { UserMenu } from './UserMenu';

const NAV: ReadonlyArray<{ to: LinkProps['to']; label: string; icon: string }> = [
  { to: '/dashboard', label: 'Dashboard', icon: '🏠' },
  { to: '/action-plan', label: 'My Plan', icon: '🗺️' },
  { to: '/tips', label: 'Tips', icon: '💡' },
  { to: '/kids-corner', label: 'Kids Corner', icon: '🐳' },
];

/** Frame of every resident screen: header with the user menu, the sidebar, and main. */
export function ResidentShell({ children }: { children: ReactNode }) {
  useSessionGuard();
  const user = useCurrentUser();
  return <ResidentFrame menu={<UserMenu user={user} />}>{children}</ResidentFrame>;
}

/**
 * The resident frame alone, without asking who is signed in: the layout's skeleton draws it
 * while the session check is still on its way.
 */
export function ResidentFrame({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <div className="resident-shell">
      <header className="resident-shell__header">
        <Brand to="/dashboard" />
        {menu}
      </header>
      <div className="resident-shell__body">
        <nav className="sidebar" aria-label="Main">
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
                  <span>{item.label}</span>
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
