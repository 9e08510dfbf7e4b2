import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { round } from '@wf/scoring/water/round';
import { Card, cx } from '@wf/ui';
import { formatNumber } from '../../../i18n/format';
import { queries, useQueryContext } from '../../../lib/queries';
import './community.css';

const VERDICT = {
  efficient: { face: '😊', text: 'comparison.verdictEfficient' },
  better: { face: '😊', text: 'comparison.verdictBetter' },
  'not-yet': { face: '💪', text: 'comparison.verdictNotYet' },
} as const;

/**
 * The household's litres per person a day against similar homes of its community: approval when
 * it does better than the middle home, encouragement otherwise (docs/community.md). Nothing before
 * the household's first answers; a note while the community is too small to compare.
 */
export function FairComparison({ className }: { className?: string }) {
  const { t } = useTranslation('community');
  const { value } = useSuspenseQuery(queries.comparison(useQueryContext())).data;
  const title = t('comparison.title');
  if (value.comparison === null) {
    if (value.reason !== 'too-few-households') return null;
    return (
      <Card title={title} icon="🏘️" className={cx('comparison', className)}>
        <p className="comparison__note">{t('comparison.tooFew')}</p>
      </Card>
    );
  }
  const c = value.comparison;
  const verdict = VERDICT[c.verdict];
  // Q1's '5+' is counted as 5.
  const size =
    c.householdSize >= 5
      ? t('comparison.sizeFive')
      : t('comparison.people', { count: c.householdSize });
  const rows = [
    { key: 'yours', label: t('comparison.yours'), litres: c.yours },
    { key: 'median', label: t('comparison.median'), litres: c.median },
    { key: 'efficient', label: t('comparison.efficient'), litres: c.efficientFifth },
  ] as const;
  const widest = Math.max(...rows.map((r) => r.litres), 1);

  return (
    <Card title={title} icon="🏘️" className={cx('comparison', className)}>
      <p className={cx('comparison__verdict', `comparison__verdict--${c.verdict}`)}>
        <span className="comparison__face" aria-hidden="true">
          {verdict.face}
        </span>
        <span>{t(verdict.text)}</span>
      </p>
      <p className="comparison__unit">{t('comparison.unit')}</p>
      <dl className="comparison__bars">
        {rows.map((row) => (
          <div key={row.key} className={cx('comparison__row', `comparison__row--${row.key}`)}>
            <dt>{row.label}</dt>
            <dd>
              <span className="comparison__track" aria-hidden="true">
                <span
                  className="comparison__bar"
                  style={{ width: `${Math.max(4, (row.litres / widest) * 100)}%` }}
                />
              </span>
              <span className="comparison__litres">
                {t('comparison.litres', {
                  litres: formatNumber(round(row.litres), { maximumFractionDigits: 1 }),
                })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="comparison__basis">
        {t(c.basis === 'same-size' ? 'comparison.sameSize' : 'comparison.community', {
          count: c.households,
          size,
        })}{' '}
        {t('comparison.privacy')}
      </p>
      {c.verdict === 'not-yet' && (
        <p className="comparison__plan">
          <Link to="/action-plan">{t('comparison.planLink')}</Link>
        </p>
      )}
    </Card>
  );
}
