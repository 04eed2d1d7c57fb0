// Transactions and back-to-back purchasing (issue 14): on an open order's detail, one click buys its
// lines from the supplier that offers them, the purchase shows on the order (and links to it); the
// transaction list shows purchases and sales with exact margins and their sums. Needs the demo seed
// of suppliers and SCM goods linked to the demo orders' SKUs, then seedTransactions.
import type { BackToBackPlan, OrderPurchases } from '@portal/shared/contracts/back-to-back';
import type { OrderRow } from '@portal/shared/contracts/orders';
import type { TransactionRow, TransactionSums } from '@portal/shared/contracts/scm-transactions';
import { formatMoney } from '@portal/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  pickOption,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

describe('transactions and back-to-back purchasing', () => {
  const journey = useJourney();
  let token: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
  });

  /** An open order of the demo partner with goods a supplier offers and nothing bought for it yet. */
  const openLinkedOrder = async (): Promise<{ order: OrderRow; plan: BackToBackPlan }> => {
    for (const state of [3, 4, 5, 6]) {
      const orders = await api<OrderRow[]>(journey.portal, 'POST', '/api/trade/order/page', {
        token,
        body: { current: 1, size: 50, state },
      });
      for (const order of orders.data) {
        const plan = await api<BackToBackPlan>(
          journey.portal,
          'GET',
          `/api/trade/purchase/back_to_back/plan?orderId=${order.id}`,
          { token },
        );
        if (plan.data.suppliers.length > 0 && plan.data.lines.every((line) => line.boughtQuantity === '0')) {
          return { order, plan: plan.data };
        }
      }
    }
    throw new Error('no open demo order of linked SCM goods: seed suppliers and SCM goods first');
  };

  it('buys an order back to back in one click from its detail, and both sides show the link', async () => {
    const { order, plan } = await openLinkedOrder();
    const supplier = plan.suppliers[0];
    const context = await journey.context();
    const page = await context.newPage();
    await signIn(page, 'demo');
    await page.goto(`/order/detail/${order.id}`);
    const card = page.locator('.ant-card', { hasText: '订单采购' });
    await card.getByText('尚未为此订单采购').waitFor();
    await card.getByRole('button', { name: '为此订单采购' }).click();
    const purchaseDialog = dialog(page, `为订单 ${order.orderNo} 采购`);
    await settled(purchaseDialog);
    await purchaseDialog.getByText(supplier.supplierName).first().waitFor();
    await screenshot(page, 'scm-back-to-back-dialog-zh_CN');
    const choice = purchaseDialog.locator('div', { hasText: supplier.supplierName }).filter({
      has: page.getByRole('button', { name: '生成采购单' }),
    });
    await choice.last().getByRole('button', { name: '生成采购单' }).click();
    await page.locator('.ant-message', { hasText: '已为订单生成采购单' }).waitFor();
    // What remains for this supplier is bought: it is no longer offered.
    await purchaseDialog.getByRole('button', { name: '生成采购单' }).first().waitFor({ state: 'detached' });
    await purchaseDialog.getByRole('button', { name: '关闭' }).click();

    const purchases = await api<OrderPurchases>(
      journey.portal,
      'GET',
      `/api/trade/purchase/back_to_back/purchases?orderId=${order.id}`,
      { token },
    );
    const [purchase] = purchases.data.purchases;
    expect(purchase).toMatchObject({ supplierName: supplier.supplierName, totalAmount: supplier.costAmount });
    const link = card.getByRole('link', { name: purchase.purchaseNo });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/purchase/order?id=${purchase.id}`);
    await card.getByText(formatMoney(supplier.margin)).first().waitFor();
    await screenshot(page, 'scm-order-purchase-card-zh_CN');
  });

  it('lists transactions with their margins and exact sums, per supplier too', async () => {
    const sums = await api<TransactionSums>(journey.portal, 'POST', '/api/trade/scm/transaction/sums', {
      token,
      body: { kind: 2 },
    });
    expect(sums.data.count).toBeGreaterThan(0);
    const rows = await api<TransactionRow[]>(journey.portal, 'POST', '/api/trade/scm/transaction/page', {
      token,
      body: { current: 1, size: 10, kind: 2 },
    });
    const sale = rows.data[0];
    for (const language of ['zh_CN', 'en'] as const) {
      const zh = language === 'zh_CN';
      const page = await (await journey.context(zh ? 'zh-CN' : 'en')).newPage();
      await signIn(page, 'demo');
      if (!zh) await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.goto('/scm/transaction');
      const form = page.locator('form').first();
      await pickOption(
        page,
        form.locator('.ant-select', { has: page.locator('#kind') }),
        zh ? '销售' : 'Sale',
      );
      await pickOption(
        page,
        form.locator('.ant-select', { has: page.locator('#supplierId') }),
        sale.supplierName,
      );
      await form.getByRole('button', { name: zh ? /查\s?询/ : 'Search' }).click();
      const row = rowOf(page, sale.salesOrderNo ?? '').first();
      await row.waitFor();
      await row
        .getByText(formatMoney(sale.margin ?? '0'))
        .first()
        .waitFor();
      const supplierSums = await api<TransactionSums>(
        journey.portal,
        'POST',
        '/api/trade/scm/transaction/sums',
        {
          token,
          body: { kind: 2, supplierId: sale.supplierId },
        },
      );
      await page
        .locator('.ant-statistic', { hasText: zh ? '毛利合计' : 'Total margin' })
        .getByText(formatMoney(supplierSums.data.margin))
        .waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `scm-transactions-${language}`);
      await page.getByRole('tab', { name: zh ? '按供应商' : 'By supplier' }).click();
      await rowOf(page, sale.supplierName).first().getByText(formatMoney(supplierSums.data.margin)).waitFor();
      await screenshot(page, `scm-transactions-supplier-${language}`);
    }
  });
});
