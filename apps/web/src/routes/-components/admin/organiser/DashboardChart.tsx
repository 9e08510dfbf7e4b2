// Loaded lazily with the Community tab, so Recharts never weighs on the profiles list. The bars
// are for sighted readers: each chart has a table of the same figures behind it (ChartFigure),
// which is what screen readers read.
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { usePrefersReducedMotion } from '../../../../lib/use-reduced-motion';

export interface ChartBar {
  key: string;
  name: string;
  color: string;
}

export interface DashboardChartProps {
  data: readonly Record<string, string | number | null>[];
  xKey: string;
  bars: readonly ChartBar[];
  /** A dashed line at this value (the 135 L norm). */
  reference?: { value: number; label: string };
  /** A dashed line at this category (a bin boundary). */
  referenceX?: { value: string; label: string };
  height?: number;
  /** Each bar's number above it (issue 28: charts with their numbers), where bars are few. */
  labels?: boolean;
}

export default function DashboardChart({
  data,
  xKey,
  bars,
  reference,
  referenceX,
  height = 260,
  labels = false,
}: DashboardChartProps) {
  const animate = !usePrefersReducedMotion();
  return (
    <div className="organiser-chart" aria-hidden="true" style={{ height }}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={[...data]}
          accessibilityLayer={false}
          margin={{ top: 16, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey={xKey}
            tick={{ fontSize: 12, fill: '#0c2a3e' }}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#0c2a3e' }} />
          <Tooltip />
          {bars.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} />}
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              fill={bar.color}
              radius={[4, 4, 0, 0]}
              isAnimationActive={animate}
            >
              {labels && (
                <LabelList
                  dataKey={bar.key}
                  position="top"
                  style={{ fontSize: 11, fill: '#0c2a3e' }}
                />
              )}
            </Bar>
          ))}
          {reference && (
            <ReferenceLine
              y={reference.value}
              stroke="#b42318"
              strokeDasharray="6 4"
              label={{
                value: reference.label,
                position: 'insideTopRight',
                fill: '#b42318',
                fontSize: 12,
              }}
            />
          )}
          {referenceX && (
            <ReferenceLine
              x={referenceX.value}
              stroke="#b42318"
              strokeDasharray="6 4"
              label={{ value: referenceX.label, position: 'top', fill: '#b42318', fontSize: 12 }}
            />
          )}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
