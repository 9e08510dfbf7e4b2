import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { ResidentShell } from '../components/ResidentShell';
import { ResidentError, ResidentPending } from '../components/RouteStates';
import { fetchCurrentUser } from '../lib/auth';

// Every resident screen sits under this pathless layout. The redirect rule of spec section 2 is
// decided here once: no session on the server (or the profile cannot be fetched) -> /login.
export const Route = createFileRoute('/_resident')({
  beforeLoad: async ({ context, preload }) => {
    const user = await fetchCurrentUser(context, { preload });
    if (!user) throw redirect({ to: '/login' });
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
