import { theme } from 'shared-kit/theme';
import type { ChartTexts } from './dashboardAreas';
import { formatCount } from './formatCount';
import type { Slice } from '@console/contract/dashboard';
import type { Tally } from '@console/contract/dashboard';

/** Ticks a count axis shows at most; beyond that the spec's step of 1 grows to 2, 5, 10, 20, 50... */
const MAX_TICKS = 10;

/**
 * Count axes start at zero with a step of 1 (foundation.md §2). At hundreds of records a step of 1
 * would draw hundreds of unreadable ticks, so the step becomes the smallest of 1, 2, 5 x 10^n that
 * keeps at most ten.
 */
export function countStep(highest: number): number {
  for (let power = 1; ; power *= 10) {
    for (const base of [1, 2, 5]) if (highest <= base * power * MAX_TICKS) return base * power;
  }
}

/** About 7 px a character at 12 px. */
const CHAR_PX = 7;
/** A longer label is cut with an ellipsis (its full name is in the table beside the chart). */
const LABEL_PX = 110;
/** The plot of a bar chart on a phone: labels side by side must fit it to stay level. */
const NARROW_PLOT_PX = 250;

/**
 * How far the names under the bars turn, so they never run into each other: level when they fit side
 * by side on a phone's plot, else 30 degrees, or 60 when there are many (then they need less room each).
 */
export function labelRotation(names: readonly string[]): number {
  const widest = Math.min(LABEL_PX, Math.max(0, ...names.map((name) => name.length)) * CHAR_PX);
  if (names.length * (widest + 8) <= NARROW_PLOT_PX) return 0;
  return names.length > 8 ? 60 : 30;
}

/** The echarts option of a bar chart of counts: one bar per name, most first. */
export function barOption(texts: ChartTexts, rows: readonly Tally[], colour: string) {
  const highest = Math.max(0, ...rows.map((row) => row.count));
  const step = countStep(highest);
  const top = Math.max(step, Math.ceil(highest / step) * step);
  const names = rows.map((row) => row.name);
  const rotate = labelRotation(names);
  // The axis name sits left of the widest tick label, and below the turned names.
  const nameGap = formatCount(top).length * CHAR_PX + 14;
  const widest = Math.min(LABEL_PX, Math.max(0, ...names.map((name) => name.length)) * CHAR_PX);
  const labelDrop = Math.ceil(Math.sin((rotate * Math.PI) / 180) * widest) + 30;
  return {
    title: { text: texts.title, left: 'center', textStyle: { fontSize: 15 } },
    tooltip: { trigger: 'axis' as const },
    grid: { left: nameGap + 24, right: 24, top: 56, bottom: labelDrop + 24 },
    xAxis: {
      type: 'category' as const,
      name: texts.xName,
      nameLocation: 'middle' as const,
      nameGap: labelDrop,
      data: names,
      // Past what turning can save (dozens of names on a phone), a name that would cover another is left out.
      axisLabel: { interval: 0, rotate, width: LABEL_PX, overflow: 'truncate' as const, hideOverlap: true },
    },
    yAxis: {
      type: 'value' as const,
      name: texts.yName,
      nameLocation: 'middle' as const,
      nameGap,
      min: 0,
      // A fixed top keeps the ticks on the step however echarts would round the data's maximum.
      max: top,
      interval: step,
      axisLabel: { formatter: formatCount },
    },
    series: [
      {
        name: texts.yName,
        type: 'bar' as const,
        data: rows.map((row) => row.count),
        itemStyle: { color: colour },
        barMaxWidth: 48,
        label: {
          show: true,
          position: 'top' as const,
          formatter: ({ value }: { value: number }) => formatCount(value),
        },
      },
    ],
  };
}

/** The echarts option of a status pie: each slice labelled with its share to one decimal. */
export function pieOption(title: string, slices: readonly Slice[], colours: readonly string[]) {
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 15 } },
    tooltip: { trigger: 'item' as const, formatter: '{b}: {c}' },
    series: [
      {
        name: title,
        type: 'pie' as const,
        radius: '70%',
        center: ['50%', '55%'],
        // Empty slices would only stack their 0.0% labels on top of the others.
        data: slices
          .map((slice, i) => ({
            name: slice.name,
            value: slice.count,
            percent: slice.percent,
            itemStyle: { color: colours[i % colours.length] },
          }))
          .filter((slice) => slice.value > 0),
        // Inside the slices: labels beside a pie run off a phone's screen.
        label: {
          position: 'inside' as const,
          formatter: (params: { name: string; data: { percent: string } }) => `${params.name}\n${params.data.percent}`,
          color: theme.colors.onDark,
          fontWeight: 'bold' as const,
          lineHeight: 16,
        },
      },
    ],
  };
}
