// Loaded lazily by the screens that draw it, so Recharts never ships with the public screens.
// The bars are decoration for sighted readers: the same figures are in the list beside it
// (CategoryList), which is what screen readers read.
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { litres } from '../../../lib/litres';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import type { CategoryBar } from './footprint-view';

const ROW_HEIGHT = 40;

export default function CategoryChart({ bars }: { bars: readonly CategoryBar[] }) {
  const animate = !usePrefersReducedMotion();
  const height = bars.length * ROW_HEIGHT + 8;
  return (
    <div className="category-chart" aria-hidden="true" style={{ height }}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={[...bars]}
          layout="vertical"
          // Not focusable: the chart is hidden from assistive technology, which reads the table.
          accessibilityLayer={false}
          margin={{ top: 0, right: 64, bottom: 0, left: 0 }}
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
              formatter={(value: unknown) => `${litres(Number(value))} L`}
              style={{ fill: '#0c2a3e', fontSize: 14, fontWeight: 600 }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
