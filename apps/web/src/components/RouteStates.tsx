// The pieces of what a layout shows while its screen loads (a skeleton inside the layout's frame,
// never a blank page) and when it fails unexpectedly. Each layout route puts them in its frame
// as its one pendingComponent and errorComponent (in the layout's file, so a layout's frame is
// only in its own chunk); the screens have none, so a screen that suspends or throws is caught
// by its layout's.
import type { ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonRow, buttonClassName } from '@wf/ui';
import { useDocumentTitle } from '../lib/use-document-title';
import './route-states.css';

/** Grey blocks in the shape of a screen: its heading, a line of text, stat cards and a panel. */
export function ScreenSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="page skeleton">
      <p role="status" className="wf-visually-hidden">
        {t('states.loading')}
      </p>
      <div aria-hidden="true">
        <div className="skeleton__block skeleton__title" />
        <div className="skeleton__block skeleton__line" />
        <div className="skeleton__cards">
          <div className="skeleton__block skeleton__card" />
          <div className="skeleton__block skeleton__card" />
          <div className="skeleton__block skeleton__card" />
        </div>
        <div className="skeleton__block skeleton__panel" />
      </div>
    </div>
  );
}

/** The message of an unexpected failure, with a way to try again. */
export function ErrorMessage({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const router = useRouter();
  const { t } = useTranslation('common');
  useDocumentTitle(t('states.errorTitle'));
  return (
    <div className="state-screen" role="alert">
      <p className="state-screen__emoji" aria-hidden="true">
        🌧️
      </p>
      <h1>{t('states.errorTitle')}</h1>
      <p>{t('states.errorText')}</p>
      <ButtonRow align="center">
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('states.tryAgain')}
        </Button>
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          {t('states.home')}
        </Link>
      </ButtonRow>
    </div>
  );
}

/** A page with no layout frame around it: the root's own states and the admin's. */
export function BareMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="bare-main">
      {children}
    </main>
  );
}

// __root: the last resort, for a failure in a layout's own frame.
export function RootPending() {
  return (
    <BareMain>
      <ScreenSkeleton />
    </BareMain>
  );
}
export function RootError({ reset }: ErrorComponentProps) {
  return (
    <BareMain>
      <ErrorMessage reset={reset} />
    </BareMain>
  );
}

/** Unknown address. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('states.notFoundTitle'));
  return (
    <main id="main" tabIndex={-1} className="state-screen">
      <p className="state-screen__emoji" aria-hidden="true">
        🫧
      </p>
      <h1>{t('states.notFoundTitle')}</h1>
      <p>{t('states.notFoundText')}</p>
      <Link to="/" className={buttonClassName()}>
        {t('states.home')}
      </Link>
    </main>
  );
}
