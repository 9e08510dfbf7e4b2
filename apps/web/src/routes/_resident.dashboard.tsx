import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from './-components/dashboard';
import { loadDashboard } from './-components/dashboard-loader';

export const Route = createFileRoute('/_resident/dashboard')({
  loader: loadDashboard,
  component: DashboardScreen,
});
