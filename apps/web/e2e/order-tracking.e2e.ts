// Logistics tracking and the accounting-system sync (DOMAIN.md Orders): every shipment with its
// express traces, and completed orders pushed to the partner's accounting system, which here is a
// receiver on loopback run by the journey.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, eventually, settled, signIn, useJourney, rowOf } from './journey';

describe('logistics and the accounting system', () => {
  // The receiver is on loopback: the portal may call it as an on-premises accounting system.
  const journey = useJourney({ OUTBOUND_ALLOW_HTTP: 'on', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  const received: { orderNo: string; totalAmount: string }[] = [];
  let receiver: Server;
  let receiverUrl: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/vouchers`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it("lists the shipments and opens a shipment's logistics", async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/order/logistics');
    const first = page.locator('tr.ant-table-row').first();
    await settled(first);
    expect(await first.textContent()).toContain('顺丰速运');
    await screenshot(page, 'order-logistics-list-zh_CN');
    await first.getByText('物流跟踪').click();
    const drawer = page.locator('.ant-drawer', { hasText: '物流状态' });
    await drawer.getByText('运单号').waitFor();
    expect(await drawer.textContent()).toContain('SF');
  });

  it('connects the accounting system and pushes completed orders to it', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/order/accounting_system');
    await settled(page.locator('tr.ant-table-row').first());
    await page.locator('#accounting_url').fill('ftp://wrong');
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('请填写以 http:// 或 https:// 开头的接口地址').waitFor();
    await page.locator('#accounting_url').fill(receiverUrl);
    await page.locator('#accounting_token').fill('demo-token');
    await page.locator('#accounting_enabled').click();
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('财务系统对接已保存').waitFor();

    const rows = page.locator('tr.ant-table-row');
    const orderNo = (await rows.first().locator('a').first().textContent())?.trim() ?? '';
    expect(orderNo).not.toBe('');
    expect(await rows.first().textContent()).toContain('未同步');
    await rows.first().locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /推送所选订单/ }).click();
    await page.getByText('已加入同步队列').waitFor();
    // The job worker pushes it within a moment.
    const message = await eventually(
      () => received.find((m) => m.orderNo === orderNo),
      (found) => found !== undefined,
    );
    expect(message?.totalAmount).toMatch(/^\d+\.\d{2}$/);
    await page.reload();
    await settled(rowOf(page, orderNo));
    expect(await rowOf(page, orderNo).textContent()).toContain('已同步');
    await screenshot(page, 'order-accounting-zh_CN');
  });
});
