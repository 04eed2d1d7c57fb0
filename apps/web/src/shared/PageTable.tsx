import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@portal/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import {
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestOptions } from './http';
import { checkPage, type PageParams, type PageResult, sortOf, tableErrorOf } from './page-table';

export type { PageParams, PageResult } from './page-table';

/** What a page's owner can do with its table: reload the current page, or go back to the first one. */
export type PageTableHandle<F extends object = SearchValues> = {
  reload: () => void;
  /** The filters of the rows on screen (search form + fixed params), e.g. for an export. */
  filters: () => Partial<F>;
  /** Back to page 1 with the current filters (e.g. after a new row was added). */
  reloadFirstPage: () => void;
};

/** Search form values as antd's Form gives them (strings, dayjs ranges, selects ...). */
export type SearchValues = Record<string, unknown>;

export type PageTableProps<T, F extends object> = {
  /** react-query key prefix of this list; invalidating it (e.g. ['payback']) refreshes every table of it. */
  queryKey: readonly unknown[];
  /** Loads one page. PageTable passes `silent` (it shows the error itself) and an abort signal. */
  request: (params: PageParams & Partial<F>, options: RequestOptions) => Promise<PageResult<T>>;
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  /** Form.Item elements of the search form; Query and Reset are added. */
  search?: ReactNode;
  searchInitialValues?: SearchValues;
  /** Turns the search form's values into the request's filters (default: strings trimmed, empties dropped). */
  toFilters?: (values: SearchValues) => Partial<F>;
  /** Fixed filters from the page (not in the form); a change reloads from page 1. */
  params?: Partial<F>;
  /** Left of the toolbar row (e.g. a title). */
  title?: ReactNode;
  /** Buttons right above the table (add, export ...). */
  toolbar?: ReactNode;
  /** Prepends a 序号 column counting across pages. */
  indexColumn?: boolean;
  /** Poll while it returns a number of milliseconds (e.g. while export tasks are running). */
  refetchInterval?: (rows: T[]) => number | false;
  tableProps?: Omit<
    TableProps<T>,
    'columns' | 'dataSource' | 'pagination' | 'onChange' | 'rowKey' | 'loading'
  >;
  ref?: Ref<PageTableHandle<F>>;
};

const defaultFilters = (values: SearchValues): SearchValues => {
  const filters: SearchValues = {};
  for (const [key, value] of Object.entries(values)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v === undefined || v === null || v === '') continue;
    filters[key] = v;
  }
  return filters;
};

/**
 * A column title's controls, made inert where antd copies the title into its hidden measuring row:
 * with a horizontal scroll antd renders every title a second time in a zero-height, aria-hidden row
 * to measure the columns, and a focusable copy there (the select-all checkbox) is a focus stop that
 * screen readers cannot see (axe: aria-hidden-focus).
 */
const OutsideMeasureRow = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    setHidden(Boolean(ref.current?.closest('[aria-hidden="true"]')));
  }, []);
  return (
    <span ref={ref} inert={hidden}>
      {children}
    </span>
  );
};

/** The owner's row selection with its select-all title wrapped in OutsideMeasureRow. */
const measureSafeSelection = <T,>(
  selection: TableProps<T>['rowSelection'],
): TableProps<T>['rowSelection'] => {
  if (!selection) return selection;
  const title = selection.columnTitle;
  return {
    ...selection,
    columnTitle: (checkbox: ReactNode) => (
      <OutsideMeasureRow>
        {typeof title === 'function' ? title(checkbox) : (title ?? checkbox)}
      </OutsideMeasureRow>
    ),
  };
};

/**
 * THE table of the portal (DESIGN.md section 5): sends current/size/sortBy/sortType plus the search
 * form's filters to `request`, shows `共 {n} 条` with page sizes 10-100, and the spec's table-load
 * error texts (section 8) as the empty text.
 */
