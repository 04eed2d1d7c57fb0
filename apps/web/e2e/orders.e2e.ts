// Orders (DOMAIN.md Orders): an order awaiting confirmation is confirmed, shipped in two parts,
// its signed receipt (rejected once, with the reason shown) and invoice are uploaded and approved
// by the operator, and it is seen completed (the home page's to-do counts follow); an order entered
// by hand with a contract.
import type { OrderDetail, OrderRow } from '@portal/shared/contracts/orders';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG, PDF } from './files';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  ops,
  poll,
  settled,
  signIn,
  useJourney,
  pickOption,
  rowOf,
} from './journey';

const okButton = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ });

/** The checklist step's status as the detail page marks it (data-status of the step's content). */
const stepStatus = (page: Page, step: string) =>
  page.locator(`[data-step="${step}"]`).getAttribute('data-status');

/** The order's document awaiting review of this kind, from the operator's queue. */
const pendingDocumentOf = async (
  journey: ReturnType<typeof useJourney>,
  orderNo: string,
  kind: string,
): Promise<string> => {
  const line = (await ops(journey.portal, 'order', 'docs'))
    .split('\n')
    .find((l) => l.includes(orderNo) && l.includes(` ${kind} `));
  const id = line?.trim().split(/\s+/)[0];
  if (!id) throw new Error(`no ${kind} of ${orderNo} awaiting review`);
  return id;
};

/** A to-do count of the home page's cards. */
const homeCount = async (page: Page, kind: string): Promise<number> => {
  await page.goto('/index');
  const count = page.locator(`.todo-card[data-todo="${kind}"] .todo-card-count`);
  await poll(async () => /^\d+$/.test((await count.textContent()) ?? '')).toBe(true);
  return Number(await count.textContent());
};

/** The count a tab of the page's card shows after its title ('待上传 3' -> 3). */
const tabCount = async (page: Page, title: string): Promise<number> => {
  const tab = page.locator('.ant-card .ant-tabs-tab', { hasText: new RegExp(`^${title} \\d+$`) });
  return Number((await tab.textContent())?.slice(title.length));
};

/** A day `daysAgo` days before today in the local time zone (the browser's), as the picker writes it. */
const localDay = (daysAgo: number): string => {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The order-time filter the search form sends for a range of days: local midnight to the day's end. */
const orderTimeFilter = (from: string, to: string) => ({
  orderTimeStart: new Date(`${from}T00:00:00`).toISOString(),
  orderTimeEnd: new Date(`${to}T23:59:59.999`).toISOString(),
});

/** How many of the demo partner's orders the API lists with these filters. */
const orderCount = async (
  journey: ReturnType<typeof useJourney>,
  filters: Record<string, string>,
): Promise<number> => {
  const token = await apiLogin(journey.portal, 'demo');
  const answer = await api<OrderRow[]>(journey.portal, 'POST', '/api/trade/order/page', {
    token,
    body: { current: 1, size: 10, ...filters },
  });
  return (answer as { total?: number }).total ?? Number.NaN;
};

/** The list's total as its footer says it ('共 12 条' -> 12), once the table has loaded. */
const listTotal = async (page: Page): Promise<number> => {
  const total = page.locator('.ant-pagination-total-text');
  await poll(async () => /^共 \d+ 条$/.test((await total.textContent()) ?? '')).toBe(true);
  return Number((await total.textContent())?.replace(/\D/g, ''));
};

/** The next query of the order list whose body has these filters (the body, once it is sent). */
const orderQuery = (page: Page, filters: Record<string, string>) =>
  page
    .waitForRequest((request) => {
      if (!request.url().endsWith('/api/trade/order/page')) return false;
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      return Object.entries(filters).every(([key, value]) => body[key] === value);
    })
    .then((request) => JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);

/** Whether the page has asked for antd's date-picker chunk. */
const datePickerLoaded = (scripts: string[]) => scripts.some((url) => /\/date-picker-[\w-]+\.js$/.test(url));

/** A text field of the search form by its label (the table's column headers carry the same words). */
const textField = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The open date-range panel. */
const rangePanel = (page: Page) =>
  page.locator('.ant-picker-dropdown-range:not(.ant-picker-dropdown-hidden)');

/** Clicks a day in the open range panel, a month back first when the panel does not show it. */
const clickDay = async (page: Page, day: string): Promise<void> => {
  const panel = rangePanel(page);
  const cell = panel.locator(`td.ant-picker-cell-in-view[title="${day}"]`).first();
  if (!(await cell.isVisible())) await panel.locator('.ant-picker-header-prev-btn').first().click();
  await cell.click();
};

/** Checks that every row's order time lies in [from, to] (local days, as the list shows them). */
const expectOrderTimesWithin = async (page: Page, from: string, to: string): Promise<void> => {
  const rows = await page.locator('tr.ant-table-row').allInnerTexts();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const day = row.match(/(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}/)?.[1] ?? '';
    expect(day >= from && day <= to, `${day} in ${from} ~ ${to}`).toBe(true);
  }
};

