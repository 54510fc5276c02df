import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { day, money, operatorMarket, shortDay } from '../../lib/market.ts';

const DAY_S = 86_400;
/** Ticks fall on whole days only: 1, 2, 7, 14 days, about a month, a quarter. */
const DAY_STEPS = [1, 2, 7, 14, 30, 91].map((days) => days * DAY_S);

export interface ChartSeries {
  label: string;
  color: string;
  /** Minor units, one per day. */
  values: number[];
}

/**
 * Money per local day as lines (uPlot, decision 016), for two days or more (one point draws no line).
 * The x axis shows the report's local dates as they are (read as UTC, so that the browser's own zone
 * cannot shift a day), the y axis cedis. Axis and grid colours come from the theme's CSS variables, so
 * the chart reads in light and dark.
 */
export function DayChart({
  title,
  days,
  series,
  height = 240,
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const theme = getComputedStyle(element);
    const ink = theme.getPropertyValue('--label').trim() || '#4a5a52';
    const grid = theme.getPropertyValue('--line').trim() || '#d8dfdb';
    const scale = operatorMarket().minorScale;
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 320),
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: { x: { time: true } },
      legend: { live: true },
      series: [
        {
          label: 'Day',
          value: (_, ts) => (ts == null ? '—' : day(new Date(ts * 1000).toISOString().slice(0, 10))),
        },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          points: { show: days.length <= 31, size: 5, fill: s.color },
          value: (_: uPlot, v: number | null) => (v == null ? '—' : money(Math.round(v * scale))),
        })),
      ],
      axes: [
        {
          ...axis,
          incrs: DAY_STEPS,
          values: (_, ticks) => ticks.map((t) => shortDay(new Date(t * 1000).toISOString().slice(0, 10))),
        },
        { ...axis, size: 70, values: (_, ticks) => ticks.map((t) => t.toLocaleString('en')) },
      ],
    };
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000),
      ...series.map((s) => s.values.map((v) => v / scale)),
    ];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 320), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, height]);
  return (
    <figure className="report-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} role="img" aria-label={title} />
    </figure>
  );
}
