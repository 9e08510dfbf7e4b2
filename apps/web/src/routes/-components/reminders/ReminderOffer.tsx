import { use, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, buttonClassName } from '@wf/ui';
import { loadNamespace } from '../../../i18n/i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useQueryContext } from '../../../lib/queries';
import { localStore } from '../../../lib/storage';
import { calendarDay } from './calendar-day';
import './reminders.css';

// Its texts are Edit Profile's (`account`, under `reminders`), fetched with this module after the
// summary shows: the summary's loader does not wait for them (nor does its page announce them,
// build/route-html.ts). A failed download shows nothing worse than the keys, never an error screen.
const texts = loadNamespace('account').catch(() => undefined);

/** Answered on this browser for this profile: the offer is never shown again. */
const answeredKey = (profileId: number) => `wf-reminder-offer-answered:${profileId}`;

function answered(profileId: number): boolean {
  return localStore()?.getItem(answeredKey(profileId)) === '1';
}

function markAnswered(profileId: number): void {
  try {
    localStore()?.setItem(answeredKey(profileId), '1');
  } catch {
    // Storage full or refused: the offer may come back once; nothing else depends on it.
  }
}

/**
 * The summary's one-time offer (issue 30, item 1): a resident with no reminder on is asked once,
 * in one tap, whether to be emailed on the next check-in day; "More choices" leads to the
 * Reminders section of /edit-profile. Shown until answered (email turned on, more choices, or
 * "No thanks"), then never again on this browser (docs/campaign.md). Loaded after the summary
 * shows (_resident.score-summary.tsx), with its texts.
 */
export default function ReminderOffer() {
  use(texts);
  const { t } = useTranslation('account', { keyPrefix: 'reminders' });
  const { queryClient, trpc } = useQueryContext();
  const user = useCurrentUser();
  const settings = useQuery(trpc.reminders.settings.queryOptions());
  const update = useMutation(trpc.reminders.update.mutationOptions());
  const [dismissed, setDismissed] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const data = settings.data;
  if (!user || user.isAdmin || dismissed || !data) return null;
  // Someone who answered it, or already chose a reminder, is not asked (unless this offer just
  // turned one on: its card then says so).
  if (!done && (answered(user.id) || data.email || data.push)) return null;
  const profileId = user.id;

  function close() {
    markAnswered(profileId);
    setDismissed(true);
  }

  async function emailMe() {
    setFailed(false);
    try {
      const saved = await update.mutateAsync({ email: true });
      queryClient.setQueryData(trpc.reminders.settings.queryKey(), saved);
      markAnswered(profileId);
      setDone(true);
    } catch {
      setFailed(true);
    }
  }

  return (
    <Card
      title={t('offer.title')}
      icon="⏰"
      tone="tint"
      className="page-section reminder-offer"
      data-testid="reminder-offer"
    >
      {done ? (
        <Alert tone="success">{t('offer.done')}</Alert>
      ) : (
        <>
          <p>
            {data.nextCheckIn
              ? t('offer.text', { date: calendarDay(data.nextCheckIn) })
              : t('offer.textNoDate')}
          </p>
          <div className="reminder-offer__buttons">
            {user.email && (
              <Button onClick={() => void emailMe()} loading={update.isPending}>
                {t('offer.email')}
              </Button>
            )}
            <Link
              to="/edit-profile"
              hash="reminders"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => markAnswered(profileId)}
            >
              {t('offer.more')}
            </Link>
            <Button variant="ghost" onClick={close} disabled={update.isPending}>
              {t('offer.dismiss')}
            </Button>
          </div>
          <div role="status">{failed && <Alert tone="error">{t('card.failed')}</Alert>}</div>
        </>
      )}
    </Card>
  );
}
