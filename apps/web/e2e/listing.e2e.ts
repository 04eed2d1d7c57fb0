// Channel listings (DOMAIN.md Catalog): the listings per joined channel, approved goods listed in a
// channel with a price checked against the market price, the channel's approval, a price change on
// shelf, taking goods off shelf, and the channel record.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, dialog, ops, settled, signIn, useJourney, rowOf } from './journey';

const channelTab = (page: Page, name: string) => page.locator('.ant-card .ant-tabs-tab', { hasText: name });

/** The listing id of a pending listing, from the channels' queue. */
const pendingIdOf = async (
  journey: ReturnType<typeof useJourney>,
  channelName: string,
  goodsName: string,
): Promise<string> => {
  const line = (await ops(journey.portal, 'listing', 'pending'))
    .split('\n')
    .find((l) => l.includes(channelName) && l.includes(goodsName));
  const id = line?.trim().split(/\s+/)[0];
  if (!id) throw new Error(`no pending listing of ${goodsName}`);
  return id;
};

describe('channel listings', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
  });

  it('shows the listings of each joined channel with their state', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/channel');
    await settled(rowOf(page, '按动中性笔'));
    expect(await page.locator('.ant-card .ant-tabs-tab').allTextContents()).toEqual([
      '商城',
      '深圳',
      '京东慧采',
      '江苏',
    ]);
    expect(await rowOf(page, '按动中性笔').textContent()).toContain('已上架');
    await screenshot(page, 'listing-list-zh_CN');
    await channelTab(page, '江苏').click();
    await settled(rowOf(page, '复印纸'));
    expect(await rowOf(page, '复印纸').textContent()).toContain('渠道审核中');
  });

  it('lists approved goods in a channel at a price not above the market price; the channel puts it on shelf', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/channel');
    await channelTab(page, '京东慧采').click();
    await settled(rowOf(page, '按动中性笔'));
    await page.getByRole('button', { name: '新增渠道商品' }).click();
    const picker = dialog(page, '选择审核通过的商品');
    await settled(rowOf(picker, '复印纸'));
    await rowOf(picker, '复印纸').getByText('选择').click();
    await page.waitForURL('**/goods/channel/45/add/*');
    await page.getByText('该渠道无需选择类目').waitFor();

    const price = page.locator('input[id^="listing_price_"]').first();
    await price.fill('159.01');
    await page.getByRole('button', { name: '保存并提交渠道审核' }).click();
    await page.getByText('渠道价不能高于市场价 159.00').waitFor();
    await price.fill('152.00');
    await screenshot(page, 'listing-add-zh_CN');
    await page.getByRole('button', { name: '保存并提交渠道审核' }).click();
    await page.waitForURL('**/goods/channel?channel=45');
    const pending = rowOf(page, '复印纸');
    await settled(pending);
    expect(await pending.textContent()).toContain('渠道审核中');

    await ops(journey.portal, 'listing', 'approve', await pendingIdOf(journey, '京东慧采', '复印纸'));
    await page.reload();
    await channelTab(page, '京东慧采').click();
    const row = rowOf(page, '复印纸');
    await settled(row);
    expect(await row.textContent()).toContain('已上架');
    expect(await row.textContent()).toContain('152.00');

    await row.getByText('改价').click();
    await page.waitForURL('**/goods/channel/45/price/*');
    await page.locator('input[id^="listing_price_"]').first().fill('149.90');
    await page.getByRole('button', { name: '保存渠道价' }).click();
    await page.waitForURL('**/goods/channel?channel=45');

    await page.goto('/goods/channel_record');
    const changed = rowOf(page, '改价');
    await settled(changed);
    expect(await changed.textContent()).toContain('152.00 → 149.90');
    await screenshot(page, 'listing-record-zh_CN');
  });

  it('takes goods off shelf after confirming', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/channel');
    const row = rowOf(page, '按动中性笔');
    await settled(row);
    await row.getByText('下架').click();
    await page
      .locator('.ant-popover:not(.ant-popover-hidden)', { hasText: '下架后该商品在渠道不可售' })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await settled(rowOf(page, '已下架'));
  });
});
