import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@wf/ui';

export interface LoadFailedProps {
  /** The read's error (an orEmpty read's `error`): nothing is shown without one. */
  error: Error | null;
  /** Reads again. */
  retry: () => unknown;
  retrying: boolean;
}

/**
 * Beside a screen that shows empty because its read failed (spec section 8 keeps the empty
 * screen): says so and offers "Try again" (issue 13), so a failure never looks like no data.
 */
export function LoadFailed({ error, retry, retrying }: LoadFailedProps) {
  const { t } = useTranslation('failures');
  if (!error) return null;
  return (
    <Alert tone="warning" className="load-failed">
      {t('loadFailed')}{' '}
      <Button
        size="sm"
        variant="secondary"
        loading={retrying}
        loadingText={t('tryAgain')}
        onClick={() => void retry()}
      >
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
