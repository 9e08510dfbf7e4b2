import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminError, AdminPending } from '../components/RouteStates';
import { fetchCurrentUser, useSessionGuard } from '../lib/auth';

// The administrator's screens. Anyone whose server session is not an administrator's goes to
// /login (spec sections 2 and 8); the server refuses their calls too.
export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, preload }) => {
    const user = await fetchCurrentUser(context, { preload });
    if (!user?.isAdmin) throw redirect({ to: '/login' });
  },
  component: AdminLayout,
  pendingComponent: AdminPending,
  errorComponent: AdminError,
});

function AdminLayout() {
  useSessionGuard();
  return <Outlet />;
}
