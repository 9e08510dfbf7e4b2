import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_IMPROVEMENT_PERIOD,
  IMPROVEMENT_PERIODS,
  type ImprovementPeriod,
} from '@wf/scoring/community';
import { round } from '@wf/scoring/water/round';
import { Badge, Card, Spinner, ToggleGroup, cx } from '@wf/ui';
import { formatNumber } from '../../../i18n/format';
import { queries, useQueryContext } from '../../../lib/queries';
import './community.css';

/** The fall in percent as shown: whole percents, a tenth under 1% so a small fall never reads 0%. */
export function percentFall(changePercent: number): string {
  const fall = Math.abs(changePercent);
  if (fall >= 1) return formatNumber(Math.round(fall));
  return formatNumber(Math.max(0.1, Math.round(fall * 10) / 10), { maximumFractionDigits: 1 });
}

/**
 * The leaderboard's second board: whose home's litres per person a day fell most, in percent,
 * from their first to their latest attempt in the chosen period (issue 27: "most improved"
 * follows litres; docs/litres-lead.md). The spec's points board stays above it. The default
 * period is in the route's loader.
 */
export function MostImproved() {
  const { t } = useTranslation('community');
  const context = useQueryContext();
  const [period, setPeriod] = useState<ImprovementPeriod>(DEFAULT_IMPROVEMENT_PERIOD);
  // The previous period's list stays on screen while the next loads, so the card keeps its size.
  const board = useQuery({
    ...queries.improvedByLitres(context, period),
    placeholderData: keepPreviousData,
  });
  const entries = board.data?.value ?? [];

  return (
    <Card
      title={t('improved.title')}
      icon="📈"
      className="page-section improved"
      aria-busy={board.isFetching}
    >
      <p className="improved__lead">{t('improved.lead')}</p>
      <ToggleGroup
        label={t('improved.period')}
        options={IMPROVEMENT_PERIODS.map((value) => ({ value, label: t(`improved.${value}`) }))}
        value={period}
        onChange={setPeriod}
        className="improved__period"
      />
      {!board.data ? (
        <Spinner />
      ) : board.data.error ? (
        <p className="improved__note">{t('improved.failed')}</p>
      ) : entries.length === 0 ? (
        <p className="improved__note">{t('improved.empty')}</p>
      ) : (
        <ol className="board improved__list">
          {entries.map((entry, index) => {
            const litres = (value: number) =>
              formatNumber(round(value), { maximumFractionDigits: 1 });
            // A home, named by its flat; its members' names only where they chose to be named.
            return (
              <li
                key={`${entry.householdId ?? 'alone'}:${entry.apartment}:${index}`}
                className={cx('board__row', entry.yours && 'board__row--you')}
              >
                <span className="rank">#{index + 1}</span>
                <div className="board__who">
                  <p className="board__name">
                    {entry.apartment
                      ? t('improved.home', { apartment: entry.apartment })
                      : t('improved.homeNoFlat')}
                    {entry.yours && <Badge tone="accent">{t('improved.yours')}</Badge>}
                  </p>
                  {entry.memberNames.length > 0 && (
                    <p className="board__apartment">{entry.memberNames.join(', ')}</p>
                  )}
                </div>
                <div className="improved__change">
                  <p className="improved__points">
                    {t('improved.change', { percent: percentFall(entry.litresChangePercent) })}
                  </p>
                  <p className="improved__detail">
                    {t('improved.fromTo', {
                      first: litres(entry.firstLitresPerPersonPerDay),
                      latest: litres(entry.latestLitresPerPersonPerDay),
                    })}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
