import { useRef, useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, ButtonRow, Card, Dialog } from '@wf/ui';
import { queries, useQueryContext } from '../../../lib/queries';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorCode, errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import './account.css';
import { ACCOUNT_MESSAGES, othersSignedOutMessage } from './messages';

type SessionSummary = RouterOutputs['auth']['sessions']['sessions'][number];

/**
 * "Your sessions" (issue 14, item 10): every device signed in to the account, this one marked,
 * and "Log out everywhere else" after a confirmation.
 */
export function SessionsCard() {
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
      setOutcome({ tone: 'success', text: othersSignedOutMessage(ended) });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text:
          errorCode(error) === 'TOO_MANY_REQUESTS'
            ? errorMessage(error)
            : errorCode(error) === 'UNAUTHORIZED'
              ? ACCOUNT_MESSAGES.sessionEnded
              : ACCOUNT_MESSAGES.logoutFailed,
      });
    }
    setConfirming(false);
    await queryClient.invalidateQueries({ queryKey: queries.sessions(context).queryKey });
    // The button that opened the dialog may now be disabled: say the outcome where focus goes.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  return (
    <Card title="Your Sessions" icon="📱" className="account-card">
      <p className="account-card__lead">
        These are the devices signed in to your account. If you see one you don’t know, log out
        everywhere else and change your password.
      </p>
      {data.error && (
        <Alert tone="warning">
          {ACCOUNT_MESSAGES.sessionsFailed}{' '}
          <Button variant="secondary" size="sm" onClick={() => void refetch()} loading={isFetching}>
            Try Again
          </Button>
        </Alert>
      )}
      {outcome && (
        <Alert tone={outcome.tone} ref={outcomeRef}>
          {outcome.text}
        </Alert>
      )}
      {sessions.length > 0 && (
        <ul className="session-list" aria-label="Signed-in devices">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      <ButtonRow align="end">
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={others === 0 || logoutOthers.isPending}
        >
          Log out everywhere else
        </Button>
      </ButtonRow>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Log out everywhere else?"
        description={
          others === 1
            ? 'Your other device will be signed out. This device stays signed in.'
            : `Your ${others} other devices will be signed out. This device stays signed in.`
        }
        hideCloseButton
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={logoutOthers.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => void confirm()}
              loading={logoutOthers.isPending}
              loadingText="Signing out..."
            >
              Log out other devices
            </Button>
          </>
        }
      />
    </Card>
  );
}

function SessionItem({ session }: { session: SessionSummary }) {
  return (
    <li className="session-list__item" data-current={session.current || undefined}>
      <p className="session-list__device">
        <span>{session.userAgent}</span>
        {session.current && <Badge tone="accent">This device</Badge>}
      </p>
      <dl className="session-list__times">
        <div>
          <dt>Signed in</dt>
          <dd>
            <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>
            {session.current ? (
              'Now'
            ) : (
              <time dateTime={session.lastUsedAt}>{formatDateTime(session.lastUsedAt)}</time>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
