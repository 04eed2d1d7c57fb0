import type { Endpoint } from '@portal/shared/contracts/endpoint';
import { Card, Flex, Form, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../shared/DateRangeField';
import { dateRangeOf, EMPTY_VALUE } from '../../../shared/format';
import {
  PageTable,
  type PageTableHandle,
  type PageTableProps,
  type SearchValues,
} from '../../../shared/PageTable';
import { dateTimeColumn } from '../../../shared/table-columns';
import { ExportButton } from '../../communal/components/ExportButton';

/** What every change record has: when, which change, the states it moved between, why and who. */
type ChangeRecord = {
  id: number;
  createdTime: string;
  action: string;
  stateFrom: number | null;
  stateTo: number | null;
  reason: string | null;
  operator: string | null;
};

type RecordFilter = { createdTimeStart?: string | null; createdTimeEnd?: string | null };

/** One line of a record's changes: `label: before → after`. */
export type RecordChange = { label: string; before: string; after: string };

/** Where the records come from: the list of the hook file (listOf) and its export endpoint. */
type RecordSource<R extends ChangeRecord, F extends RecordFilter> = {
  list: Pick<PageTableProps<R, F>, 'queryKey' | 'request'>;
  exportEndpoint: Endpoint;
};

export type RecordListProps<R extends ChangeRecord, F extends RecordFilter> = RecordSource<R, F> & {
  /**
   * The section of the catalog texts with the list's words: `time`, `action`, `action_<action>`,
   * `reason`, `operator` and `createdTime` (the search form's period).
   */
  texts: 'record' | 'listing';
  /** Every action a record may have, in the order the action filter offers them. */
  actions: readonly R['action'][];
  timeWidth: number;
  /** The columns after the time that say what changed (the brand; the channel and the goods). */
  subjectColumns: TableColumnsType<R>;
  /** The search fields before the action's; a field's name is its filter's. */
  subjectSearch: ReactNode;
  /** The state column: its title, and the tag of the state a record moved from or to. */
  state: { title: string; tag: (state: NonNullable<R['stateTo']>, side: 'from' | 'to') => ReactNode };
  /** The changes column: its title, and a record's lines (null when it changed nothing of the kind). */
  changes: { title: string; of: (row: R) => RecordChange[] | null };
  /** The operator column's width, and what it shows when the change was made by no account. */
  operator: { width?: number; none: ReactNode };
};

/** The search form's values as filters: texts trimmed, empty fields left out, the period as its bounds. */
const toFilters = <F extends RecordFilter>({ createdTime, ...fields }: SearchValues): Partial<F> => {
  const { start, end } = dateRangeOf(createdTime as Parameters<typeof dateRangeOf>[0]);
  const filters: SearchValues = {};
  for (const [name, value] of Object.entries(fields)) {
    const given = typeof value === 'string' ? value.trim() : value;
    filters[name] = given === '' || given === null ? undefined : given;
  }
  return { ...filters, createdTimeStart: start, createdTimeEnd: end } as Partial<F>;
};

/**
 * A change-record list (/brand/record, /goods/channel_record): each change with its time, what it
 * was about, the action, the states it moved between, what it changed, the reason and who made it;
 * filtered by the subject, the action and a period, and exported as filtered.
 */
export const RecordList = <R extends ChangeRecord, F extends RecordFilter>({
  texts,
  actions,
  timeWidth,
  subjectColumns,
  subjectSearch,
  state,
  changes,
  operator,
  ...source
}: RecordListProps<R, F>) => {
  const { list } = source;
  const { t } = useTranslation('catalog');
  const table = useRef<PageTableHandle<F>>(null);

  const columns: TableColumnsType<R> = [
    dateTimeColumn<R>(t(`${texts}.time`), 'createdTime', timeWidth),
    ...subjectColumns,
    {
      title: t(`${texts}.action`),
      dataIndex: 'action',
      render: (action: string) => t(`${texts}.action_${action}`),
    },
    {
      title: state.title,
      key: 'state',
      render: (_value, row) =>
        row.stateTo === null ? (
          EMPTY_VALUE
        ) : (
          <Flex gap={4} align="center">
            {row.stateFrom === null ? null : <>{state.tag(row.stateFrom, 'from')}→</>}
            {state.tag(row.stateTo, 'to')}
          </Flex>
        ),
    },
    {
      title: changes.title,
      key: 'changes',
      render: (_value, row) => {
        const lines = changes.of(row);
        return lines ? (
          <Flex vertical>
            {lines.map(({ label, before, after }) => (
              <Typography.Text key={label}>
                {label}: {before} → {after}
              </Typography.Text>
            ))}
          </Flex>
        ) : (
          EMPTY_VALUE
        );
      },
    },
    { title: t(`${texts}.reason`), dataIndex: 'reason', render: (value) => value || EMPTY_VALUE },
    {
      title: t(`${texts}.operator`),
      dataIndex: 'operator',
      width: operator.width,
      render: (value) => value || operator.none,
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<R, F>
        ref={table}
        {...list}
        rowKey="id"
        indexColumn
        columns={columns}
        toFilters={toFilters<F>}
        search={
          <>
            {subjectSearch}
            <Form.Item name="action" label={t(`${texts}.action`)}>
              <Select
                allowClear
                style={{ width: 170 }}
                options={actions.map((action) => ({ value: action, label: t(`${texts}.action_${action}`) }))}
              />
            </Form.Item>
            <Form.Item name="createdTime" label={t(`${texts}.createdTime`)}>
              <DateRangeField />
            </Form.Item>
          </>
        }
        toolbar={
          <ExportButton endpoint={source.exportEndpoint} filters={() => table.current?.filters() ?? {}} />
        }
      />
    </Card>
  );
};
