import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ResidentFrame, ResidentShell } from '../components/ResidentShell';
import { ErrorMessage, ScreenSkeleton } from '../components/RouteStates';
import { checkSession } from '../lib/auth';

// Every resident screen sits under this pathless layout. The redirect rule of spec section 2 is
// decided here once: no session on the server (or the profile cannot be fetched) -> /login.
export const Route = createFileRoute('/_resident')({
  beforeLoad: async ({ context, preload }) => {
    const { user, notice } = await checkSession(context, { preload });
    if (!user) throw redirect({ to: '/login', state: notice ?? undefined });
  },
  component: ResidentLayout,
  pendingComponent: ResidentPending,
  errorComponent: ResidentError,
});

function ResidentLayout() {
  return (
    <ResidentShell>
      <Outlet />
    </ResidentShell>
  );
}

/** Header, navigation and the screen's blocks; the avatar waits for the session check. */
function ResidentPending() {
  return (
    <ResidentFrame menu={<div className="skeleton__block skeleton__avatar" aria-hidden="true" />}>
      <ScreenSkeleton />
    </ResidentFrame>
  );
}

function ResidentError({ reset }: ErrorComponentProps) {
  return (
    <ResidentShell>
      <ErrorMessage reset={reset} />
    </ResidentShell>
  );
}
