import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonRow, Card, Input } from '@wf/ui';
import { queries, useQueryContext } from '../../../lib/queries';
import { errorCode } from '../../../lib/errors';
import './account.css';

/**
 * "Your family" (issue 27, items 5 and 6): who is in the household, the join code a member
 * gives to family (typing a flat number joins nobody), a new code, and joining with a code.
 */
export function FamilyCard() {
  const { t } = useTranslation('account');
  const { queryClient, trpc } = useQueryContext();
  const household = useQuery(queries.household({ queryClient, trpc }));
  const join = useMutation(trpc.household.join.mutationOptions());
  const newCode = useMutation(trpc.household.changeCode.mutationOptions());
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function refresh() {
    // Every figure of the home may change with its members: footprint, goal, pledges, readings.
    await queryClient.invalidateQueries();
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  async function onJoin(event: FormEvent) {
    event.preventDefault();
    if (join.isPending) return;
    if (code.trim() === '') {
      setOutcome({ tone: 'error', text: t('family.codeMalformed') });
      return;
    }
    try {
      await join.mutateAsync({ code });
      setCode('');
      setOutcome({ tone: 'success', text: t('family.joined') });
    } catch (error) {
      const kind = errorCode(error);
      setOutcome({
        tone: 'error',
        text:
          kind === 'FORBIDDEN'
            ? t('family.codeUnknown')
            : kind === 'BAD_REQUEST'
              ? t('family.codeMalformed')
              : t('family.failed'),
      });
    }
    await refresh();
  }

  async function onNewCode() {
    if (newCode.isPending) return;
    try {
      await newCode.mutateAsync({});
      setOutcome({ tone: 'success', text: t('family.newCodeDone') });
    } catch {
      setOutcome({ tone: 'error', text: t('family.failed') });
    }
    await refresh();
  }

  const home = household.data?.household;
  return (
    <Card title={t('family.title')} icon="👨‍👩‍👧" className="account-card">
      <p className="account-card__lead">{t('family.lead')}</p>
      {household.isError && <Alert tone="warning">{t('family.failed')}</Alert>}
      {outcome && (
        <Alert tone={outcome.tone} ref={outcomeRef}>
          {outcome.text}
        </Alert>
      )}
      {home && (
        <>
          <h3 className="family-card__heading">{t('family.members')}</h3>
          <ul className="family-card__members">
            {home.members.map((m) => (
              <li key={m.id}>{m.profileName}</li>
            ))}
          </ul>
          {home.joinCode && (
            <p className="family-card__code">
              {t('family.yourCode')} <strong translate="no">{home.joinCode}</strong>
            </p>
          )}
          <p className="account-card__lead">{t('family.codeHelp')}</p>
          <ButtonRow align="end">
            <Button
              variant="secondary"
              onClick={() => void onNewCode()}
              loading={newCode.isPending}
            >
              {t('family.newCode')}
            </Button>
          </ButtonRow>
        </>
      )}
      <form onSubmit={(e) => void onJoin(e)} noValidate aria-busy={join.isPending || undefined}>
        <Input
          label={t('family.joinLabel')}
          name="joinCode"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          onChange={(e) => setCode(e.target.value)}
          disabled={join.isPending}
        />
        <ButtonRow align="end">
          <Button type="submit" loading={join.isPending} loadingText={t('family.joining')}>
            {t('family.join')}
          </Button>
        </ButtonRow>
      </form>
    </Card>
  );
}
