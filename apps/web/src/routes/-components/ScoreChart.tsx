// Loaded lazily by /score-history only: Recharts never ships with any other screen.
import { useLayoutEffect, useRef } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';

export interface ChartPoint {
  label: string;
  totalScore: number;
  directScore: number;
  indirectScore: number;
  /** Household litres a day; null for an attempt saved without its answers. */
  litresPerDay: number | null;
}

/** What the graph draws: the spec's points, or litres a day beside them. */
export type Measure = 'points' | 'litres';

/** Spec section 9: the graph is at least 600 x 300. */
const CHART_MIN_WIDTH = 600;
const CHART_HEIGHT = 300;

export default function ScoreChart({
  points,
  measure = 'points',
}: {
  points: readonly ChartPoint[];
  measure?: Measure;
}) {
  const animate = !usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the graph is wider than the screen and scrolls sideways: start at its newest end,
  // the score people came to see, rather than at the oldest one.
  useLayoutEffect(() => {
    const scroller = ref.current?.parentElement;
    if (scroller && scroller.scrollWidth > scroller.clientWidth)
      scroller.scrollLeft = scroller.scrollWidth;
  }, [points]);
  return (
    <div
      ref={ref}
      className="score-chart"
      style={{ minWidth: CHART_MIN_WIDTH, height: CHART_HEIGHT }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} minWidth={CHART_MIN_WIDTH}>
        <LineChart data={[...points]} margin={{ top: 10, right: 24, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="4 4" stroke="#d6e9f5" />
          <XAxis
            dataKey="label"
            interval="preserveStartEnd"
            minTickGap={12}
            tick={{ fill: '#4a6072', fontSize: 13 }}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: '#4a6072', fontSize: 13 }}
            width={measure === 'points' ? 44 : 56}
          />
          <Tooltip />
          <Legend />
          {measure === 'points' ? (
            <>
              <Line
                type="monotone"
                dataKey="totalScore"
                name="Total"
                stroke="#0a67a3"
                strokeWidth={3}
                dot={{ r: 5 }}
                activeDot={{ r: 7 }}
                isAnimationActive={animate}
              />
              <Line
                type="monotone"
                dataKey="directScore"
                name="Direct"
                stroke="#0f766e"
                strokeWidth={2}
                strokeDasharray="6 3"
                isAnimationActive={animate}
              />
              <Line
                type="monotone"
                dataKey="indirectScore"
                name="Indirect"
                stroke="#a15c07"
                strokeWidth={2}
                strokeDasharray="2 3"
                isAnimationActive={animate}
              />
            </>
          ) : (
            <Line
              type="monotone"
              dataKey="litresPerDay"
              name="Litres a day for your home"
              stroke="#0a67a3"
              strokeWidth={3}
              dot={{ r: 5 }}
              activeDot={{ r: 7 }}
              connectNulls
              isAnimationActive={animate}
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
