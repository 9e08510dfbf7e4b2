import { createFileRoute } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { PublicShell } from '../components/PublicShell';
import { loadNamespace } from '../i18n/i18n';
import { ErrorMessage, ScreenSkeleton } from '../components/RouteStates';

// The visitor screens (spec section 2), open without a session. Each draws its own frame (the
// landing page has no header); this layout gives them one skeleton and one error screen. With no
// component of its own, the router renders the screen (an Outlet) directly.
export const Route = createFileRoute('/_public')({
  // The visitor screens' English texts travel with them, not in every page's entry.
  loader: () => loadNamespace('public'),
  pendingComponent: PublicPending,
  errorComponent: PublicError,
});

function PublicPending() {
  return (
    <PublicShell width="medium">
      <ScreenSkeleton />
    </PublicShell>
  );
}

function PublicError({ reset }: ErrorComponentProps) {
  return (
    <PublicShell width="medium">
      <ErrorMessage reset={reset} />
    </PublicShell>
  );
}
