import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, ResultScreen } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { PublicShell } from '../components/PublicShell';
import { DEFAULT_PROFILE_ERROR } from '../lib/messages';
import { useLocalizeMessage } from '../i18n/messages';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/_public/profile-error')({
  component: ProfileErrorPage,
});

const HINTS = [
  { icon: '📝', key: 'check' },
  { icon: '📧', key: 'email' },
  { icon: '🔄', key: 'again' },
] as const;

function ProfileErrorPage() {
  const message = useLocation({ select: (location) => location.state.errorMessage });
  const { t } = useTranslation('public');
  const localize = useLocalizeMessage();
  useDocumentTitle(t('failure.title'));
  const items = HINTS.map(({ icon, key }) => ({
    icon,
    title: t(`failure.${key}.title`),
    text: t(`failure.${key}.text`),
  }));
  return (
    <PublicShell width="medium">
      <ResultScreen
        tone="error"
        emoji="😕"
        title={t('failure.title')}
        items={items}
        actions={
          <>
            <NavButton to="/signup" size="lg">
              {t('failure.tryAgain')}
            </NavButton>
            <NavButton to="/" size="lg" variant="secondary">
              {t('failure.home')}
            </NavButton>
          </>
        }
      >
        <Alert tone="error">{localize(message || DEFAULT_PROFILE_ERROR)}</Alert>
      </ResultScreen>
    </PublicShell>
  );
}
