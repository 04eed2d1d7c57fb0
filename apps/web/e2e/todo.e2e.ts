// Order to-dos (DOMAIN.md Orders; spec sections 3 and 4): the home page's to-do cards, the overtime
// order reminder with 'Later' and 'Process now', the order to-do page and the overtime orders.
import type { TodoStats, UnconfirmedStats } from '@portal/shared/contracts/orders';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  eventually,
  poll,
  settled,
  signIn,
  signOut,
  useJourney,
} from './journey';

type MenuGroup = { children: Array<{ path: string }> };

const CARDS: Array<[kind: string, title: string, count: keyof TodoStats]> = [
  ['confirm', '待确认订单', 'orderWaitConfirmCount'],
  ['ship', '待发货订单', 'orderWaitShippingCount'],
  ['contract', '待上传合同', 'contractWaitUploadCount'],
  ['invoice', '待上传发票', 'invoiceWaitUploadCount'],
  ['sign', '待上传签收单', 'signWaitUploadCount'],
  ['settlement', '待确认结算金额', 'settlementMoneyWaitConfirmCount'],
];

const pathAndQuery = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

describe('order to-dos', () => {
  const journey = useJourney();
  let stats: TodoStats;
  let unconfirmed: UnconfirmedStats;
  let served: Set<string>;
  /** Where the orders awaiting confirmation open: the order list when it is served. */
  let confirmList: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    const token = await apiLogin(journey.portal, 'demo');
    stats = (await api<TodoStats>(journey.portal, 'GET', '/api/trade/index/todo/stats', { token })).data;
    unconfirmed = (
      await api<UnconfirmedStats>(journey.portal, 'POST', '/api/trade/order/timeout/unconfirmed/stats', {
        token,
        body: {},
      })
    ).data;
    const menus = (await api<MenuGroup[]>(journey.portal, 'GET', '/api/auth/loadUserMenus', { token })).data;
    served = new Set(menus.flatMap((group) => group.children.map((leaf) => leaf.path)));
    confirmList = served.has('/order/index') ? '/order/index?state=2' : '/todo/order?tab=confirm';
    // The demo data has orders in every to-do and some past their confirmation limit.
    expect(stats.orderWaitConfirmCount).toBeGreaterThan(0);
    expect(stats.orderWaitShippingCount).toBeGreaterThan(0);
    expect(unconfirmed.count).toBeGreaterThan(0);
  });

  it('shows the six to-do counts on the home page; a card opens its filtered list', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.waitForURL('**/index');
    for (const [kind, title, count] of CARDS) {
      const card = page.locator(`.todo-card[data-todo="${kind}"]`);
      await poll(() => card.textContent()).toMatch(new RegExp(`${title}\\s*${stats[count]}$`));
    }
    // The settlement screens are not served: that count has no link.
    expect(await page.locator('a:has(.todo-card[data-todo="settlement"])').count()).toBe(
      served.has('/settlement/confirm') ? 1 : 0,
    );
    await screenshot(page, 'home-todo-zh_CN');

    await page.locator('.todo-card[data-todo="confirm"]').click();
    await poll(() => pathAndQuery(page)).toBe(confirmList);

    await page.goto('/index');
    await page.locator('.todo-card[data-todo="ship"]').click();
    await poll(() => pathAndQuery(page)).toBe(
      served.has('/order/index') ? '/order/index?state=3' : '/todo/order?tab=ship',
    );
  });

  it("reminds of overtime orders after login; 'Later' snoozes it for the partner's hours", async () => {
    const page = await (await journey.context('zh-CN', { overtimeReminder: true })).newPage();
    await signIn(page, 'demo');
    const reminder = page.locator('.overtime-reminder');
    await settled(reminder);
    expect(await reminder.textContent()).toContain(`您有 ${unconfirmed.count} 个订单超时未确认`);
    await screenshot(page, 'overtime-reminder-zh_CN');

    await reminder.getByRole('button', { name: '稍后处理' }).click();
    await reminder.waitFor({ state: 'hidden' });
    expect(await session(page, 'type')).toBe('1');
    // After 1 s the countdown of partnerOrderConfirmNoticeTimes × 3600 s starts.
    const due = Number(
      await eventually(
        () => session(page, 'typeDue'),
        (value) => value !== null,
      ),
    );
    const countdown = unconfirmed.partnerOrderConfirmNoticeTimes * 3600 * 1000;
    expect(Math.abs(due - Date.now() - countdown)).toBeLessThan(60_000);

    // Snoozed: a reload of the tab does not bring it back before the end of the countdown.
    await page.reload();
    await page.locator('.todo-card').first().waitFor();
    expect(await reminder.count()).toBe(0);

    // The countdown ends: the flag goes back to 0, the stats are asked again and it shows.
    await page.evaluate(() => sessionStorage.setItem('typeDue', String(Date.now() + 1500)));
    await page.reload();
    await settled(reminder);
    expect(await session(page, 'type')).toBe('0');
    expect(await session(page, 'typeDue')).toBeNull();

    // The flag belongs to one sign-in: after 'Later', signing out and in again reminds at once.
    await reminder.getByRole('button', { name: '稍后处理' }).click();
    await reminder.waitFor({ state: 'hidden' });
    await signOut(page);
    expect(await session(page, 'type')).toBeNull();
    await signIn(page, 'demo', { open: false });
    await settled(reminder);
  });

  it("'Process now' opens the orders awaiting confirmation", async () => {
    const page = await (await journey.context('zh-CN', { overtimeReminder: true })).newPage();
    await signIn(page, 'demo');
    const reminder = page.locator('.overtime-reminder');
    await settled(reminder);
    await reminder.getByRole('button', { name: '立即处理' }).click();
    await poll(() => pathAndQuery(page)).toBe(confirmList);
    await reminder.waitFor({ state: 'hidden' });
  });

  it('lists the orders behind each to-do on /todo/order', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/todo/order');
    const tab = (title: string) => page.locator('.ant-tabs-tab', { hasText: title });
    for (const [, title, count] of CARDS) {
      await poll(() => tab(title).textContent()).toMatch(new RegExp(`${title}\\s*${stats[count]}$`));
    }
    await page.getByText(`共 ${stats.orderWaitConfirmCount} 条`).waitFor();
    await settled(page.locator('tr.ant-table-row').first());
    await screenshot(page, 'todo-order-zh_CN');

    // Awaiting shipment: not shipped and partly shipped together make the count.
    await tab('待发货订单').click();
    await poll(() => pathAndQuery(page)).toBe('/todo/order?tab=ship');
    const total = async () => {
      const text = await page.locator('.ant-pagination-total-text').textContent();
      return Number(/共 (\d+) 条/.exec(text ?? '')?.[1]);
    };
    const segment = (label: string) => page.locator('.ant-segmented-item', { hasText: label });
    await segment('待发货').click();
    await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
    const notShipped = await eventually(total, (n) => Number.isFinite(n));
    await segment('部分发货').click();
    await poll(async () => notShipped + (await total())).toBe(stats.orderWaitShippingCount);

    // A row opens the order's detail when the detail page is served.
    if (served.has('/order/detail/:id')) {
      await segment('待发货').click();
      const first = page.locator('tr.ant-table-row').first();
      await settled(first);
      await first.getByRole('link').first().click();
      await page.waitForURL('**/order/detail/*');
    }
  });

  it('lists the overtime orders, longest overdue first, with how long they are overdue', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/order/overtime');
    await page.getByText(`共 ${unconfirmed.count} 条`).waitFor();
    const rows = page.locator('tr.ant-table-row');
    await settled(rows.first());
    expect(await rows.first().textContent()).toMatch(/已超时 \d+ (天|小时|分钟)/);
    await screenshot(page, 'overtime-orders-zh_CN');
  });
});
