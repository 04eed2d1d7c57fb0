// Purchase (issue 14): goods of two suppliers go into the cart, two purchase orders are submitted
// at once; the operator's supplier confirms and ships one, whose sign code (from the SMS outbox) is
// entered on its detail: it is received and, needing no documents, completed.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  ops,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

type PurchaseRow = { id: number; purchaseNo: string; supplierName: string; state: number };

describe('purchase', () => {
  const journey = useJourney();
  let token: string;
  let partnerNo: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
    const partner = await api<{ partnerNo: string }>(journey.portal, 'GET', '/api/account/partner/detail', {
      token,
    });
    partnerNo = partner.data.partnerNo;
  });

  /** Adds the first SKU of the add-goods dialog whose supplier is not `except`; answers its supplier. */
  const addFromDialog = async (page: Page, except: string | null): Promise<string> => {
    const adding = dialog(page, '添加商品');
    const rows = adding.locator('tr.ant-table-row');
    await rows.first().waitFor();
    for (let i = 0; i < (await rows.count()); i += 1) {
      const row = rows.nth(i);
      const supplier = ((await row.locator('td').nth(2).textContent()) ?? '').trim();
      if (supplier === except) continue;
      await row.getByRole('button', { name: '加入购物车' }).click();
      const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
      await popover.getByRole('button', { name: /^加\s?入$/ }).click();
      await row.locator('.ant-tag', { hasText: '购物车中' }).waitFor();
      return supplier;
    }
    throw new Error('no SKU of another supplier on offer');
  };

  it('orders goods of two suppliers from the cart, and receives one with its sign code', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');

    await page.goto('/scm/cart');
    await page.locator('.cart-group').first().waitFor();
    await page.getByRole('button', { name: '清空购物车' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await page.getByText('购物车是空的').waitFor();

    await page.getByRole('button', { name: '添加商品' }).first().click();
    await settled(dialog(page, '添加商品'));
    const first = await addFromDialog(page, null);
    const second = await addFromDialog(page, first);
    await dialog(page, '添加商品').locator('.ant-modal-close').click();

    const groups = page.locator('.cart-group');
    await expect.poll(() => groups.count()).toBe(2);
    for (const supplier of [first, second]) {
      await page.locator('.cart-group', { hasText: supplier }).getByRole('checkbox').check();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page.locator('.ant-layout-content'));
    await screenshot(page, 'purchase-cart-zh_CN');
    await page.getByRole('button', { name: '为所选 2 个供应商下单' }).click();
    const checkout = dialog(page, '下单');
    await settled(checkout);
    // The receiver starts from the last purchase order (the demo's warehouse).
    await expect.poll(() => checkout.locator('#checkout_receiverName').inputValue()).not.toBe('');
    await checkout.getByRole('button', { name: '提交采购单' }).click();
    await page.waitForURL(/\/purchase\/order\?state=2/);
    await page.getByText('已提交 2 张采购单').waitFor();

    const submitted = await api<PurchaseRow[]>(journey.portal, 'POST', '/api/trade/purchase/page', {
      token,
      body: { current: 1, size: 10, state: 2, sortBy: 'createdTime', sortType: 'desc' },
    });
    const ordered = submitted.data.slice(0, 2);
    expect(ordered.map((row) => row.supplierName).sort()).toEqual([first, second].sort());
    const cart = await api<{ lineCount: number }>(journey.portal, 'GET', '/api/goods/cart/detail', { token });
    expect(cart.data.lineCount).toBe(0);
    await rowOf(page, ordered[0].purchaseNo).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'purchase-list-zh_CN');

    // The supplier (the operator) confirms and ships one; the sign code reaches the receiver by SMS.
    const order = ordered[0];
    await ops(journey.portal, 'purchase', 'confirm', partnerNo, order.purchaseNo);
    await ops(journey.portal, 'purchase', 'ship', partnerNo, order.purchaseNo, 'SF', `SF${Date.now()}`);
    const outbox = await ops(journey.portal, 'sms', '20');
    const line = outbox.split('\n').find((text) => text.includes(order.purchaseNo));
    const code = /签收码(\d{6})/.exec(line ?? '')?.[1];
    expect(code, outbox).toMatch(/^\d{6}$/);

    await page.goto(`/purchase/order?id=${order.id}`);
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('待签收').waitFor();
    await screenshot(page, 'purchase-detail-zh_CN');
    await drawer.locator('.ant-drawer-extra').getByRole('button', { name: '录入签收码' }).click();
    const entering = dialog(page, '录入签收码');
    await settled(entering);
    await entering.locator('#signCode_code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await entering.getByRole('button', { name: /确\s?定/ }).click();
    await page.getByText('签收码错误，还可尝试 4 次').waitFor();
    await entering.locator('#signCode_code').fill(code as string);
    await entering.getByRole('button', { name: /确\s?定/ }).click();
    await page.getByText('签收成功，采购单已收货').waitFor();
    await drawer.locator('.ant-descriptions .ant-tag', { hasText: '已完成' }).waitFor();
    await drawer.getByText('已使用').waitFor();

    await page.goto('/purchase/signcode');
    await rowOf(page, order.purchaseNo).waitFor();
    await screenshot(page, 'purchase-signcode-zh_CN');
    await page.goto('/todo/purchase');
    await page.locator('[data-todo="draft"] .todo-card-count').waitFor();
    await screenshot(page, 'purchase-todo-zh_CN');
  });

  it('edits a draft keeping its prices, then submits it', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    const drafts = await api<(PurchaseRow & { totalAmount: string })[]>(
      journey.portal,
      'POST',
      '/api/trade/purchase/page',
      { token, body: { current: 1, size: 10, state: 1 } },
    );
    const draft = drafts.data[0];
    await page.goto(`/purchase/order?state=1&id=${draft.id}`);
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('草稿保留创建时的价格').waitFor();
    await drawer
      .locator('.ant-drawer-extra')
      .getByRole('button', { name: /编\s?辑/ })
      .click();
    const editing = dialog(page, `编辑采购单 ${draft.purchaseNo}`);
    await settled(editing);
    const quantity = editing.locator('.ant-table-row').first().locator('input');
    await quantity.fill('20');
    await editing.locator('#purchaseDraft_remark').fill('E2E 修改数量');
    await screenshot(page, 'purchase-draft-edit-zh_CN');
    await editing.getByRole('button', { name: /确\s?定/ }).click();
    await page.getByText('采购单已保存').waitFor();
    await drawer.getByText('E2E 修改数量').waitFor();
    await drawer
      .locator('.ant-drawer-extra')
      .getByRole('button', { name: /提\s?交/ })
      .click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await page.getByText(/采购单已提交/).waitFor();
    await drawer.locator('.ant-descriptions .ant-tag', { hasText: '待确认' }).waitFor();
  });

  it('shows the purchase screens in English', async () => {
    const page = await (await journey.context('en')).newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    const orders = await api<PurchaseRow[]>(journey.portal, 'POST', '/api/trade/purchase/page', {
      token,
      body: { current: 1, size: 10, state: 4 },
    });
    // Two suppliers' goods in the cart, as the first journey left it empty.
    const offers = await api<{ scmSkuId: number; supplierId: number }[]>(
      journey.portal,
      'POST',
      '/api/goods/cart/offer/page',
      { token, body: { current: 1, size: 20 } },
    );
    const bySupplier = new Map(offers.data.map((offer) => [offer.supplierId, offer.scmSkuId]));
    await api(journey.portal, 'POST', '/api/goods/cart/add', {
      token,
      body: { lines: [...bySupplier.values()].map((scmSkuId) => ({ scmSkuId, quantity: '3' })) },
    });
    await page.goto('/scm/cart');
    await page.locator('.cart-group').nth(1).waitFor();
    await screenshot(page, 'purchase-cart-en');
    await page.goto('/purchase/order');
    await page.getByRole('tab', { name: /Awaiting confirmation/ }).waitFor();
    await screenshot(page, 'purchase-list-en');
    await page.goto(`/purchase/order?id=${orders.data[0].id}`);
    await page.locator('.ant-drawer').getByText('Deliveries and sign codes').waitFor();
    await screenshot(page, 'purchase-detail-en');
    await page.goto('/purchase/signcode');
    await page.getByRole('tab', { name: /Locked/ }).waitFor();
    await screenshot(page, 'purchase-signcode-en');
    await page.goto('/todo/purchase');
    await page.getByText('Drafts to submit').waitFor();
    await screenshot(page, 'purchase-todo-en');
  });
});
