import { useEffect, useId, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, buttonClassName } from '@wf/ui';
import { formatNumber } from '../../../i18n/format';
import { queries, useQueryContext } from '../../../lib/queries';
import { showToast } from '../../../lib/toasts';
import { drawShareCard, shareSaving } from './share-card';
import './handouts.css';

type Choice = 'saved' | 'perPerson';

/**
 * Under the summary (issue 30, item 3): the next check-in for the calendar, and a picture card
 * of the home's saving to share, showing only the figures the resident ticks (none at first).
 */
export default function SummaryHandouts() {
  const { t } = useTranslation('summary');
  const summary = useSuspenseQuery(queries.waterSummary(useQueryContext())).data.value;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<Choice>>(new Set());
  const [sharing, setSharing] = useState(false);
  const headingId = useId();

  const saved = Math.round(summary.change?.litresSavedPerDay ?? 0);
  const perPerson = summary.latest
    ? Math.round(summary.latest.footprint.direct.perPersonPerDay)
    : null;
  const choices: { key: Choice; label: string }[] = [
    ...(saved >= 1
      ? [{ key: 'saved' as const, label: t('share.saved', { litres: formatNumber(saved) }) }]
      : []),
    ...(perPerson !== null
      ? [
          {
            key: 'perPerson' as const,
            label: t('share.perPerson', { litres: formatNumber(perPerson) }),
          },
        ]
      : []),
  ];
  const lines = choices.filter((c) => chosen.has(c.key)).map((c) => c.label);
  const title = saved >= 1 ? t('share.titleSaving') : t('share.titleTracking');
  const footer = window.location.host;

  useEffect(() => {
    if (canvasRef.current) drawShareCard(canvasRef.current, { title, lines, footer });
    // lines is derived from chosen and the texts; its joined form is a stable dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, lines.join('\n'), footer]);

  const toggle = (key: Choice) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  async function share() {
    if (!canvasRef.current) return;
    setSharing(true);
    const outcome = await shareSaving(canvasRef.current, {
      text: [title, ...lines].join(' '),
      url: `${window.location.origin}/`,
      fileName: 'water-saving.png',
    });
    setSharing(false);
    if (outcome === 'copied') showToast(t('share.copied'));
    if (outcome === 'failed') showToast(t('share.failed'), 'error');
  }

  return (
    <Card title={t('share.heading')} icon="📣" className="page-section handouts">
      <p>
        <a
          href="/api/calendar/next-check-in.ics"
          download="next-check-in.ics"
          className={buttonClassName({ variant: 'secondary' })}
        >
          <span aria-hidden="true">📅 </span>
          {t('share.calendar')}
        </a>
      </p>
      <fieldset className="handouts__choices" aria-describedby={headingId}>
        <legend id={headingId}>{t('share.choose')}</legend>
        {choices.map(({ key, label }) => (
          <label key={key} className="handouts__choice">
            <input type="checkbox" checked={chosen.has(key)} onChange={() => toggle(key)} /> {label}
          </label>
        ))}
      </fieldset>
      <canvas
        ref={canvasRef}
        className="handouts__card"
        role="img"
        aria-label={[title, ...lines].join('. ')}
        data-testid="share-card"
      />
      <Button onClick={() => void share()} loading={sharing}>
        <span aria-hidden="true">🔗 </span>
        {t('share.button')}
      </Button>
    </Card>
  );
}
