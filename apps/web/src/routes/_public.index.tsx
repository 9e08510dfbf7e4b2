import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LandingPage } from '../components/LandingPage';
import type { LandingTexts } from '../components/LandingPage';
import { loadNamespace } from '../i18n/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

// In-app visits of `/` (after logging out, "Back to Home"). A direct load of `/` gets the same
// page without the app (landing.html): the server and the service worker answer `/` with it.
export const Route = createFileRoute('/_public/')({
  loader: () => loadNamespace('landing'),
  component: LandingRoute,
});

function LandingRoute() {
  useDocumentTitle();
  const navigate = useNavigate();
  const { t } = useTranslation(['landing', 'common']);
  const texts: LandingTexts = {
    appName: t('common:app.name'),
    tagline: t('common:footer.tagline'),
    subtitle: t('subtitle'),
    getStarted: t('getStarted'),
    haveAccount: t('haveAccount'),
    picture: t('picture'),
    highlights: {
      questions: t('highlights.questions'),
      score: t('highlights.score'),
      community: t('highlights.community'),
    },
  };
  return <LandingPage go={(to) => void navigate({ to })} texts={texts} />;
}
