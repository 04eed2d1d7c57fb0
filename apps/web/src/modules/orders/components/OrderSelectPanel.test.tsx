import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The session store reads the token from the browser's storages; node has none.
const emptyStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
};
vi.stubGlobal('localStorage', emptyStorage);
vi.stubGlobal('sessionStorage', emptyStorage);

let OrderSelectPanel: typeof import('./OrderSelectPanel').OrderSelectPanel;

// The unit project runs in node without a DOM: the panel is rendered to markup (its first,
// loading state) to check what the dialog shows; the trimming and selection rules are tested in
// order-select.test.ts, and the browser journeys cover the clicks.
const render = (mode: 'single' | 'multiple') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <OrderSelectPanel mode={mode} />
    </QueryClientProvider>,
  );

const headers = (html: string) =>
  [...html.matchAll(/<th[^>]*class="ant-table-cell[^"]*"[^>]*>(.*?)<\/th>/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, ''),
  );

describe('the order selection panel', () => {
  beforeAll(async () => {
    const { loadNamespaces } = await import('../../../locales');
    await loadNamespaces(['orders', 'communal']);
    ({ OrderSelectPanel } = await import('./OrderSelectPanel'));
  });

  it('searches by order number with a clearable field and a Query button', () => {
    const html = render('multiple');
    expect(html).toContain('placeholder="请输入订单编号"');
    expect(html).toContain('ant-input-clear-icon');
    expect(html).toMatch(/<button[^>]*ant-btn-primary[^>]*>.*?查\s?询/);
  });

  it('lists order number, order time, order amount, outstanding amount and customer name; ticks rows in multi-select mode', () => {
    const html = render('multiple');
    expect(headers(html).filter(Boolean)).toEqual([
      '订单编号',
      '下单时间',
      '订单金额',
      '未回款金额',
      '客户名称',
    ]);
    expect(html).toContain('ant-table-selection');
  });

  it('has a Select column instead of ticks in single-select mode', () => {
    const html = render('single');
    expect(headers(html).filter(Boolean)).toEqual([
      '订单编号',
      '下单时间',
      '订单金额',
      '未回款金额',
      '客户名称',
      '操作',
    ]);
    expect(html).not.toContain('ant-table-selection');
  });
});
