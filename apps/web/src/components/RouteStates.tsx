// What a layout shows while its screen loads (a skeleton inside the layout's frame, never a blank
// page) and when it fails unexpectedly. Each layout route names its pair; the screens have none,
// so a screen that suspends or throws is caught by its layout's.
import type { ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button, ButtonRow, buttonClassName } from '@wf/ui';
import { useDocumentTitle } from '../lib/use-document-title';
import { Brand } from './Brand';
import { PublicShell } from './PublicShell';
import { ResidentFrame, ResidentShell } from './ResidentShell';
import './route-states.css';

/** Grey blocks in the shape of a screen: its heading, a line of text, stat cards and a panel. */
function ScreenSkeleton() {
  return (
    <div className="page skeleton">
      <p role="status" className="wf-visually-hidden">
        Loading…
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
function ErrorMessage({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const router = useRouter();
  useDocumentTitle('Something went wrong');
  return (
    <div className="state-screen" role="alert">
      <p className="state-screen__emoji" aria-hidden="true">
        🌧️
      </p>
      <h1>Something went wrong</h1>
      <p>We couldn’t load this page. Please check your connection and try again.</p>
      <ButtonRow align="center">
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try Again
        </Button>
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          Go to Home
        </Link>
      </ButtonRow>
    </div>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="bare-main">
      {children}
    </main>
  );
}

// __root: the last resort, for a failure in a layout's own frame.
export function RootPending() {
  return (
    <Main>
      <ScreenSkeleton />
    </Main>
  );
}
export function RootError({ reset }: ErrorComponentProps) {
  return (
    <Main>
      <ErrorMessage reset={reset} />
    </Main>
  );
}

// _public: the visitor screens' header and column.
export function PublicPending() {
  return (
    <PublicShell width="medium">
      <ScreenSkeleton />
    </PublicShell>
  );
}
export function PublicError({ reset }: ErrorComponentProps) {
  return (
    <PublicShell width="medium">
      <ErrorMessage reset={reset} />
    </PublicShell>
  );
}

// _resident: header, navigation and the screen's blocks; the avatar waits for the session check.
export function ResidentPending() {
  return (
    <ResidentFrame menu={<div className="skeleton__block skeleton__avatar" aria-hidden="true" />}>
      <ScreenSkeleton />
    </ResidentFrame>
  );
}
export function ResidentError({ reset }: ErrorComponentProps) {
  return (
    <ResidentShell>
      <ErrorMessage reset={reset} />
    </ResidentShell>
  );
}

// _admin: the administrator's header bar.
export function AdminPending() {
  return (
    <div className="bare-frame">
      <header className="bare-frame__header">
        <Brand to="/admin" />
      </header>
      <Main>
        <ScreenSkeleton />
      </Main>
    </div>
  );
}
export function AdminError({ reset }: ErrorComponentProps) {
  return (
    <div className="bare-frame">
      <header className="bare-frame__header">
        <Brand to="/admin" />
      </header>
      <Main>
        <ErrorMessage reset={reset} />
      </Main>
    </div>
  );
}

/** Unknown address. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <main id="main" tabIndex={-1} className="state-screen">
      <p className="state-screen__emoji" aria-hidden="true">
        🫧
      </p>
      <h1>Page not found</h1>
      <p>Oops! This page floated away like a bubble.</p>
      <Link to="/" className={buttonClassName()}>
        Go to Home
      </Link>
    </main>
  );
}