describe('orders', () => {
  const journey = useJourney();
  let order: OrderDetail;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    // A new demo order (not overtime) that can ship in two parts: two lines, or a quantity above 1;
    // with no contract required, so sign-off and invoice complete it.
    const token = await apiLogin(journey.portal, 'demo');
    const page = await api<OrderRow[]>(journey.portal, 'POST', '/api/trade/order/page', {
      token,
      body: { current: 1, size: 50, state: 2 },
    });
    for (const row of page.data.filter((r) => !r.overtime)) {
      const detail = (
        await api<OrderDetail>(journey.portal, 'GET', `/api/trade/order/detail?id=${row.id}`, { token })
      ).data;
      const contract = detail.checklist.find((item) => item.step === 'contract');
      if (
        (detail.items.length > 1 || Number(detail.items[0].quantity) > 1) &&
        contract?.status === 'skipped'
      ) {
        order = detail;
        break;
      }
    }
    expect(order).toBeDefined();
  });

  it('lists orders by state and confirms one awaiting confirmation', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    const toConfirm = await homeCount(page, 'confirm');
    const toShip = await homeCount(page, 'ship');
    await page.goto('/order/index?state=2');
    const row = rowOf(page, order.orderNo);
    await settled(row);
    expect(await page.locator('.ant-card .ant-tabs-tab-active').textContent()).toMatch(/^待确认 \d+$/);
    expect(await row.textContent()).toContain('待确认');
    await screenshot(page, 'order-list-zh_CN');

    await row.getByText('确认', { exact: true }).click();
    await page
      .locator('.ant-popover:not(.ant-popover-hidden)', { hasText: '确认接单？' })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await page.getByText('订单已确认').first().waitFor();
    await poll(() => row.count()).toBe(0);

    await page.locator('.ant-card .ant-tabs-tab', { hasText: '待发货' }).click();
    const confirmed = rowOf(page, order.orderNo);
    await settled(confirmed);
    expect(await confirmed.textContent()).toContain('待发货');

    // The home page's to-dos follow: one less to confirm, one more to ship.
    expect(await homeCount(page, 'confirm')).toBe(toConfirm - 1);
    expect(await homeCount(page, 'ship')).toBe(toShip + 1);
  });

  it('ships the order in two parts, never more than what remains', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto(`/order/detail/${order.id}`);
    await page.getByText(order.orderNo).first().waitFor();
    await poll(() => stepStatus(page, 'ship')).toBe('todo');
    await page
      .locator('.ant-card-body')
      .first()
      .getByRole('button', { name: /^发\s?货$/ })
      .click();

    const delivery = dialog(page, `发货 · ${order.orderNo}`);
    const first = order.items[0];
    const quantity = delivery.locator(`#delivery_qty_${first.id}`);
    await quantity.waitFor();
    await settled(delivery);
    expect(await quantity.inputValue()).toBe(String(Number(first.quantity)));
    await quantity.fill(String(Number(first.quantity) + 1));
    await okButton(delivery).click();
    await delivery.getByText(`不能超过待发数量 ${Number(first.quantity)}`).waitFor();

    // First part: one of the first line when it has more, else the first line only.
    const splitFirst = Number(first.quantity) > 1;
    await quantity.fill(splitFirst ? '1' : first.quantity);
    for (const item of order.items.slice(1)) await delivery.locator(`#delivery_qty_${item.id}`).fill('0');
    await pickOption(page, delivery.locator('.ant-select').first(), '顺丰速运');
    await delivery.locator('#delivery_trackingNo').fill('SF1234567890');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
    await poll(() => delivery.locator('.ant-form-item-explain-error').count()).toBe(0);
    await settled(delivery);
    await screenshot(page, 'order-delivery-zh_CN');
    await okButton(delivery).click();
    await page.getByText('部分发货').first().waitFor();
    expect(await stepStatus(page, 'ship')).toBe('todo');

    // The rest from the delivery screen, as the tab of partly shipped orders.
    await page.goto('/order/delivery');
    await page.locator('.ant-card .ant-tabs-tab', { hasText: '部分发货' }).click();
    const row = rowOf(page, order.orderNo);
    await settled(row);
    await row.getByText('发货', { exact: true }).click();
    const rest = dialog(page, `发货 · ${order.orderNo}`);
    await rest.locator('#delivery_trackingNo').waitFor();
    await settled(rest);
    if (splitFirst) {
      expect(await rest.locator(`#delivery_qty_${first.id}`).inputValue()).toBe(
        String(Number(first.quantity) - 1),
      );
    } else {
      await rest.getByText('已发完').waitFor();
    }
    await pickOption(page, rest.locator('.ant-select').first(), '中通快递');
    await rest.locator('#delivery_trackingNo').fill('ZT9876543210');
    await okButton(rest).click();
    await poll(() => rowOf(page, order.orderNo).count()).toBe(0);

    await page.goto(`/order/detail/${order.id}`);
    await page.locator('tr', { hasText: 'SF1234567890' }).waitFor();
    await page.locator('tr', { hasText: 'ZT9876543210' }).waitFor();
    expect(await stepStatus(page, 'ship')).toBe('done');
    expect(await stepStatus(page, 'sign')).toBe('todo');
    await page.locator('tr', { hasText: 'SF1234567890' }).getByText('物流跟踪').click();
    const drawer = page.locator('.ant-drawer', {
      has: page.locator('.ant-drawer-title', { hasText: '物流跟踪' }),
    });
    await drawer.getByText('SF1234567890').waitFor();
    await settled(drawer);
    await screenshot(page, 'order-logistics-zh_CN');
  });

  it('uploads the signed receipt, shows the rejection reason, uploads it again and the invoice', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/order/sign');
    const row = rowOf(page, order.orderNo);
    await settled(row);
    const awaitingUpload = await tabCount(page, '待上传');
    const awaitingReview = await tabCount(page, '待审核');
    await row.getByText('上传', { exact: true }).click();
    const upload = dialog(page, `上传签收单 · ${order.orderNo}`);
    await settled(upload);
    await okButton(upload).click();
    await upload.getByText('请上传文件').waitFor();
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: '签收单.png', mimeType: 'image/png', buffer: PNG });
    await upload.getByText('签收单.png').waitFor();
    await poll(() => upload.locator('.ant-upload-list-item-done').count()).toBe(1);
    await okButton(upload).click();
    await poll(() => rowOf(page, order.orderNo).count()).toBe(0);
    await poll(() => tabCount(page, '待上传')).toBe(awaitingUpload - 1);
    expect(await tabCount(page, '待审核')).toBe(awaitingReview + 1);

    await ops(
      journey.portal,
      'order',
      'reject-doc',
      await pendingDocumentOf(journey, order.orderNo, 'sign'),
      '签收单缺少收货单位盖章',
    );
    await page.locator('.ant-card .ant-tabs-tab', { hasText: '已驳回' }).click();
    const rejected = rowOf(page, order.orderNo);
    await settled(rejected);
    // The operator rejected it outside this page: changing tabs brings the counts up to date.
    await poll(() => tabCount(page, '已驳回')).toBe(await page.locator('.ant-card tr.ant-table-row').count());
    await rejected.getByText('重新上传').click();
    const again = dialog(page, `上传签收单 · ${order.orderNo}`);
    await again.getByText('签收单缺少收货单位盖章').waitFor();
    await settled(again);
    await screenshot(page, 'order-sign-reupload-zh_CN');
    await again
      .locator('input[type=file]')
      .setInputFiles({ name: '签收单-盖章.pdf', mimeType: 'application/pdf', buffer: PDF });
    await poll(() => again.locator('.ant-upload-list-item-done').count()).toBe(1);
    await okButton(again).click();
    await poll(() => rowOf(page, order.orderNo).count()).toBe(0);

    await page.goto(`/order/detail/${order.id}`);
    await page.getByText(order.orderNo).first().waitFor();
    await poll(() => stepStatus(page, 'invoice')).toBe('todo');
    await page.locator('[data-step="invoice"]').getByRole('button', { name: '上传发票' }).click();
    const invoice = dialog(page, `上传发票 · ${order.orderNo}`);
    await settled(invoice);
    await invoice
      .locator('input[type=file]')
      .setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: PDF });
    await invoice.getByText('普通发票').click();
    await invoice.locator('#documentUpload_invoice_invoiceNo').fill('12345678');
    const date = invoice.locator('#documentUpload_invoice_invoiceDate');
    await date.click();
    await date.fill(new Date().toISOString().slice(0, 10));
    await date.press('Enter');
    const amount = invoice.locator('#documentUpload_invoice_amount');
    await amount.fill('0.01');
    await invoice.locator('#documentUpload_invoice_taxAmount').fill('0.00');
    await okButton(invoice).click();
    await invoice.getByText(/发票金额须等于订单金额/).waitFor();
    await amount.fill(order.totalAmount);
    await poll(() => invoice.locator('.ant-form-item-explain-error').count()).toBe(0);
    await poll(() => invoice.locator('.ant-upload-list-item-done').count()).toBe(1);
    await screenshot(page, 'order-invoice-upload-zh_CN');
    await okButton(invoice).click();
    await poll(() => stepStatus(page, 'invoice')).toBe('waiting');
    expect(await stepStatus(page, 'sign')).toBe('waiting');
  });

  it('is completed once the operator approves its documents', async () => {
    await ops(
      journey.portal,
      'order',
      'approve-doc',
      await pendingDocumentOf(journey, order.orderNo, 'sign'),
    );
    await ops(
      journey.portal,
      'order',
      'approve-doc',
      await pendingDocumentOf(journey, order.orderNo, 'invoice'),
    );

    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto(`/order/detail/${order.id}`);
    await page.getByText(order.orderNo).first().waitFor();
    await poll(() => stepStatus(page, 'review')).toBe('done');
    for (const step of ['confirm', 'ship', 'sign', 'invoice'])
      expect(await stepStatus(page, step)).toBe('done');
    expect(await page.locator('.ant-card').first().textContent()).toContain('已完成');
    await page.locator('.ant-timeline').getByText('订单完成').waitFor();
    await screenshot(page, 'order-detail-zh_CN');
    await page.locator('.ant-card-head-title', { hasText: '单据' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'order-detail-documents-zh_CN');

    await page.goto('/order/index?state=7');
    await settled(rowOf(page, order.orderNo));
  });

  it('enters an order by hand with a contract and uploads the contract', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/order/manual_add');
    await page.locator('#manualOrder_customerName').fill('南京市鼓楼区实验小学');
    await page.locator('#manualOrder_receiverName').fill('王老师');
    await page.locator('#manualOrder_receiverPhone').fill('13912345678');
    await page.locator('#manualOrder_region').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '江苏省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '无锡市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '新吴区' }).click();
    await page.locator('#manualOrder_address').fill('长江路 1 号');
    await page.locator('#manualOrder_freight').fill('12.5');
    await page.locator('#manualOrder_contractRequired').click();

    await page.getByRole('button', { name: '添加商品' }).click();
    const picker = dialog(page, '选择审核通过的商品');
    await settled(rowOf(picker, '按动中性笔'));
    await rowOf(picker, '按动中性笔').getByText('选择').click();
    await pickOption(page, page.locator('.ant-select:has(#manual_sku_0)'), '蓝色 12支/盒');
    await page.locator('#manual_qty_0').fill('3');
    await page.locator('#manual_price_0').fill('0.10');
    await poll(() => page.getByTestId('manual-total').textContent()).toBe('订单总额 ¥12.80');
    await page.locator('#manual_price_0').fill('17.58');
    await poll(() => page.getByTestId('manual-total').textContent()).toBe('订单总额 ¥65.24');
    await screenshot(page, 'order-manual-zh_CN');
    await page.getByRole('button', { name: '提交订单' }).click();

    await page.waitForURL('**/order/detail/*');
    await page.getByText('南京市鼓楼区实验小学').first().waitFor();
    expect(await page.locator('.ant-card').first().textContent()).toContain('手工录单');
    expect(await stepStatus(page, 'contract')).toBe('todo');
    const orderNo = (await page.locator('.ant-card').first().locator('h4').textContent())?.trim() ?? '';

    await page.goto('/order/contract');
    const row = rowOf(page, orderNo);
    await settled(row);
    await row.getByText('上传', { exact: true }).click();
    const upload = dialog(page, `上传合同 · ${orderNo}`);
    await settled(upload);
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: '合同.pdf', mimeType: 'application/pdf', buffer: PDF });
    await poll(() => upload.locator('.ant-upload-list-item-done').count()).toBe(1);
    await okButton(upload).click();
    await poll(() => rowOf(page, orderNo).count()).toBe(0);
    await page.locator('.ant-card .ant-tabs-tab', { hasText: '待审核' }).click();
    await settled(rowOf(page, orderNo));
  });
  it('filters the list by order time: a range picked with the mouse, one typed with the keyboard', async () => {
    const page = await (await journey.context()).newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, 'demo');
    await page.goto('/order/index');
    const all = await listTotal(page);
    const start = textField(page, '下单时间');
    await start.waitFor();
    expect(await start.getAttribute('placeholder')).toBe('开始日期');
    await page.getByPlaceholder('结束日期').waitFor();
    // The form shows the field without antd's date picker: it loads when the field is used.
    expect(datePickerLoaded(scripts)).toBe(false);

    // The mouse: one click on the field opens the picker's panel, two days make the range.
    const [from, to] = [localDay(6), localDay(2)];
    await start.click();
    await settled(rangePanel(page));
    expect(datePickerLoaded(scripts)).toBe(true);
    await clickDay(page, from);
    await clickDay(page, to);
    await rangePanel(page).waitFor({ state: 'hidden' });
    expect(await start.inputValue()).toBe(from);
    expect(await page.getByPlaceholder('结束日期').inputValue()).toBe(to);
    const query = orderQuery(page, orderTimeFilter(from, to));
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await query;
    const picked = await orderCount(journey, orderTimeFilter(from, to));
    expect(picked).toBeGreaterThan(0);
    expect(picked).toBeLessThan(all);
    await poll(() => listTotal(page)).toBe(picked);
    await expectOrderTimesWithin(page, from, to);
    await screenshot(page, 'order-list-order-time-zh_CN');

    // The keyboard, in a fresh page: Tab from the customer field into the field, type both days; the
    // last Enter also sends the form.
    const typing = await (await journey.context()).newPage();
    await signIn(typing, 'demo');
    await typing.goto('/order/index');
    await listTotal(typing);
    const [first, last] = [localDay(9), localDay(4)];
    await textField(typing, '客户').focus();
    await typing.keyboard.press('Tab');
    await settled(rangePanel(typing));
    await typing.keyboard.type(first);
    await typing.keyboard.press('Enter');
    await typing.keyboard.type(last);
    const sent = orderQuery(typing, orderTimeFilter(first, last));
    await typing.keyboard.press('Enter');
    await sent;
    expect(await textField(typing, '下单时间').inputValue()).toBe(first);
    expect(await typing.getByPlaceholder('结束日期').inputValue()).toBe(last);
    const typed = await orderCount(journey, orderTimeFilter(first, last));
    expect(typed).toBeLessThan(all);
    await poll(() => listTotal(typing)).toBe(typed);
    if (typed > 0) await expectOrderTimesWithin(typing, first, last);

    // Reset empties the field and lists every order again.
    await typing.getByRole('button', { name: /重\s?置/ }).click();
    await poll(() => listTotal(typing)).toBe(all);
    expect(await textField(typing, '下单时间').inputValue()).toBe('');
  });

  it('keeps the search form working when the date picker does not load, and loads it on the next try', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    let fail = true;
    await page.route(/\/assets\/date-picker-[\w-]+\.js$/, (route) =>
      fail ? route.abort() : route.continue(),
    );
    await page.goto('/order/index');
    await listTotal(page);
    const start = textField(page, '下单时间');
    await start.click();
    // The field stays as it was, marked and described as not loaded; the rest of the form works.
    const failure = page.getByText('日期选择器未能加载, 请再试一次');
    await failure.waitFor({ state: 'attached' });
    expect(await start.getAttribute('aria-describedby')).toBe(await failure.getAttribute('id'));
    expect(await rangePanel(page).count()).toBe(0);
    await textField(page, '客户').fill('无此客户');
    const query = orderQuery(page, { customerName: '无此客户' });
    await page.getByRole('button', { name: /查\s?询/ }).click();
    expect(await query).not.toHaveProperty('orderTimeStart');
    await page.locator('.ant-table-placeholder', { hasText: '暂无订单' }).waitFor();

    fail = false;
    await start.click();
    await settled(rangePanel(page));
    await failure.waitFor({ state: 'detached' });
    expect(await start.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await rangePanel(page).waitFor({ state: 'hidden' });
  });
});
