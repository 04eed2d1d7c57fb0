// Bidding (DOMAIN.md "Inquiry, quotation, bidding"): partner A opens the room of an open reverse
// auction, bids, and watches its rank fall when partner B (through the API, as a rival would) bids
// below it: the room changes without a reload. The bid form refuses a price above the highest
// allowed before it is sent.
import type { BiddingRow, PlacedBid } from '@portal/shared/contracts/bidding';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, api, apiLogin, ops, poll, signIn, useJourney } from './journey';

const OPEN_AUCTION = '江苏省人民医院 硒鼓集中采购（反向竞价）';

describe('bidding', () => {
  const journey = useJourney();
  let tokenA: string;
  let tokenB: string;
  let project: BiddingRow;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    tokenA = await apiLogin(journey.portal, 'demo');
    tokenB = await apiLogin(journey.portal, 'demo-b');
    const open = await api<BiddingRow[]>(journey.portal, 'POST', '/api/goods/bidding/page', {
      token: tokenA,
      body: { current: 1, size: 20, state: 2, mode: 'reverse' },
    });
    const found = open.data.find((row) => row.title === OPEN_AUCTION);
    if (!found) throw new Error(`the demo data has no open auction ${OPEN_AUCTION}`);
    project = found;
  });

  it('bids in a reverse auction and sees its rank change live when a rival bids', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/bidding?state=2');
    await page.getByText(OPEN_AUCTION).first().waitFor();
    await screenshot(page, 'bidding-list-zh_CN');
    await page.getByText(OPEN_AUCTION).first().click();
    const room = page.locator('.ant-drawer');
    const rank = room.getByTestId('bidding-rank');
    // Seeded: a rival's 28,950 is ahead of A's 29,100.
    await poll(async () => (await rank.textContent()) ?? '').toContain('第 2 名');
    await room.getByText('实时', { exact: true }).waitFor();
    await expect(room.getByTestId('bidding-largest').textContent()).resolves.toBe('29,050.00');
    // No reload from here on: a marker on the window survives only without one.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    // Above the highest allowed: refused before it is sent.
    const amount = room.getByLabel('总价（元）');
    await amount.fill('29060');
    await room.getByRole('alert').getByText('报价不能高于 29,050.00 元').waitFor();
    expect(await room.getByRole('button', { name: '提交报价' }).isDisabled()).toBe(true);

    // A bids below everyone: best price.
    await amount.fill('28900');
    await room.getByText('比上次低 200.00 元（0.69%）').waitFor();
    await room.getByRole('button', { name: '提交报价' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await poll(async () => (await rank.textContent()) ?? '').toContain('第 1 名');
    await room.getByTestId('bidding-best').waitFor();
    await room.locator('.ant-table-row', { hasText: '28,900.00' }).first().waitFor();

    // B undercuts A through the API: A's room shows rank 2 without a reload.
    const rival = await api<PlacedBid>(journey.portal, 'POST', '/api/goods/bidding/bid', {
      token: tokenB,
      body: { projectId: project.id, amount: '28800.00' },
    });
    expect(rival.code, rival.msg).toBe('0000');
    await poll(async () => (await rank.textContent()) ?? '').toContain('第 2 名');
    expect(await room.getByTestId('bidding-best').count()).toBe(0);
    await room.getByTestId('bidding-events').getByText('有新报价').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await screenshot(page, 'bidding-room-zh_CN');

    // A takes the lead again.
    await amount.fill('28700');
    await room.getByRole('button', { name: '提交报价' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await poll(async () => (await rank.textContent()) ?? '').toContain('第 1 名');
  });

  it('shows the list and the room in English', async () => {
    const page = await (await journey.context('en')).newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/goods/bidding');
    await page.getByText('Reverse auction').first().waitFor();
    await screenshot(page, 'bidding-list-en');
    await page.goto(`/goods/bidding?id=${project.id}`);
    const room = page.locator('.ant-drawer');
    await room.getByText('Highest allowed now').waitFor();
    await room.getByText('Live', { exact: true }).waitFor();
    await screenshot(page, 'bidding-room-en');
    // A sealed project: no rank while it is open.
    const sealed = await api<BiddingRow[]>(journey.portal, 'POST', '/api/goods/bidding/page', {
      token: tokenA,
      body: { current: 1, size: 20, state: 2, mode: 'sealed' },
    });
    await page.goto(`/goods/bidding?id=${sealed.data[0].id}`);
    await room.getByText('Sealed: ranks are shown after the end').first().waitFor();
    await screenshot(page, 'bidding-room-sealed-en');
  });

  it('watches the operator simulator outbid it, then the close, without reloading', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto(`/goods/bidding?id=${project.id}`);
    const room = page.locator('.ant-drawer');
    const rank = room.getByTestId('bidding-rank');
    await room.getByText('实时', { exact: true }).waitFor();
    // A leads since the first journey.
    await poll(async () => (await rank.textContent()) ?? '').toContain('第 1 名');
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    // The invited rivals bid against A every second, in the server, until the project closes.
    const simulation = ops(
      journey.portal,
      'bidding',
      'simulate',
      project.projectNo,
      '--against',
      'GYS000001',
      '--minutes',
      '1',
      '--interval',
      '1',
    );
    await poll(async () => (await rank.textContent()) ?? '').toContain('第 2 名');
    await room.getByTestId('bidding-events').getByText('有新报价').first().waitFor();

    // The operator ends the bidding: the simulator stops at its next tick and the room shows the close.
    await ops(journey.portal, 'bidding', 'close', project.projectNo);
    expect(await simulation).toMatch(/^simulated bids accepted: [1-9]\d*$/);
    await poll(() => room.getByRole('button', { name: '提交报价' }).count()).toBe(0);
    await room.getByText('已结束').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await screenshot(page, 'bidding-room-closed-zh_CN');
  });
});
