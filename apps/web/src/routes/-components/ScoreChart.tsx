// Loaded lazily by /score-history only: Recharts never ships with any other screen.
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
import type { LegendPayload } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatShortDate, formatShortDateTime } from '../../lib/format';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';

export interface ChartPoint {
  /** When the attempt was made (ms since the epoch): the x axis is a time axis. */
  time: number;
  label: string;
  totalScore: number;
  directScore: number;
  indirectScore: number;
  /** Household litres a day; null for an attempt saved without its answers. */
  litresPerDay: number | null;
}

/** What the graph draws: the spec's points, or litres a day beside them. */
export type Measure = 'points' | 'litres';

/**
 * Spec section 9: the graph is at least 600 x 300. On a screen narrower than that (a phone) it
 * takes the card's width instead (app.css), so its y axis and legend stay in view rather than
 * scrolling sideways out of it.
 */
const CHART_HEIGHT = 300;
const DAY = 24 * 60 * 60 * 1000;
/** Date labels under the graph: few enough to fit a phone, where Recharts drops any that touch. */
const TICKS = 4;

/**
 * The x axis runs by time, so attempts 90 days apart sit farther apart than attempts 20 days
 * apart. A lone attempt gets a day either side; a span of a few days is labelled at its attempts,
 * so no date is written twice.
 */
function timeAxis(points: readonly ChartPoint[]): { domain: [number, number]; ticks: number[] } {
  const times = points.map((p) => p.time);
  const min = Math.min(...times);
  const max = Math.max(...times);
  if (max - min < DAY) return { domain: [min - DAY, max + DAY], ticks: [min] };
  if (max - min < TICKS * DAY) {
    const days = new Map(times.map((t) => [formatShortDate(t), t]));
    return { domain: [min, max], ticks: [...days.values()] };
  }
  const ticks = Array.from({ length: TICKS }, (_, i) => min + ((max - min) * i) / (TICKS - 1));
  return { domain: [min, max], ticks };
}

/** The line styles, drawn again in the legend so it says which line is which without colour. */
const DASHES: Readonly<Record<string, string | undefined>> = {
  directScore: '6 3',
  indirectScore: '2 3',
};

/**
 * The legend, drawn here rather than by Recharts: its own names each sample line "<name> legend
 * icon" for screen readers, in English. The sample is a picture only; the name follows it.
 */
function ChartLegend({ payload = [] }: { payload?: readonly LegendPayload[] }) {
  return (
    <ul className="score-chart__legend">
      {payload.map((item) => {
        const key = String((item.payload as { dataKey?: unknown } | undefined)?.dataKey ?? '');
        return (
          <li key={item.value}>
            <svg width="24" height="10" aria-hidden="true" focusable="false">
              <line
                x1="0"
                y1="5"
                x2="24"
                y2="5"
                stroke={item.color}
                strokeWidth="3"
                strokeDasharray={DASHES[key]}
              />
            </svg>
            {item.value}
          </li>
        );
      })}
    </ul>
  );
}

export default function ScoreChart({
  points,
  measure = 'points',
}: {
  points: readonly ChartPoint[];
  measure?: Measure;
}) {
  // The legend's names in the reader's language (the history screen loads 'history').
  const { t } = useTranslation('history');
  const animate = !usePrefersReducedMotion();
  const { domain, ticks } = timeAxis(points);
  return (
    <div className="score-chart" style={{ height: CHART_HEIGHT }}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={[...points]} margin={{ top: 10, right: 20, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="4 4" stroke="#d6e9f5" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={domain}
            ticks={ticks}
            tickFormatter={(time: number) => formatShortDate(time)}
            interval="preserveStartEnd"
            minTickGap={8}
            tick={{ fill: '#4a6072', fontSize: 13 }}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: '#4a6072', fontSize: 13 }}
            width={measure === 'points' ? 44 : 56}
          />
          <Tooltip labelFormatter={(time) => formatShortDateTime(Number(time))} />
          <Legend content={({ payload }) => <ChartLegend payload={payload} />} />
          {measure === 'points' ? (
            <>
              <Line
                type="monotone"
                dataKey="totalScore"
                name={t('total')}
                stroke="#0a67a3"
                strokeWidth={3}
                dot={{ r: 5 }}
                activeDot={{ r: 7 }}
                isAnimationActive={animate}
              />
              <Line
                type="monotone"
                dataKey="directScore"
                name={t('direct')}
                stroke="#0f766e"
                strokeWidth={2}
                strokeDasharray="6 3"
                isAnimationActive={animate}
              />
              <Line
                type="monotone"
                dataKey="indirectScore"
                name={t('indirect')}
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
              name={t('litresForHome')}
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
