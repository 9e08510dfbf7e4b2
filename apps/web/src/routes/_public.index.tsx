import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LandingPage } from '../components/LandingPage';
import { useDocumentTitle } from '../lib/use-document-title';

// In-app visits of `/` (after logging out, "Back to Home"). A direct load of `/` gets the same
// page without the app (landing.html): the server and the service worker answer `/` with it.
export const Route = createFileRoute('/_public/')({
  component: LandingRoute,
});

function LandingRoute() {
  useDocumentTitle();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return <LandingPage go={(to) => void navigate({ to })} tagline={t('footer.tagline')} />;
}
