// Purchase contracts, invoices and invoice mailings (DOMAIN.md Supply chain): a contract uploaded
// with the orders' upload dialog goes to review and the operator approves it; a mailing of one
// supplier's invoices is recorded and tracked in the orders' logistics drawer.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF } from './files';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  ops,
  pickOption,
  poll,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

const okButton = (scope: Locator) => scope.getByRole('button', { name: /确\s?定|OK/ });

describe('purchase contracts, invoices and mailings', () => {
  const journey = useJourney();
  let token: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    await acknowledgeAnnouncements(journey.portal, 'demo-b');
    token = await apiLogin(journey.portal, 'demo');
  });
  afterAll(() => api(journey.portal, 'POST', '/api/auth/logout', { token }));

  it('uploads a purchase contract, sees it in review, and approved once the operator approves it', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/purchase/contract?state=1');
    const first = page.locator('tr.ant-table-row').first();
    await settled(first);
    await screenshot(page, 'purchase-contract-list-zh_CN');
    const purchaseNo = (await first.locator('button.portal-link').first().textContent())?.trim() ?? '';
    expect(purchaseNo).toMatch(/^CG\d{13}$/);

    await first.getByText('上传', { exact: true }).click();
    const upload = dialog(page, `上传合同 · ${purchaseNo}`);
    await settled(upload);
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: '采购合同.pdf', mimeType: 'application/pdf', buffer: PDF });
    await poll(() => upload.locator('.ant-upload-list-item-done').count()).toBe(1);
    await screenshot(page, 'purchase-contract-upload-zh_CN');
    await okButton(upload).click();
    await poll(() => rowOf(page, purchaseNo).count()).toBe(0);

    await page.locator('.ant-card .ant-tabs-tab', { hasText: '待审核' }).click();
    const inReview = rowOf(page, purchaseNo);
    await settled(inReview);
    await inReview.getByText('查看', { exact: true }).click();
    const drawer = page.locator('.ant-drawer', { hasText: purchaseNo });
    await settled(drawer.locator('[data-kind=contract]'));
    expect(await drawer.locator('[data-kind=contract]').textContent()).toContain('采购合同.pdf');
    expect(await drawer.locator('[data-kind=contract]').textContent()).toContain('待审核');
    await settled(drawer);
    await screenshot(page, 'purchase-contract-drawer-zh_CN');

    // The operator's review queue has it beside the orders' documents.
    const queue = await ops(journey.portal, 'order', 'docs');
    const line = queue.split('\n').find((row) => row.includes(purchaseNo) && row.includes('contract'));
    expect(line).toBeDefined();
    await ops(journey.portal, 'order', 'approve-doc', (line ?? '').trim().split(/\s+/)[0]);
    await page.goto('/purchase/contract?state=3');
    await settled(rowOf(page, purchaseNo));
    await page.goto('/purchase/invoice');
    await settled(page.locator('tr.ant-table-row').first());
    await screenshot(page, 'purchase-invoice-list-zh_CN');
  });

  it('records a mailing of one supplier’s invoices and opens its tracking', async () => {
    const mailable = await api<{ supplierName: string; purchaseNo: string }[]>(
      journey.portal,
      'POST',
      '/api/trade/purchase/mail/mailable',
      { token, body: { current: 1, size: 10 } },
    );
    const { supplierName, purchaseNo } = mailable.data[0];
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/purchase/mail');
    await settled(page.locator('tr.ant-table-row').first());
    await page.getByRole('button', { name: /登记邮寄/ }).click();
    const create = dialog(page, '登记发票邮寄');
    await settled(create);
    await pickOption(
      page,
      create.locator('.ant-select', { has: page.locator('#mailing_supplierId') }),
      supplierName,
    );
    const order = rowOf(create, purchaseNo);
    await settled(order);
    await order.locator('.ant-checkbox-input').check();
    await pickOption(
      page,
      create.locator('.ant-select', { has: page.locator('#mailing_expressCode') }),
      '顺丰速运',
    );
    await create.locator('#mailing_trackingNo').fill('SF7788990011');
    await create.locator('#mailing_senderName').fill('王会计');
    await create.locator('#mailing_receiverName').fill('陈经理');
    await create.locator('#mailing_receiverPhone').fill('13951000001');
    await create.locator('#mailing_address').fill('江苏省南京市秦淮区中华路100号');
    await screenshot(page, 'purchase-mail-create-zh_CN');
    await okButton(create).click();

    const mailed = rowOf(page, 'SF7788990011');
    await settled(mailed);
    expect(await mailed.textContent()).toContain(purchaseNo);
    expect(await mailed.textContent()).toContain('已邮寄');
    await mailed.getByText('物流', { exact: true }).click();
    const drawer = page.locator('.ant-drawer', { hasText: 'SF7788990011' });
    await drawer.getByText('顺丰速运').waitFor();
    await settled(drawer);
    await page.locator('.ant-drawer-close').click();
    // The demo mailing signed for shows the whole way.
    await page.locator('.ant-card .ant-tabs-tab', { hasText: '已签收' }).click();
    const delivered = page.locator('tr.ant-table-row').first();
    await settled(delivered);
    await delivered.getByText('物流', { exact: true }).click();
    const traces = page.locator('.ant-drawer', { hasText: '已签收' });
    await traces.getByText('快件已签收', { exact: false }).waitFor();
    await settled(traces);
    await screenshot(page, 'purchase-mail-tracking-zh_CN');
  });

  it('shows the three screens in English', async () => {
    const page = await (await journey.context('en')).newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    for (const [path, name] of [
      ['/purchase/contract', 'purchase-contract-list-en'],
      ['/purchase/invoice', 'purchase-invoice-list-en'],
      ['/purchase/mail', 'purchase-mail-list-en'],
    ] as const) {
      await page.goto(path);
      await settled(page.locator('tr.ant-table-row').first());
      await screenshot(page, name);
    }
    await page.goto('/purchase/invoice');
    await settled(page.locator('tr.ant-table-row').first());
    await page.locator('tr.ant-table-row').first().getByText('View', { exact: true }).click();
    await settled(page.locator('.ant-drawer [data-kind=invoice]'));
    await settled(page.locator('.ant-drawer'));
    await screenshot(page, 'purchase-invoice-drawer-en');
  });
});
