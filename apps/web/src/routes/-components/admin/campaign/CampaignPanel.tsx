import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, LoadingBlock } from '@wf/ui';
import { formatDateTime, formatNumber } from '../../../../i18n/format';
import { errorCode, errorField, serverMessage } from '../../../../lib/errors';
import { focusFirstInvalid } from '../../../../lib/form';
import { useTRPC } from '../../../../lib/trpc';
import type { RouterOutputs } from '../../../../lib/trpc';
import { calendarDay } from '../../reminders/calendar-day';
import './campaign.css';

type Campaign = NonNullable<RouterOutputs['reminders']['campaign']['campaign']>;
type Field = 'start' | 'end' | 'checkIns';

const SAVE_FAILED = 'The campaign could not be saved. Please try again.';
const SEND_FAILED = 'The reminders could not be sent. Please try again.';
const ANNOUNCE_FAILED = 'The announcement could not be sent. Please try again.';

/**
 * The campaign's rules (@wf/scoring/reminders, the server's own): with Zod, about 26 KB gzipped,
 * fetched once the organiser starts on the form (its first focus) rather than with the tab.
 */
const loadCampaignRules = () => import('@wf/scoring/reminders');

/** A day as the admin screens write it (English): "Nov 21, 2026". */
const day = (d: string) => calendarDay(d, 'en');
/** A count as the admin screens write it (English): "1,234". */
const count = (value: number) => formatNumber(value, { language: 'en' });
const percent = (value: number) => `${count(value)}%`;

/**
 * What a send says: what went out, and when some could not, how many and what happens to them
 * (`next`). A failure makes it an error.
 */
function sendOutcome(sentText: string, failed: number, next: string) {
  return {
    tone: failed > 0 ? ('error' as const) : ('success' as const),
    text:
      failed > 0
        ? `${sentText} ${count(failed)} could not go out (the mail server refused or was down); ${next}`
        : sentText,
  };
}

/**
 * The organiser's campaign (issue 30, item 2), a tab of /admin loaded apart from the profiles
 * list: whether mail can go out, the campaign's days, its announcement (previewed, then sent
 * once), "send due reminders now", and who came back at each check-in (counts, never names).
 */
export function CampaignPanel() {
  const trpc = useTRPC();
  const campaign = useQuery(trpc.reminders.campaign.queryOptions());
  const status = useQuery(trpc.reminders.status.queryOptions());
  // Kept here: saving refills (remounts) the form below with what the server stored.
  const [saved, setSaved] = useState('');

  if (campaign.isPending || status.isPending) {
    return <LoadingBlock label="Loading the campaign…" />;
  }
  if (campaign.isError || status.isError) {
    return (
      <Alert tone="error">
        The campaign could not be loaded.{' '}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void campaign.refetch();
            void status.refetch();
          }}
        >
          Try Again
        </Button>
      </Alert>
    );
  }
  const current = campaign.data.campaign;
  return (
    <div className="campaign">
      <DeliveryCard status={status.data} />
      {/* Keyed by its days: a saved campaign (or another organiser's) refills the form. */}
      <CampaignForm
        key={current ? JSON.stringify([current.start, current.end, current.checkIns]) : 'none'}
        campaign={current}
        saved={saved}
        onSaved={setSaved}
      />
      <AnnouncementCard campaign={current} />
      <ReturnsCard />
    </div>
  );
}

