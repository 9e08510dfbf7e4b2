import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ResultScreen } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { PublicShell } from '../components/PublicShell';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/_public/profile-success')({
  component: ProfileSuccessPage,
});

const FEATURES = [
  { icon: '💧', key: 'track' },
  { icon: '💡', key: 'tips' },
  { icon: '🏆', key: 'community' },
] as const;

function ProfileSuccessPage() {
  const { t } = useTranslation('public');
  useDocumentTitle(t('success.title'));
  const items = FEATURES.map(({ icon, key }) => ({
    icon,
    title: t(`success.${key}.title`),
    text: t(`success.${key}.text`),
  }));
  return (
    <PublicShell width="medium">
      <ResultScreen
        tone="success"
        emoji="🎉"
        title={t('success.title')}
        items={items}
        actions={
          <>
            <NavButton to="/login" size="lg">
              {t('success.toLogin')}
            </NavButton>
            <NavButton to="/" size="lg" variant="secondary">
              {t('success.home')}
            </NavButton>
          </>
        }
      >
        <p className="result-card__lead">{t('success.lead')}</p>
      </ResultScreen>
    </PublicShell>
  );
}
