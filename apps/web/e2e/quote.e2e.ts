// Store accredit and quote (DOMAIN.md Catalog): channel stores' invitations answered before their
// deadline, goods quoted to an accepted store at prices checked against the market price, the
// store's confirmation, a new price and a withdrawal.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, dialog, ops, settled, signIn, useJourney, rowOf } from './journey';

const confirmPopover = (page: Page, text: string) =>
  page
    .locator('.ant-popover:not(.ant-popover-hidden)', { hasText: text })
    .getByRole('button', { name: /确\s?定/ })
    .click();

describe('store accredit and quotes', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
  });

  it('shows the invitations by state; one is declined with a reason', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/store_accredit');
    await settled(rowOf(page, '深圳·教育装备馆'));
    expect(await page.locator('.ant-card .ant-tabs-tab').allTextContents()).toEqual([
      '全部 3',
      '待答复 2',
      '已接受 1',
      '已拒绝 0',
      '已过期 0',
    ]);
    const accepted = rowOf(page, '商城·机关办公集采店');
    expect(await accepted.textContent()).toContain('1 个，已生效 1 个');
    expect(await rowOf(page, '深圳·教育装备馆').textContent()).toContain('剩余 1 天');
    await screenshot(page, 'store-accredit-zh_CN');

    await rowOf(page, '深圳·教育装备馆').getByText('拒绝').click();
    const decline = dialog(page, '拒绝店铺邀请');
    await decline.getByRole('button', { name: /确\s?定/ }).click();
    await decline.getByText('请填写拒绝原因').waitFor();
    await decline.locator('textarea').fill('本季度不参与教育装备类报价');
    await decline.getByRole('button', { name: /确\s?定/ }).click();
    await settled(rowOf(page, '本季度不参与教育装备类报价'));
    expect(await rowOf(page, '深圳·教育装备馆').textContent()).toContain('已拒绝');
  });

  it('accepts an invitation and quotes goods at a price not above the market price', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/store_accredit');
    const row = rowOf(page, '江苏·省直机关办公用品店');
    await settled(row);
    await row.getByText('接受').click();
    await confirmPopover(page, '接受该店铺的邀请');
    await settled(rowOf(page, '已接受').filter({ hasText: '江苏·省直机关办公用品店' }));

    await rowOf(page, '江苏·省直机关办公用品店').getByText('报价', { exact: true }).click();
    const picker = dialog(page, '选择审核通过的商品');
    await settled(rowOf(picker, '复印纸'));
    await rowOf(picker, '复印纸').getByText('选择').click();
    const quote = dialog(page, '向“江苏·省直机关办公用品店”报价');
    const price = quote.locator('input[id^="quote_price_"]').first();
    await price.waitFor();
    await price.fill('159.01');
    await quote.getByRole('button', { name: /确\s?定/ }).click();
    await quote.getByText('报价不能高于市场价 159.00').waitFor();
    await price.fill('150');
    await screenshot(page, 'quote-add-zh_CN');
    await quote.getByRole('button', { name: /确\s?定/ }).click();
    await page.getByText('报价已提交，等待店铺确认').waitFor();
    const link = rowOf(page, '江苏·省直机关办公用品店').getByText('1 个，已生效 0 个');
    await link.click();
    await page.waitForURL('**/goods/quote?invitationId=*');
    const quoted = rowOf(page, '复印纸');
    await settled(quoted);
    expect(await quoted.textContent()).toContain('待店铺确认');
    expect(await page.locator('tr.ant-table-row').count()).toBe(1);
  });

  it('the store confirms; a new price goes back to the store; the quote is withdrawn', async () => {
    const line = (await ops(journey.portal, 'store', 'pending'))
      .split('\n')
      .find((l) => l.includes('复印纸'));
    const id = line?.trim().split(/\s+/)[0];
    expect(id).toBeDefined();
    await ops(journey.portal, 'store', 'approve', id as string);

    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/quote');
    const row = rowOf(page, '复印纸');
    await settled(row);
    expect(await row.textContent()).toContain('已生效');
    expect(await row.textContent()).toContain('150.00');
    await screenshot(page, 'quote-list-zh_CN');

    await row.getByText('改价').click();
    const dialogBox = dialog(page, '修改报价');
    const price = dialogBox.locator('input[id^="quote_price_"]').first();
    await price.waitFor();
    expect(await price.inputValue()).toBe('150.00');
    await price.fill('148.80');
    await dialogBox.getByRole('button', { name: /确\s?定/ }).click();
    await settled(rowOf(page, '148.80'));
    expect(await rowOf(page, '复印纸').textContent()).toContain('待店铺确认');

    await rowOf(page, '复印纸').getByText('撤回').click();
    await confirmPopover(page, '撤回后店铺将不再采用该报价');
    await settled(rowOf(page, '已撤回'));
    expect(await rowOf(page, '复印纸').textContent()).toContain('重新报价');
  });
});