function DeliveryCard({ status }: { status: RouterOutputs['reminders']['status'] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sendDue = useMutation(trpc.reminders.sendDue.mutationOptions());
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function send() {
    setResult(null);
    try {
      const { sent, failed } = await sendDue.mutateAsync();
      const sentText =
        sent === 0 && failed === 0
          ? 'No reminder was due: nothing was sent.'
          : `Sent ${count(sent)} ${sent === 1 ? 'reminder' : 'reminders'}.`;
      setResult(sendOutcome(sentText, failed, 'the next run tries again.'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.reminders.returns.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.organiser.auditLog.queryKey() }),
      ]);
    } catch (error) {
      setResult({ tone: 'error', text: (errorCode(error) && serverMessage(error)) || SEND_FAILED });
    }
  }

  return (
    <Card title="Reminders" icon="⏰">
      {!status.mailConfigured && (
        <Alert tone="warning" live="none" title="Mail is not set up">
          SMTP_URL is not set, so reminder and announcement emails go nowhere.
          {status.pushConfigured
            ? ' Phone notifications still go out.'
            : ' Set SMTP_URL (docs/operations.md) and restart the server.'}
        </Alert>
      )}
      <dl className="organiser-facts">
        <div>
          <dt>Residents who chose email reminders</dt>
          <dd>{count(status.optedIn.email)}</dd>
        </div>
        <div>
          <dt>Residents with phone notifications</dt>
          <dd>{count(status.optedIn.push)}</dd>
        </div>
      </dl>
      <p className="organiser-figure__text">
        Reminders go out by themselves in the community’s daytime (9:00 to 20:00) on each check-in
        day, to residents who chose them and have not answered since the check-in before. This
        button sends the ones due now, whatever the hour. A reminder is never sent twice.
      </p>
      <Button onClick={() => void send()} loading={sendDue.isPending} loadingText="Sending...">
        Send due reminders now
      </Button>
      <div role="status" className="campaign__result">
        {result && (
          <Alert tone={result.tone} live="none">
            {result.text}
          </Alert>
        )}
      </div>
    </Card>
  );
}

interface Row {
  key: number;
  value: string;
}

