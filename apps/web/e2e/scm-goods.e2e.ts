// SCM goods (issue 14): goods with two SKUs are added for a supplier, one SKU's cost is changed with
// a reason and its history shows the change in the chart's table; an authorization letter is added
// for the supplier and shows as valid. Screenshots in zh_CN and en at 1440.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF } from './files';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  pickOption,
  poll,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item', { has: scope.page().locator('label', { hasText: label }) }).first();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('scm goods', () => {
  const journey = useJourney();
  const stamp = Date.now().toString(36).toUpperCase();
  const supplierName = `杭州汇通E2E${stamp}商贸有限公司`;
  const goodsName = `E2E 档案盒 ${stamp}`;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    const token = await apiLogin(journey.portal, 'demo');
    const added = await api(journey.portal, 'POST', '/api/goods/supplier/add', {
      token,
      body: {
        name: supplierName,
        creditCode: '91320505MA1MXXKQ08',
        contactName: '陈志强',
        contactPhone: '0571-87651230',
      },
    });
    expect(added.code, added.msg).toBe('0000');
  });

  it('adds goods with two SKUs, changes a price and sees its history, adds an authorization', async () => {
    const page = await (await journey.context()).newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo');

    // Goods with two SKUs for the supplier.
    await page.goto('/scm/goods');
    await page.getByRole('button', { name: '新增商品' }).click();
    const drawer = page.locator('.ant-drawer-open', { hasText: '新增供应链商品' });
    await settled(drawer);
    await pickOption(page, formItem(drawer, '供应商').locator('.ant-select'), supplierName);
    await formItem(drawer, '商品名称').locator('input').fill(goodsName);
    await formItem(drawer, '品牌').locator('input').fill('齐心');
    await formItem(drawer, '单位').locator('input').fill('个');
    await drawer.getByRole('textbox', { name: '规格' }).nth(0).fill('75mm 牛皮纸');
    await drawer.getByRole('textbox', { name: '成本价' }).nth(0).fill('3.20');
    await drawer.getByRole('button', { name: '添加规格' }).click();
    await drawer.getByRole('textbox', { name: '规格' }).nth(1).fill('55mm 牛皮纸');
    await drawer.getByRole('textbox', { name: '成本价' }).nth(1).fill('2.80');
    await screenshot(page, 'scm-goods-editor-zh_CN');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    const row = rowOf(page, goodsName);
    await row.waitFor();
    await poll(() => row.textContent()).toContain('2 个规格');
    expect(await row.textContent()).toContain('¥2.80 ~ 3.20');
    await poll(() => page.locator('.ant-drawer-content-wrapper:visible').count()).toBe(0);
    await screenshot(page, 'scm-goods-list-zh_CN');

    // The 75mm SKU's cost goes from 3.20 to 3.05, with its reason.
    await page.goto('/scm/price');
    await page.getByPlaceholder('商品、规格、品牌或编码').fill(goodsName);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const sku = rowOf(page, '75mm 牛皮纸');
    await sku.waitFor();
    await sku.getByText('调价', { exact: true }).click();
    const changing = dialog(page, '调整成本价');
    await settled(changing);
    await formItem(changing, '新成本价').locator('input').fill('3.05');
    await formItem(changing, '调价原因').locator('input').fill('年度议价');
    await changing.getByRole('button', { name: /确\s?定/ }).click();
    await poll(() => sku.textContent()).toContain('3.05');
    expect(await sku.textContent()).toContain('-0.15');
    await screenshot(page, 'scm-price-zh_CN');
    await sku.getByText('调价记录', { exact: true }).click();
    const history = page.locator('.ant-drawer-open', { hasText: '调价记录' });
    await history.locator('tr.ant-table-row', { hasText: '年度议价' }).waitFor();
    expect(await history.locator('tr.ant-table-row', { hasText: '年度议价' }).textContent()).toContain(
      '3.20',
    );
    await history.locator('canvas').first().waitFor();
    await screenshot(page, 'scm-price-history-zh_CN');

    // An authorization letter for all of the supplier's goods, valid for a year.
    await page.goto('/scm/authorization');
    await page.getByRole('button', { name: '新增授权' }).click();
    const letter = dialog(page, '新增供应商授权');
    await settled(letter);
    await pickOption(page, formItem(letter, '供应商').locator('.ant-select'), supplierName);
    await formItem(letter, '授权书编号').locator('input').fill(`SQ-${stamp}`);
    const [from, to] = await letter.locator('.ant-picker-range input').all();
    await from.click();
    await from.fill(day(-1));
    await to.fill(day(365));
    await to.press('Enter');
    await letter
      .locator('input[type=file]')
      .setInputFiles({ name: '授权书.pdf', mimeType: 'application/pdf', buffer: PDF });
    await letter.locator('.ant-upload-list-item-done').first().waitFor();
    await letter.getByRole('button', { name: /确\s?定/ }).click();
    const added = rowOf(page, `SQ-${stamp}`);
    await added.waitFor();
    await poll(() => letter.isVisible()).toBe(false);
    expect(await added.textContent()).toContain('有效');
    expect(await added.textContent()).toContain('该供应商全部商品');
    await screenshot(page, 'scm-authorization-zh_CN');
  });

  it('shows the three screens in English', async () => {
    const page = await (await journey.context('en')).newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/scm/goods');
    await rowOf(page, goodsName).waitFor();
    await page.getByText('On offer').first().waitFor();
    await screenshot(page, 'scm-goods-list-en');
    await page.goto('/scm/price');
    await rowOf(page, '75mm 牛皮纸').waitFor();
    await screenshot(page, 'scm-price-en');
    await page.goto('/scm/authorization');
    await rowOf(page, `SQ-${stamp}`).waitFor();
    await screenshot(page, 'scm-authorization-en');
  });
});
