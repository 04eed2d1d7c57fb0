// Table columns for a chart's numbers, formatted with the shared helpers: amounts to the cent,
// counts with thousands separators, percentages as the server computed them, right-aligned.
import type { TableColumnType } from 'antd';
import { formatAmount, formatCount, formatPercent } from '../format';

type Key<Row> = Extract<keyof Row, string>;

/** A column of amounts ("12,345.50"). */
export const amountColumn = <Row extends object>(
  title: string,
  key: Key<Row>,
  options: { width?: number } = {},
): TableColumnType<Row> => ({
  title,
  key,
  dataIndex: key,
  align: 'right',
  width: options.width ?? 140,
  render: (value: string | number | null) => formatAmount(value),
});

/** A column of counts ("1,234"). */
export const countColumn = <Row extends object>(
  title: string,
  key: Key<Row>,
  options: { width?: number } = {},
): TableColumnType<Row> => ({
  title,
  key,
  dataIndex: key,
  align: 'right',
  width: options.width ?? 110,
  render: (value: string | number | null) => formatCount(value),
});

/** A column of percentages ("12.34%", "+3.10%" when `signed`, '-' where there is no base). */
export const percentColumn = <Row extends object>(
  title: string,
  key: Key<Row>,
  options: { width?: number; signed?: boolean } = {},
): TableColumnType<Row> => ({
  title,
  key,
  dataIndex: key,
  align: 'right',
  width: options.width ?? 110,
  render: (value: string | number | null) => formatPercent(value, { signed: options.signed }),
});

/** A column of names or labels. */
export const textColumn = <Row extends object>(
  title: string,
  key: Key<Row>,
  options: { width?: number } = {},
): TableColumnType<Row> => ({ title, key, dataIndex: key, width: options.width, ellipsis: true });
