import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
  return (
    <>
      <SkipLink label={t('skipLink')} />
      <Outlet />
      <RouteAnnouncer />
      <Toasts />
    </>
  );
}
