import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Card } from '@wf/ui';
import { queries, useQueryContext } from '../../../lib/queries';
import './account.css';

/**
 * "Show my name in community reports" (issue 28, item 2): the community report for the
 * association meeting names a resident only when they took part and turned this on. Off until
 * they do (profiles record no age, so the default is the one a child needs). Saved on change.
 */
export function ReportNameCard() {
  const { t } = useTranslation('account');
  const { queryClient, trpc } = useQueryContext();
  const choice = useQuery(queries.reportName({ queryClient, trpc }));
  const save = useMutation(trpc.users.setReportName.mutationOptions());
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The box shows the new choice at once and goes back if saving fails.
  const [pending, setPending] = useState<boolean | null>(null);
  const hintId = useId();

  async function onChange(showNameInReports: boolean) {
    setPending(showNameInReports);
    try {
      const saved = await save.mutateAsync({ showNameInReports });
      queryClient.setQueryData(trpc.users.reportName.queryKey(), saved);
      setOutcome({
        tone: 'success',
        text: t(saved.showNameInReports ? 'reportName.savedOn' : 'reportName.savedOff'),
      });
    } catch {
      setOutcome({ tone: 'error', text: t('reportName.failed') });
    } finally {
      setPending(null);
    }
  }

  return (
    <Card title={t('reportName.title')} icon="📄" className="account-card">
      <label className="account-card__choice">
        <input
          type="checkbox"
          checked={pending ?? choice.data?.showNameInReports ?? false}
          disabled={!choice.data || save.isPending}
          aria-describedby={hintId}
          onChange={(event) => void onChange(event.target.checked)}
        />{' '}
        {t('reportName.label')}
      </label>
      <p id={hintId} className="account-card__lead">
        {t('reportName.hint')}
      </p>
      {choice.isError && <Alert tone="warning">{t('reportName.failed')}</Alert>}
      <div role="status">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
    </Card>
  );
}
