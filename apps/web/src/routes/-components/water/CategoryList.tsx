// Litres by use as a table: the chart's figures for screen readers, and the hidden water's list.
import { useTranslation } from 'react-i18next';
import { cx } from '@wf/ui';
import type { CategoryBar } from './footprint-view';
import { litres, useModelTexts } from './words';

export function CategoryList({
  bars,
  caption,
  className,
}: {
  bars: readonly CategoryBar[];
  caption: string;
  className?: string;
}) {
  const { t } = useTranslation('water');
  const names = useModelTexts();
  return (
    <table className={cx('category-list', className)}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('list.use')}</th>
          <th scope="col">{t('list.litres')}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{names.category(bar.key, bar.label)}</th>
            <td>{litres(bar.litresPerDay)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
