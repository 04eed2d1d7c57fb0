import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from '../format';
import {
  type ChartTheme,
  funnelOption,
  rankingOption,
  shareOption,
  shortNumber,
  trendOption,
} from './chart-options';

const theme: ChartTheme = {
  colors: ['#1', '#2', '#3', '#4'],
  text: '#t',
  textSecondary: '#s',
  border: '#b',
  fontFamily: 'f',
};

type Series = {
  data: unknown[];
  type: string;
  yAxisIndex?: number;
  markLine?: { data: { yAxis: number }[]; label: { formatter: string } };
  lineStyle?: unknown;
  tooltip: { valueFormatter: (v: unknown) => string };
};

describe('trendOption', () => {
  it('draws the values as numbers on categories, the comparison dashed, the target as a mark line', () => {
    const option = trendOption(theme, {
      categories: ['2026-01', '2026-02'],
      series: [
        { name: 'this', values: ['1234.50', null] },
        { name: 'previous', values: ['10', '20.10'], dashed: true },
        { name: 'orders', values: [3, 4], type: 'bar', axis: 1 },
      ],
      target: { name: 'Target', value: '5000.00' },
    }) as { series: Series[]; yAxis: unknown[]; xAxis: { data: string[] } };
    expect(option.xAxis.data).toEqual(['2026-01', '2026-02']);
    expect(option.series[0].data).toEqual([1234.5, null]);
    expect(option.series[0].markLine?.data).toEqual([{ yAxis: 5000 }]);
    expect(option.series[0].markLine?.label.formatter).toBe('Target 5,000.00');
    expect(option.series[1].markLine).toBeUndefined();
    expect(option.series[1].lineStyle).toBeDefined();
    expect(option.series[2].yAxisIndex).toBe(1);
    expect(option.yAxis).toHaveLength(2);
    expect(option.series[0].tooltip.valueFormatter(1234.5)).toBe('1,234.50');
    expect(option.series[2].tooltip.valueFormatter(1234)).toBe('1,234');
  });

  it('has no mark line without a target and one axis without a right-hand series', () => {
    const option = trendOption(theme, { categories: ['a'], series: [{ name: 'x', values: [1] }] }) as {
      series: Series[];
      yAxis: unknown[];
    };
    expect(option.series[0].markLine).toBeUndefined();
    expect(option.yAxis).toHaveLength(1);
  });
});

describe('share, ranking and funnel options', () => {
  it('keeps every item with its number', () => {
    const share = shareOption(theme, {
      name: 's',
      items: [
        { name: 'A', value: '1.50' },
        { name: 'B', value: '0' },
      ],
    }) as { series: { data: unknown[] }[] };
    expect(share.series[0].data).toEqual([
      { name: 'A', value: 1.5 },
      { name: 'B', value: 0 },
    ]);
    const ranking = rankingOption(theme, {
      name: 'r',
      items: [
        { name: 'first', value: '9' },
        { name: 'second', value: '3' },
      ],
    }) as { yAxis: { data: string[] }; series: { data: unknown[] }[] };
    // The largest on top: echarts draws a category axis from the bottom.
    expect(ranking.yAxis.data).toEqual(['second', 'first']);
    expect(ranking.series[0].data).toEqual([3, 9]);
    const funnel = funnelOption(theme, {
      name: 'f',
      steps: [
        { name: 'a', value: 10 },
        { name: 'b', value: 4 },
      ],
    }) as { series: { max: number; sort: string; data: unknown[] }[] };
    expect(funnel.series[0].max).toBe(10);
    expect(funnel.series[0].sort).toBe('none');
  });
});

describe('number texts', () => {
  it('shortens axis numbers', () => {
    expect(shortNumber(0)).toBe('0');
    expect(shortNumber(9999)).toBe('9999');
    expect(shortNumber(12345)).toBe('12.3k');
    expect(shortNumber(1234567)).toBe('1.23M');
    expect(shortNumber(-2500000000)).toBe('-2.5B');
  });

  it('formats counts and percentages exactly', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount('-1000')).toBe('-1,000');
    expect(formatCount(null)).toBe('-');
    expect(formatCount(1.5)).toBe('-');
    expect(formatPercent('12.34')).toBe('12.34%');
    expect(formatPercent('12.34', { signed: true })).toBe('+12.34%');
    expect(formatPercent('-3.10', { signed: true })).toBe('-3.10%');
    expect(formatPercent('0.00', { signed: true })).toBe('0.00%');
    expect(formatPercent(null)).toBe('-');
  });
});
