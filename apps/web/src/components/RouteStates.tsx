import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button, ButtonRow, LoadingBlock, buttonClassName } from '@wf/ui';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown while a screen's code or data loads for more than a moment. */
export function PendingScreen() {
  return <LoadingBlock label="Loading…" />;
}

/** Shown when a screen fails unexpectedly. */
export function ErrorScreen({ reset }: ErrorComponentProps) {
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
