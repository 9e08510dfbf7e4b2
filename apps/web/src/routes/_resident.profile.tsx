import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from './-components/dashboard';
import { loadDashboard } from './-components/dashboard-loader';

// /profile is the same screen as /dashboard (spec section 2).
export const Route = createFileRoute('/_resident/profile')({
  loader: loadDashboard,
  component: DashboardScreen,
});