export const PageTable = <T extends object, F extends object = SearchValues>({
  queryKey,
  request,
  columns,
  rowKey,
  search,
  searchInitialValues,
  toFilters,
  params,
  title,
  toolbar,
  indexColumn,
  refetchInterval,
  tableProps,
  ref,
}: PageTableProps<T, F>) => {
  const { t } = useTranslation('communal');
  const [form] = Form.useForm<SearchValues>();
  const [paging, setPaging] = useState<PageParams>({ current: 1, size: DEFAULT_PAGE_SIZE });
  // Only the first render's initial values count, like antd Form's initialValues.
  const [filters, setFilters] = useState<Partial<F>>(
    () => (toFilters ?? defaultFilters)(searchInitialValues ?? {}) as Partial<F>,
  );

  const variables = useMemo(() => ({ ...filters, ...params, ...paging }), [filters, params, paging]);

  const query = useQuery({
    queryKey: [...queryKey, variables],
    queryFn: async ({ signal }) => checkPage<T>(await request(variables, { silent: true, signal })),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: (q) => {
      const rows = q.state.data?.data;
      return refetchInterval && rows ? refetchInterval(rows) : false;
    },
  });

  // Fixed params changed: start again from page 1.
  const paramsKey = JSON.stringify(params ?? {});
  useEffect(() => {
    if (paramsKey) setPaging((p) => (p.current === 1 ? p : { ...p, current: 1 }));
  }, [paramsKey]);

  // A deletion emptied the last page: step back to the page that still has rows.
  const page = query.isError ? undefined : query.data;
  useEffect(() => {
    if (page && page.data.length === 0 && page.total > 0 && paging.current > 1) {
      setPaging((p) => ({ ...p, current: Math.max(1, Math.ceil(page.total / p.size)) }));
    }
  }, [page, paging.current]);

  useImperativeHandle(
    ref,
    () => ({
      reload: () => void query.refetch(),
      filters: () => ({ ...filters, ...params }),
      reloadFirstPage: () =>
        paging.current === 1 ? void query.refetch() : setPaging((p) => ({ ...p, current: 1 })),
    }),
    [query, paging.current, filters, params],
  );

  const applySearch = (values: SearchValues) => {
    setFilters((toFilters ?? defaultFilters)(values) as Partial<F>);
    setPaging((p) => ({ ...p, current: 1 }));
  };

  const resetSearch = () => {
    form.resetFields();
    applySearch(form.getFieldsValue(true));
  };

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const size = pagination.pageSize ?? paging.size;
    setPaging({ current: size === paging.size ? (pagination.current ?? 1) : 1, size, ...sortOf(sorter) });
  };

  const allColumns = useMemo<TableColumnsType<T>>(() => {
    if (!indexColumn) return columns;
    const index: TableColumnsType<T>[number] = {
      title: t('table.index'),
      key: '__index',
      width: 70,
      align: 'center',
      render: (_value, _row, i) => (paging.current - 1) * paging.size + i + 1,
    };
    return [index, ...columns];
  }, [columns, indexColumn, paging, t]);

  // Background polling keeps the rows on screen without a spinner.
  const polling = Boolean(refetchInterval && page && refetchInterval(page.data) !== false);

  let emptyText: ReactNode | undefined;
  if (query.isError) {
    const error = tableErrorOf(query.error);
    emptyText = 'text' in error ? error.text : t(error.key);
  }

  return (
    <Flex vertical gap={16}>
      {search ? (
        <Form
          form={form}
          layout="inline"
          initialValues={searchInitialValues}
          onFinish={applySearch}
          style={{ rowGap: 12 }}
        >
          {search}
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit">
                {t('table.query')}
              </Button>
              <Button onClick={resetSearch}>{t('table.reset')}</Button>
            </Flex>
          </Form.Item>
        </Form>
      ) : null}
      {title || toolbar ? (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <div>{title}</div>
          <Flex gap={8} wrap>
            {toolbar}
          </Flex>
        </Flex>
      ) : null}
      <Table<T>
        size="middle"
        {...tableProps}
        rowSelection={measureSafeSelection(tableProps?.rowSelection)}
        rowKey={rowKey}
        columns={allColumns}
        dataSource={page?.data ?? []}
        loading={query.isPending || (query.isFetching && !polling)}
        // A load error's text wins over the owner's own empty text.
        locale={emptyText ? { emptyText } : tableProps?.locale}
        onChange={onChange}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: page?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('table.total', { n: total }),
        }}
      />
    </Flex>
  );
};
