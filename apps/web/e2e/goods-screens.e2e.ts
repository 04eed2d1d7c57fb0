// My goods, optional goods and goods authorizations (DOMAIN.md Catalog): the goods the signed-in
// account created, the approved goods not yet listed in a joined channel (listed from there), and the
// brand authorization covering each goods, with an application for goods that have none.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './files';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  openFromSider,
  poll,
  settled,
  signIn,
  useJourney,
  pickOption,
  rowOf,
} from './journey';

const rows = (page: Page): Locator => page.locator('.ant-card tr.ant-table-row');

const totalText = (page: Page, total: number): Locator =>
  page.locator('.ant-pagination-total-text', { hasText: `共 ${total} 条` });

/** The search form's field whose label points at `name` (PageTable's form has no name of its own). */
const field = (page: Page, label: string): Locator =>
  page.locator('.ant-form-item', { has: page.locator('label', { hasText: label }) });

// 白板, a leaf without a parameter template.
const WHITEBOARD = 100601;

describe('my goods, optional goods and goods authorizations', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    // Goods of 惠普, whose authorization the operator turned down: not covered by any valid one.
    const token = await apiLogin(journey.portal, 'demo');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'printer.png');
    const uploaded = (await (
      await fetch(`${journey.portal.baseUrl}/api/communal/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    ).json()) as { data: { id: number } };
    const brand = await api<{ id: number }>(journey.portal, 'POST', '/api/goods/brand/exact', {
      token,
      body: { brandName: '惠普' },
    });
    const created = await api(journey.portal, 'POST', '/api/goods/add', {
      token,
      body: {
        name: '惠普 演示白板',
        categoryId: WHITEBOARD,
        brandId: brand.data.id,
        model: 'HP-WB',
        unit: '块',
        imageIds: [uploaded.data.id],
        skus: [{ spec: '90x60cm', marketPrice: '99.00', stock: 3 }],
      },
    });
    expect(created.success).toBe(true);
  });

  it('lists the goods the signed-in account created, by state, filtered by name', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await openFromSider(page, '商品', '我的商品');
    await page.waitForURL('**/goods/my');
    await settled(rowOf(page, '按动中性笔'));
    expect(await page.locator('.ant-card .ant-tabs-tab').first().textContent()).toBe('全部 6');
    await screenshot(page, 'goods-my-zh_CN');

    await field(page, '商品名称').locator('input').fill('复印纸');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await settled(totalText(page, 1));
    expect(await rows(page).count()).toBe(1);
    expect(await rowOf(page, '复印纸').textContent()).toContain('审核通过');
  });

  it('offers approved goods for the joined channels they are not listed in, and lists one from there', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await openFromSider(page, '商品', '可选商品');
    await page.waitForURL('**/goods/optional');
    // 按动中性笔 is listed in 商城 and 京东慧采, 复印纸 in 江苏: five pairs are left.
    await settled(totalText(page, 5));
    expect(await rowOf(page, '按动中性笔').first().textContent()).toContain('18.50 ~ 19.00');
    await screenshot(page, 'goods-optional-zh_CN');

    await pickOption(page, field(page, '渠道').locator('.ant-select'), '京东慧采');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await settled(totalText(page, 1));
    const paper = rowOf(page, '复印纸');
    expect(await paper.textContent()).toContain('京东慧采');
    await paper.getByText('上架').click();
    await page.waitForURL('**/goods/channel/45/add/*');
    await page.getByText('该渠道无需选择类目').waitFor();
  });

  it('shows the authorization covering each goods and applies for one where none is valid', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await openFromSider(page, '商品', '商品授权');
    await page.waitForURL('**/goods/authorization');
    const uncovered = rowOf(page, '惠普 演示白板');
    await settled(uncovered);
    await settled(totalText(page, 6));
    expect(await uncovered.getAttribute('class')).toContain('goods-authorization-uncovered');
    expect(await uncovered.textContent()).toContain('过期或未授权');
    expect(await rowOf(page, '订书机').textContent()).toContain('30 天内到期');
    expect(await rowOf(page, '按动中性笔').textContent()).toContain('有效');
    await screenshot(page, 'goods-authorization-zh_CN');

    await pickOption(page, field(page, '授权覆盖').locator('.ant-select'), '过期或未授权');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await settled(totalText(page, 1));
    await poll(() => rows(page).count()).toBe(1);

    await rowOf(page, '惠普 演示白板').getByText('申请授权').click();
    const apply = dialog(page, '申请品牌授权');
    await settled(apply);
    expect(await apply.textContent()).toContain('惠普');
    await screenshot(page, 'goods-authorization-apply-zh_CN');
  });
});
