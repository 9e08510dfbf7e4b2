import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@wf/ui';
import { failedReads } from '../lib/failed-reads';

export interface LoadFailedProps {
  /** The read's error (an orEmpty read's `error`): nothing is shown without one. */
  error: Error | null;
}

/**
 * Beside a screen that shows empty because its read failed (spec section 8 keeps the empty
 * screen): says so and offers "Try again" (issue 13), so a failure never looks like no data.
 * Try again re-reads every failed read on screen, not only this one: reads made together fail
 * together (one tRPC batch), and the others would stay empty (lib/failed-reads.ts).
 */
export function LoadFailed({ error }: LoadFailedProps) {
  const { t } = useTranslation('failures');
  const queryClient = useQueryClient();
  const retrying = useIsFetching(failedReads) > 0;
  if (!error) return null;
  return (
    <Alert tone="warning" className="load-failed">
      {t('loadFailed')}{' '}
      <Button
        size="sm"
        variant="secondary"
        loading={retrying}
        loadingText={t('tryAgain')}
        onClick={() => void queryClient.refetchQueries(failedReads)}
      >
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
