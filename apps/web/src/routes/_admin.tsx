import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { fetchCurrentUser, useSessionGuard } from '../lib/auth';

// The administrator's screens. Anyone whose server session is not an administrator's goes to
// /login (spec section 2). The admin screen itself is built separately.
export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, preload }) => {
    const user = await fetchCurrentUser(context, { preload });
    if (!user?.isAdmin) throw redirect({ to: '/login' });
    return { user };
  },
  component: AdminLayout,
});

function AdminLayout() {
  useSessionGuard();
  return <Outlet />;
}
