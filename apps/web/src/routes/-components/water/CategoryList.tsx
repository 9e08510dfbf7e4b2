// Litres by use as a table: the chart's figures for screen readers, and the hidden water's list.
import { cx } from '@wf/ui';
import { litres } from '../../../lib/litres';
import type { CategoryBar } from './footprint-view';

export function CategoryList({
  bars,
  caption,
  className,
}: {
  bars: readonly CategoryBar[];
  caption: string;
  className?: string;
}) {
  return (
    <table className={cx('category-list', className)}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Use</th>
          <th scope="col">Litres a day</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.label}</th>
            <td>{litres(bar.litresPerDay)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
