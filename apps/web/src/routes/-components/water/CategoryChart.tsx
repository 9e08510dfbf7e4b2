// Loaded lazily by the screens that draw it, so Recharts never ships with the public screens.
// The bars are decoration for sighted readers: the same figures are in the list beside it
// (CategoryList), which is what screen readers read.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import type { CategoryBar } from './footprint-view';
import { litres, useModelTexts } from './words';

const ROW_HEIGHT = 40;

export default function CategoryChart({ bars }: { bars: readonly CategoryBar[] }) {
  const { t, i18n } = useTranslation('water');
  const names = useModelTexts();
  const animate = !usePrefersReducedMotion();
  const height = bars.length * ROW_HEIGHT + 8;
  const data = bars.map((bar) => ({ ...bar, label: names.category(bar.key, bar.label) }));
  // "1,240 लीटर" is wider than "1,240 L": room for the figure right of the longest bar.
  const figureRoom = i18n.language === 'hi' ? 100 : 64;
  return (
    <div className="category-chart" aria-hidden="true" style={{ height }}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={data}
          layout="vertical"
          // Not focusable: the chart is hidden from assistive technology, which reads the table.
          accessibilityLayer={false}
          margin={{ top: 0, right: figureRoom, bottom: 0, left: 0 }}
          barCategoryGap={8}
        >
          <XAxis type="number" hide domain={[0, 'dataMax']} />
          <YAxis
            type="category"
            dataKey="label"
            width={128}
            tickLine={false}
            axisLine={false}
            tick={{ fill: '#0c2a3e', fontSize: 14 }}
          />
          <Bar
            dataKey="litresPerDay"
            fill="#0a67a3"
            radius={[0, 8, 8, 0]}
            isAnimationActive={animate}
          >
            <LabelList
              dataKey="litresPerDay"
              position="right"
              formatter={(value: unknown) => t('chart.litres', { litres: litres(Number(value)) })}
              style={{ fill: '#0c2a3e', fontSize: 14, fontWeight: 600 }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
