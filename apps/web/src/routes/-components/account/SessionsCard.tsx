import { useRef, useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert, Badge, Button, ButtonRow, Card, Dialog } from '@wf/ui';
import { useLocalizeMessage } from '../../../i18n/messages';
import { SESSION_ENDED } from '../../../lib/session';
import { queries, useQueryContext } from '../../../lib/queries';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorCode, errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import './account.css';

type SessionSummary = RouterOutputs['auth']['sessions']['sessions'][number];

/**
 * "Your sessions" (issue 14, item 10): every device signed in to the account, this one marked,
 * and "Log out everywhere else" after a confirmation.
 */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const localize = useLocalizeMessage();
  const context = useQueryContext();
  const { queryClient, trpc } = context;
  const { data, refetch, isFetching } = useSuspenseQuery(queries.sessions(context));
  // This device first, then the others by last use (the server's order).
  const sessions = [...data.value.sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current).length;
  const logoutOthers = useMutation(trpc.auth.logoutEverywhere.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function confirm() {
    if (logoutOthers.isPending) return;
    try {
      const { ended } = await logoutOthers.mutateAsync();
      setOutcome({
        tone: 'success',
        text: ended === 0 ? t('sessions.noneOut') : t('sessions.out', { count: ended }),
      });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text:
          errorCode(error) === 'TOO_MANY_REQUESTS'
            ? errorMessage(error)
            : errorCode(error) === 'UNAUTHORIZED'
              ? SESSION_ENDED
              : t('sessions.logoutFailed'),
      });
    }
    setConfirming(false);
    await queryClient.invalidateQueries({ queryKey: queries.sessions(context).queryKey });
    // The button that opened the dialog may now be disabled: say the outcome where focus goes.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  return (
    <Card title={t('sessions.title')} icon="📱" className="account-card">
      <p className="account-card__lead">{t('sessions.lead')}</p>
      {data.error && (
        <Alert tone="warning">
          {t('sessions.failed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void refetch()} loading={isFetching}>
            {t('sessions.tryAgain')}
          </Button>
        </Alert>
      )}
      {outcome && (
        <Alert tone={outcome.tone} ref={outcomeRef}>
          {localize(outcome.text)}
        </Alert>
      )}
      {sessions.length > 0 && (
        <ul className="session-list" aria-label={t('sessions.list')}>
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} t={t} />
          ))}
        </ul>
      )}
      <ButtonRow align="end">
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={others === 0 || logoutOthers.isPending}
        >
          {t('sessions.logoutOthers')}
        </Button>
      </ButtonRow>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirm', { count: others })}
        hideCloseButton
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={logoutOthers.isPending}
              data-autofocus
            >
              {t('sessions.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => void confirm()}
              loading={logoutOthers.isPending}
              loadingText={t('sessions.signingOut')}
            >
              {t('sessions.confirmButton')}
            </Button>
          </>
        }
      />
    </Card>
  );
}

/**
 * The server's summary of a browser ('Firefox on Android', 'Unknown browser', 'Script': fixed
 * words, api/src/domain/user-agent.ts) in the reader's language; the product names stay.
 */
function deviceName(summary: string, t: TFunction<'account'>): string {
  const [browser = summary, system] = summary.split(' on ');
  const named =
    browser === 'Unknown browser'
      ? t('sessions.unknownBrowser')
      : browser === 'Script'
        ? t('sessions.script')
        : browser;
  return system ? t('sessions.device', { browser: named, system }) : named;
}

function SessionItem({ session, t }: { session: SessionSummary; t: TFunction<'account'> }) {
  return (
    <li className="session-list__item" data-current={session.current || undefined}>
      <p className="session-list__device">
        <span>{deviceName(session.userAgent, t)}</span>
        {session.current && <Badge tone="accent">{t('sessions.thisDevice')}</Badge>}
      </p>
      <dl className="session-list__times">
        <div>
          <dt>{t('sessions.signedIn')}</dt>
          <dd>
            <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('sessions.lastUsed')}</dt>
          <dd>
            {session.current ? (
              t('sessions.now')
            ) : (
              <time dateTime={session.lastUsedAt}>{formatDateTime(session.lastUsedAt)}</time>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
