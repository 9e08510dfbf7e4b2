import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, LoadingBlock, buttonClassName } from '@wf/ui';
import { useCurrentUser } from '../../../lib/auth';
import {
  PushError,
  currentSubscription,
  pushProblem,
  subscribe,
  unsubscribe,
  type PushProblem,
} from '../../../lib/push';
import { useQueryContext } from '../../../lib/queries';
import { calendarDay } from './calendar-day';
import './reminders.css';

/** What the last change did, by its text's key: a language switch afterwards says it anew. */
type Outcome = {
  tone: 'success' | 'error';
  key: 'card.emailOn' | 'card.emailOff' | 'card.pushOn' | 'card.pushOff' | 'card.failed';
} | null;

/**
 * "Reminders" on /edit-profile (issue 30, item 1): remind me to check in by email and/or by a
 * notification on this phone, each off until chosen and turned off the same way, with the next
 * check-in day and its calendar file. Saved on change, like the report-name choice above it.
 * Loaded apart from the screen (_resident.edit-profile.tsx); its texts are the screen's
 * (`account`, under `reminders`).
 */
export default function RemindersCard() {
  const { t } = useTranslation('account', { keyPrefix: 'reminders' });
  const { queryClient, trpc } = useQueryContext();
  const user = useCurrentUser();
  const settings = useQuery(trpc.reminders.settings.queryOptions());
  const update = useMutation(trpc.reminders.update.mutationOptions());
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** This browser's own push subscription: undefined while it is being looked up. */
  const [thisPhone, setThisPhone] = useState<string | null | undefined>(undefined);
  const [pushWorking, setPushWorking] = useState(false);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  // A box shows the new choice at once, and goes back if it could not be saved.
  const [pending, setPending] = useState<{ email?: boolean; push?: boolean }>({});
  const emailHint = useId();
  const pushHint = useId();

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((s) => live && setThisPhone(s?.endpoint ?? null))
      .catch(() => live && setThisPhone(null));
    return () => {
      live = false;
    };
  }, []);

  // "More choices" on the summary's offer links here (#reminders); the card arrives after the
  // screen, so the browser's own jump to the anchor found nothing yet.
  useEffect(() => {
    if (window.location.hash === '#reminders')
      document.getElementById('reminders')?.scrollIntoView({ block: 'start' });
  }, [settings.isSuccess]);

  const data = settings.data;
  const vapidKey = data?.vapidPublicKey ?? '';
  // What the browser itself says, before any tap (no permission asked yet).
  const standingProblem = data ? pushProblem(vapidKey) : null;
  const shownProblem = problem ?? standingProblem;
  const pushOn = Boolean(data?.push) && typeof thisPhone === 'string';
  const hasEmail = Boolean(user?.email);

  async function save(input: Parameters<typeof update.mutateAsync>[0]) {
    const saved = await update.mutateAsync(input);
    queryClient.setQueryData(trpc.reminders.settings.queryKey(), saved);
    return saved;
  }

  async function onEmail(email: boolean) {
    setOutcome(null);
    setPending((p) => ({ ...p, email }));
    try {
      await save({ email });
      setOutcome({ tone: 'success', key: email ? 'card.emailOn' : 'card.emailOff' });
    } catch {
      setOutcome({ tone: 'error', key: 'card.failed' });
    } finally {
      setPending((p) => ({ ...p, email: undefined }));
    }
  }

  async function onPush(push: boolean) {
    setOutcome(null);
    setProblem(null);
    setPushWorking(true);
    setPending((p) => ({ ...p, push }));
    try {
      if (push) {
        const subscription = await subscribe(vapidKey);
        await save({ push: true, subscription });
        setThisPhone(subscription.endpoint);
        setOutcome({ tone: 'success', key: 'card.pushOn' });
      } else {
        // The browser forgets its subscription first: even if the server cannot be told now,
        // this phone shows nothing more (the push service refuses the next message, and the
        // server drops a subscription it is refused).
        const subscription = await unsubscribe();
        await save(subscription ? { push: false, subscription } : { push: false });
        setThisPhone(null);
        setOutcome({ tone: 'success', key: 'card.pushOff' });
      }
    } catch (error) {
      if (error instanceof PushError) setProblem(error.problem);
      else setOutcome({ tone: 'error', key: 'card.failed' });
    } finally {
      setPushWorking(false);
      setPending((p) => ({ ...p, push: undefined }));
    }
  }

  const busy = update.isPending || pushWorking;

  return (
    <Card id="reminders" title={t('card.title')} icon="⏰" className="account-card reminders-card">
      <p className="account-card__lead">{t('card.lead')}</p>
      {settings.isPending && <LoadingBlock label={t('card.title')} />}
      {settings.isError && (
        <Alert tone="warning">
          {t('card.loadFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
            {t('card.tryAgain')}
          </Button>
        </Alert>
      )}
      {data && (
        <>
          <label className="account-card__choice">
            <input
              type="checkbox"
              checked={pending.email ?? data.email}
              disabled={busy || (!hasEmail && !data.email)}
              aria-describedby={emailHint}
              onChange={(event) => void onEmail(event.target.checked)}
            />{' '}
            {t('card.email')}
          </label>
          <p id={emailHint} className="reminders-card__hint">
            {hasEmail ? t('card.emailHint', { email: user?.email }) : t('card.noEmail')}
          </p>

          <label className="account-card__choice">
            <input
              type="checkbox"
              checked={pending.push ?? pushOn}
              // Off can always be chosen; on only where the browser can show notifications.
              disabled={busy || thisPhone === undefined || (!pushOn && standingProblem !== null)}
              aria-describedby={pushHint}
              onChange={(event) => void onPush(event.target.checked)}
            />{' '}
            {t('card.push')}
          </label>
          <div id={pushHint} className="reminders-card__hint">
            <p>{t('card.pushHint')}</p>
            {data.push && thisPhone === null && <p>{t('card.pushOtherDevice')}</p>}
          </div>
          {shownProblem && (
            <Alert tone="warning" live={problem ? 'alert' : 'none'}>
              {t(`push.${shownProblem}`)}
            </Alert>
          )}

          <dl className="reminders-card__next">
            <dt>{t('card.next')}</dt>
            <dd>{data.nextCheckIn ? calendarDay(data.nextCheckIn) : t('card.nextUnknown')}</dd>
          </dl>
          {data.nextCheckIn && (
            <p>
              <a
                href="/api/calendar/next-check-in.ics"
                download="next-check-in.ics"
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              >
                <span aria-hidden="true">📅 </span>
                {t('card.calendar')}
              </a>
            </p>
          )}
        </>
      )}
      <div role="status">{outcome && <Alert tone={outcome.tone}>{t(outcome.key)}</Alert>}</div>
    </Card>
  );
}
