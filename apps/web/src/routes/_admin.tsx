import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { AdminFrame } from '../components/AdminFrame';
import { ErrorMessage, ScreenSkeleton } from '../components/RouteStates';
import { checkSession, useSessionGuard } from '../lib/auth';

// The administrator's screens. Anyone whose server session is not an administrator's goes to
// /login (spec sections 2 and 8); the server refuses their calls too.
export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, preload }) => {
    const { user, notice } = await checkSession(context, { preload });
    if (!user?.isAdmin) throw redirect({ to: '/login', state: notice ?? undefined });
  },
  component: AdminLayout,
  pendingComponent: AdminPending,
  errorComponent: AdminError,
});

function AdminLayout() {
  useSessionGuard();
  return <Outlet />;
}

function AdminPending() {
  return (
    <AdminFrame>
      <ScreenSkeleton />
    </AdminFrame>
  );
}

function AdminError({ reset }: ErrorComponentProps) {
  return (
    <AdminFrame>
      <ErrorMessage reset={reset} />
    </AdminFrame>
  );
}
