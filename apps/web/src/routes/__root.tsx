import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { SkipLink } from '@wf/ui';
import { RouteAnnouncer } from '../components/RouteAnnouncer';
import { NotFoundScreen, RootError, RootPending } from '../components/RouteStates';
import { Toasts } from '../components/Toasts';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  pendingComponent: RootPending,
  errorComponent: RootError,
  notFoundComponent: NotFoundScreen,
});

function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <RouteAnnouncer />
      <Toasts />
    </>
  );
}