function CampaignForm({
  campaign,
  saved,
  onSaved: setSaved,
}: {
  campaign: Campaign | null;
  /** What the last save said, until the form changes. */
  saved: string;
  onSaved: (text: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.reminders.saveCampaign.mutationOptions());
  const nextKey = useRef(0);
  const row = (value: string): Row => ({ key: nextKey.current++, value });
  const [start, setStart] = useState(campaign?.start ?? '');
  const [end, setEnd] = useState(campaign?.end ?? '');
  const [rows, setRows] = useState<Row[]>(() => (campaign?.checkIns ?? []).map(row));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const checkInsId = useId();

  function changed(field: Field) {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setSaved('');
  }

  function addRow() {
    setRows((r) => [...r, row('')]);
    changed('checkIns');
    // The new date field takes the keyboard, as if the organiser had tabbed to it.
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLInputElement>('.campaign__check-in:last-of-type input')
        ?.focus(),
    );
  }

  function removeRow(key: number) {
    setRows((r) => r.filter((x) => x.key !== key));
    changed('checkIns');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    setFormError('');
    setSaved('');
    const rules = await loadCampaignRules().catch(() => null);
    if (!rules) {
      setFormError(SAVE_FAILED);
      return;
    }
    const parsed = rules.campaignSchema.safeParse({
      start: start || undefined,
      end: end || undefined,
      checkIns: rows.map((r) => r.value).filter((v) => v !== ''),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'start' || field === 'end' || field === 'checkIns') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      focusFirstInvalid(form);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      setErrors({});
      setSaved(
        `Campaign saved: ${day(parsed.data.start)} to ${day(parsed.data.end)}, ${
          parsed.data.checkIns.length
        } check-in ${parsed.data.checkIns.length === 1 ? 'date' : 'dates'}.`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.reminders.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.organiser.auditLog.queryKey() }),
      ]);
    } catch (error) {
      const field = errorField(error)?.split('.')[0];
      if (errorCode(error) && (field === 'start' || field === 'end' || field === 'checkIns')) {
        setErrors({ [field]: serverMessage(error) });
        focusFirstInvalid(form);
      } else {
        setFormError((errorCode(error) && serverMessage(error)) || SAVE_FAILED);
      }
    }
  }

  const checkInsError = errors.checkIns;
  return (
    <Card title="Campaign" icon="📆">
      <p className="organiser-figure__text">
        A month-long push to check in: from its start to its end, each check-in date makes a
        reminder due that day for every resident who chose reminders and has not answered since the
        check-in before. Without a campaign, a resident’s check-in is 30 days after their latest
        attempt.
      </p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <form
        ref={formRef}
        className="campaign__form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-busy={save.isPending || undefined}
        aria-label="Campaign dates"
        onFocus={() => void loadCampaignRules().catch(() => undefined)}
      >
        <div className="campaign__range">
          <Input
            id="campaign-start"
            label="Start"
            type="date"
            value={start}
            onChange={(e) => {
              setStart(e.target.value);
              changed('start');
            }}
            error={errors.start}
            requiredMark
          />
          <Input
            id="campaign-end"
            label="End"
            type="date"
            value={end}
            min={start || undefined}
            onChange={(e) => {
              setEnd(e.target.value);
              changed('end');
            }}
            error={errors.end}
            requiredMark
          />
        </div>
        <fieldset
          className="campaign__check-ins"
          aria-describedby={checkInsError ? `${checkInsId}-error` : undefined}
          aria-invalid={checkInsError ? true : undefined}
        >
          <legend>Check-in dates</legend>
          {rows.length === 0 && (
            <p className="organiser-figure__text">
              No check-in dates yet: add one for each day residents should answer again.
            </p>
          )}
          {rows.map((r, i) => (
            <div key={r.key} className="campaign__check-in">
              <Input
                id={`campaign-check-in-${r.key}`}
                label={`Check-in date ${i + 1}`}
                type="date"
                value={r.value}
                min={start || undefined}
                max={end || undefined}
                aria-invalid={checkInsError ? true : undefined}
                onChange={(e) => {
                  const value = e.target.value;
                  setRows((all) => all.map((x) => (x.key === r.key ? { ...x, value } : x)));
                  changed('checkIns');
                }}
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => removeRow(r.key)}
                aria-label={`Remove check-in date ${i + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          {checkInsError && (
            <p id={`${checkInsId}-error`} className="wf-field__error campaign__error">
              {checkInsError}
            </p>
          )}
          <Button variant="secondary" size="sm" onClick={addRow}>
            Add a check-in date
          </Button>
        </fieldset>
        <div className="campaign__submit">
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save Campaign
          </Button>
        </div>
      </form>
      <div role="status">
        {saved && (
          <Alert tone="success" live="none">
            {saved}
          </Alert>
        )}
      </div>
    </Card>
  );
}

function AnnouncementCard({ campaign }: { campaign: Campaign | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preview = useQuery({
    ...trpc.reminders.announcementPreview.queryOptions(),
    enabled: campaign !== null && !campaign.announcementSentAt,
  });
  const send = useMutation(trpc.reminders.sendAnnouncement.mutationOptions());
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function onSend() {
    setResult(null);
    try {
      const { sent, failed } = await send.mutateAsync();
      const sentText = `Announcement sent to ${count(sent)} ${sent === 1 ? 'resident' : 'residents'}.`;
      setResult(sendOutcome(sentText, failed, 'an announcement is not sent again.'));
    } catch (error) {
      setResult({
        tone: 'error',
        text: (errorCode(error) && serverMessage(error)) || ANNOUNCE_FAILED,
      });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.reminders.campaign.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.organiser.auditLog.queryKey() }),
      ]);
    }
  }

  return (
    <Card title="Announcement" icon="📣">
      {!campaign ? (
        <p className="organiser-figure__text">
          Save a campaign first: its announcement to every resident who chose reminders is shown
          here before it is sent.
        </p>
      ) : campaign.announcementSentAt ? (
        <p className="campaign__sent">
          Sent on {formatDateTime(campaign.announcementSentAt, { language: 'en' })}. An announcement
          goes out once per campaign.
        </p>
      ) : (
        <>
          <p className="organiser-figure__text">
            What residents who chose reminders will receive, each in their own language
            {preview.data
              ? ` (${count(preview.data.recipients.residents)} residents: ${count(preview.data.recipients.email)} by email, ${count(preview.data.recipients.push)} on a phone)`
              : ''}
            . It can be sent once.
          </p>
          {preview.isPending && <LoadingBlock label="Loading the preview…" />}
          {preview.isError && <Alert tone="warning">The preview could not be loaded.</Alert>}
          {preview.data && <Preview preview={preview.data} />}
          <Button
            onClick={() => void onSend()}
            loading={send.isPending}
            loadingText="Sending..."
            disabled={!preview.data}
          >
            Send announcement
          </Button>
        </>
      )}
      <div role="status" className="campaign__result">
        {result && (
          <Alert tone={result.tone} live="none">
            {result.text}
          </Alert>
        )}
      </div>
    </Card>
  );
}

type PreviewData = RouterOutputs['reminders']['announcementPreview'];

function Preview({ preview }: { preview: PreviewData }) {
  const hindi = preview.messages.some((m) => m.language === 'hi');
  // The Hindi text in the app's Devanagari font (the admin screens are English and never load
  // it otherwise; app.css gives it to :lang(hi)): a laptop without a Devanagari font shows boxes.
  useEffect(() => {
    if (hindi)
      void import('../../../../i18n/devanagari-font').then((m) => m.registerDevanagariFont());
  }, [hindi]);
  return (
    <div className="campaign__preview">
      {preview.messages.map((message) => (
        <article key={message.language} className="campaign__message" lang={message.language}>
          <h3 className="campaign__message-language">
            {message.language === 'hi' ? 'Hindi' : 'English'}
          </h3>
          <p className="campaign__message-subject">{message.subject}</p>
          <p className="campaign__message-text">{message.text}</p>
          <p className="campaign__message-push">
            <span className="campaign__message-label">On a phone: </span>
            <strong>{message.push.title}</strong> {message.push.body}
          </p>
        </article>
      ))}
    </div>
  );
}

function ReturnsCard() {
  const trpc = useTRPC();
  const returns = useQuery(trpc.reminders.returns.queryOptions());
  const data = returns.data;
  const rows = data?.checkIns ?? [];
  return (
    <Card title="Who Came Back" icon="🔁">
      <p className="organiser-figure__text">
        At each check-in, how many residents answered the questionnaire again (since the check-in
        before). Counts only: no resident is named here.
      </p>
      {returns.isPending && <LoadingBlock label="Loading who came back…" />}
      {returns.isError && <Alert tone="warning">Who came back could not be loaded.</Alert>}
      {data && rows.length === 0 && (
        <p className="organiser-figure__text">No check-in dates yet.</p>
      )}
      {data && rows.length > 0 && (
        <div className="organiser-table-scroll">
          <table className="organiser-table campaign__returns">
            <caption className="wf-visually-hidden">
              Residents who came back at each check-in, of {count(data.residents)} residents,{' '}
              {count(data.optedIn)} with a reminder on
            </caption>
            <thead>
              <tr>
                <th scope="col">Check-in</th>
                <th scope="col">Came back</th>
                <th scope="col">With a reminder on</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.day}>
                  <th scope="row">
                    {day(r.day)}
                    <span className="campaign__window">
                      {r.upcoming ? 'ahead; ' : ''}counted {day(r.from)} to {day(r.until)}
                    </span>
                  </th>
                  <td>
                    <span className="campaign__bar" aria-hidden="true">
                      <span style={{ width: `${Math.min(100, r.percentOfResidents ?? 0)}%` }} />
                    </span>
                    {count(r.returned)} of {count(data.residents)}
                    {r.percentOfResidents !== null && ` (${percent(r.percentOfResidents)})`}
                  </td>
                  <td>
                    {count(r.optedInReturned)} of {count(data.optedIn)}
                    {r.percentOfOptedIn !== null && ` (${percent(r.percentOfOptedIn)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
