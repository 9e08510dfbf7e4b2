import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@wf/ui';
import { useLogout } from '../lib/auth';
import type { User } from '../lib/trpc';

/**
 * The header avatar with the user's initial. A click toggles a small panel with the name, the
 * email, Edit Profile and Logout; a click outside or Escape closes it.
 */
export function UserMenu({ user }: { user: User | null }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { logout, pending } = useLogout();
  const name = user?.profileName ?? '';

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={name || '?'} />
        <span className="wf-visually-hidden">{t('userMenu.account')}</span>
        <span className="user-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <div className="user-menu__identity">
          <Avatar name={name || '?'} size="lg" />
          <div className="user-menu__who">
            <p className="user-menu__name">{name}</p>
            <p className="user-menu__email">{user?.email}</p>
          </div>
        </div>
        <ul className="user-menu__actions">
          <li>
            <Link to="/edit-profile" className="user-menu__item" onClick={() => setOpen(false)}>
              <span aria-hidden="true">✏️</span> {t('userMenu.editProfile')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="user-menu__item user-menu__item--danger"
              onClick={() => void logout()}
              disabled={pending}
            >
              <span aria-hidden="true">👋</span> {t('userMenu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
