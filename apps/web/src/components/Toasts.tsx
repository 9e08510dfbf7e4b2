import { useTranslation } from 'react-i18next';
import { ToastRegion } from '@wf/ui';
import { dismissToast, useToasts } from '../lib/toasts';

export function Toasts() {
  const toasts = useToasts();
  const { t } = useTranslation('common');
  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={dismissToast}
      label={t('toasts.label')}
      dismissLabel={t('toasts.dismiss')}
    />
  );
}
