// Goods (DOMAIN.md Catalog): the list by state, goods with two SKUs created and submitted, the
// operator's approval, a change of approved goods going back to review, a rejected goods fixed from
// the refuse list, and the parameter templates.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './a11y';
import { PNG } from './files';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  ops,
  openFromSider,
  settled,
  signIn,
  siderEntries,
  useJourney,
  pickOption,
  rowOf,
} from './journey';

/** The form item whose label points at the field `id`. */
const formItem = (page: Page, id: string): Locator => page.locator(`.ant-form-item:has(label[for="${id}"])`);

const goodsIdOf = (page: Page): string => {
  const id = new URL(page.url()).pathname.split('/').pop();
  if (!id) throw new Error(`not on a goods page: ${page.url()}`);
  return id;
};

describe('goods', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
  });

  it('lists the goods by state with counts, prices and reasons', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    expect(await siderEntries(page)).toContain('商品');
    await openFromSider(page, '商品', '商品列表');
    await page.waitForURL('**/goods/index');
    await settled(rowOf(page, '按动中性笔'));
    expect(await page.locator('.ant-card .ant-tabs-tab').allTextContents()).toEqual([
      '全部 5',
      '草稿 1',
      '待审核 1',
      '审核通过 2',
      '已驳回 1',
      '已停用 0',
    ]);
    expect(await rowOf(page, '按动中性笔').textContent()).toContain('18.50 ~ 19.00');
    expect(await rowOf(page, '文件夹').textContent()).toContain('主图为网络图片且带水印');
    await screenshot(page, 'goods-list-zh_CN');

    await page.locator('.ant-card .ant-tabs-tab', { hasText: '审核通过' }).click();
    await settled(page.locator('.ant-pagination-total-text', { hasText: '共 2 条' }));
  });

  it('creates goods with two SKUs, submits it, and sees it approved, then back in review after a change', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/index');
    await page.getByRole('button', { name: '新增商品' }).click();
    await page.waitForURL('**/goods/add');

    const category = formItem(page, 'goodsEdit_categoryId');
    await pickOption(page, category.locator('.ant-select').nth(0), '办公用品');
    await pickOption(page, category.locator('.ant-select').nth(1), '展示用品');
    await pickOption(page, category.locator('.ant-select').nth(2), '白板');
    const brand = formItem(page, 'goodsEdit_brand');
    await brand.locator('.ant-select').click();
    await page.keyboard.type('得力');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '得力' })
      .first()
      .click();
    await page.locator('#goodsEdit_name').fill('得力 7850 磁性白板 90x60cm');
    await page.locator('#goodsEdit_model').fill('7850');
    await page.locator('#goodsEdit_unit').fill('块');
    await formItem(page, 'goodsEdit_imageIds')
      .locator('input[type=file]')
      .setInputFiles({ name: 'whiteboard.png', mimeType: 'image/png', buffer: PNG });
    await formItem(page, 'goodsEdit_imageIds').locator('.ant-upload-list-item-done').first().waitFor();

    await page.locator('#goodsEdit_skus_0_spec').fill('90x60cm 单面');
    await page.locator('#goodsEdit_skus_0_marketPrice').fill('128.00');
    await page.locator('#goodsEdit_skus_0_stock').fill('40');
    await page.getByRole('button', { name: '添加SKU' }).click();
    await page.locator('#goodsEdit_skus_1_spec').fill('120x90cm 单面');
    await page.locator('#goodsEdit_skus_1_marketPrice').fill('12.345');
    await page.locator('#goodsEdit_skus_1_stock').fill('25');
    await page.getByRole('button', { name: '保存并提交审核' }).click();
    await page.getByText('大于 0，最多两位小数').waitFor();
    await page.locator('#goodsEdit_skus_1_marketPrice').fill('198.50');

    const editor = page.locator('[role="textbox"][contenteditable="true"]');
    await editor.click();
    await page.keyboard.type('白板表面覆膜，书写流畅易擦。');
    await screenshot(page, 'goods-add-zh_CN');
    await page.getByRole('button', { name: '保存并提交审核' }).click();
    await page.waitForURL('**/goods/detail/*');
    const id = goodsIdOf(page);
    await page.getByText('待审核').first().waitFor();
    expect(await page.locator('.ant-table-row').allTextContents()).toEqual([
      expect.stringContaining('90x60cm 单面'),
      expect.stringContaining('120x90cm 单面'),
    ]);

    await ops(journey.portal, 'goods', 'approve', id);
    await page.reload();
    await page.getByText('审核通过').first().waitFor();
    await screenshot(page, 'goods-detail-zh_CN');

    await page.getByRole('button', { name: '编 辑' }).click();
    await page.waitForURL(`**/goods/edit/${id}`);
    await page.getByText('修改审核通过的商品会重新提交审核').waitFor();
    await page.locator('#goodsEdit_skus_0_marketPrice').fill('125.00');
    await page.getByRole('button', { name: '保存并提交审核' }).click();
    await page.waitForURL(`**/goods/detail/${id}`);
    await page.getByText('待审核').first().waitFor();
    await page.getByText('审核期间渠道继续展示已通过的版本').waitFor();
  });

  it('fixes a rejected goods from the refuse list and submits it again', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/refuse');
    const row = rowOf(page, '文件夹');
    await settled(row);
    expect(await row.textContent()).toContain('主图为网络图片且带水印');
    await screenshot(page, 'goods-refuse-zh_CN');
    await row.getByText('编辑').click();
    await page.waitForURL('**/goods/edit/*');
    await page.getByText('驳回原因: 主图为网络图片且带水印').waitFor();
    // The seeded pictures have no file name: their cards' links are still named (axe's link-name).
    await checkA11y(page);
    await page.locator('#goodsEdit_name').fill('晨光 ADM94519 文件夹 A4 双夹 蓝色');
    await page.getByRole('button', { name: '保存并提交审核' }).click();
    await page.waitForURL('**/goods/detail/*');
    await page.getByText('待审核').first().waitFor();
    await page.goto('/goods/refuse');
    await settled(page.locator('.ant-table-placeholder'));
  });

  it("shows a category's parameter template", async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/parameter');
    const selects = page.locator('.ant-card');
    await pickOption(page, selects.locator('.ant-select').nth(0), '办公用品');
    await pickOption(page, selects.locator('.ant-select').nth(1), '书写工具');
    await pickOption(page, selects.locator('.ant-select').nth(2), '签字笔');
    await settled(page.locator('.ant-table-row').first());
    expect(await page.locator('.ant-table-row').count()).toBeGreaterThan(2);
    await screenshot(page, 'goods-parameter-zh_CN');
  });
});
