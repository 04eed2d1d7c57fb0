import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from './format';

/**
 * A date-time column (`YYYY-MM-DD HH:mm:ss`, '-' when empty) that the server sorts: the field is
 * the column's key, which PageTable sends as `sortBy`.
 */
export const dateTimeColumn = <T>(
  title: ReactNode,
  field: keyof T & string,
  width: number,
): TableColumnsType<T>[number] => ({
  title,
  dataIndex: field,
  key: field,
  width,
  sorter: true,
  render: (value: string | null) => formatDateTime(value),
});
