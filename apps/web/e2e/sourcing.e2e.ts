// Sourcing (issue 13, batch inquiry and partners): a cooperation partner is added, a batch inquiry
// for two goods asks it and a demo firm, is sent, one price list is entered by hand and the other
// firm answers through the operator; the comparison marks the best prices and the procure
// commodity prices follow.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  dialog,
  ops,
  pickOption,
  poll,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

const okButton = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ });
const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item', { has: scope.page().locator('label', { hasText: label }) });

describe('sourcing', () => {
  const journey = useJourney();
  const stamp = Date.now().toString(36).toUpperCase();
  const firmName = `宁波E2E${stamp}贸易有限公司`;
  const title = `E2E 询价 ${stamp}`;
  const chair = `E2E 办公椅 ${stamp}`;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
  });

  it('asks two firms for two goods, takes one answer by hand and one from the operator, compares them', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');

    // A new cooperation partner.
    await page.goto('/goods_inquiry/partner');
    await rowOf(page, '苏州恒信办公用品有限公司').waitFor();
    await screenshot(page, 'sourcing-partner-zh_CN');
    await page.getByRole('button', { name: '新增合作伙伴' }).click();
    const adding = dialog(page, '新增合作伙伴');
    await settled(adding);
    await formItem(adding, '合作伙伴名称').locator('input').fill(firmName);
    await formItem(adding, '联系人').locator('input').fill('陈晓');
    await formItem(adding, '联系电话').locator('input').fill('12345');
    await okButton(adding).click();
    await adding.getByText('联系电话格式不正确').waitFor();
    await formItem(adding, '联系电话').locator('input').fill('0574-87261188');
    await formItem(adding, '所在地区').locator('input').fill('浙江省宁波市');
    await okButton(adding).click();
    await rowOf(page, firmName).waitFor();

    // A batch inquiry: one of the partner's goods and a free-text item, to the new firm and a demo one.
    await page.goto('/goods_inquiry/batch_inquiry');
    await page.getByRole('button', { name: '新建询价单' }).click();
    const editor = dialog(page, '新建批量询价');
    await settled(editor);
    await formItem(editor, '询价标题').locator('input').fill(title);
    const firms = formItem(editor, '询价对象').locator('.ant-select');
    await pickOption(page, firms, firmName);
    await page.keyboard.press('Escape');
    await pickOption(page, firms, '苏州恒信办公用品有限公司');
    await page.keyboard.press('Escape');
    await editor.getByRole('button', { name: '从我的商品选择' }).click();
    const picker = dialog(page, '选择审核通过的商品');
    const goodsRow = picker.locator('tr.ant-table-row').first();
    await goodsRow.waitFor();
    await goodsRow.getByText('选择', { exact: true }).click();
    await editor.locator('.ant-tag', { hasText: '我的商品' }).waitFor();
    await editor.getByRole('button', { name: '添加自填商品' }).click();
    await editor.getByRole('textbox', { name: '商品名称 2' }).fill(chair);
    await editor.getByRole('textbox', { name: '规格 2' }).fill('网布 可升降');
    await editor.getByRole('textbox', { name: '单位 2' }).fill('把');
    await editor.getByRole('textbox', { name: '数量 2' }).fill('6');
    await screenshot(page, 'sourcing-editor-zh_CN');
    await editor.getByRole('button', { name: '保存并发出' }).click();
    const row = rowOf(page, title);
    await row.waitFor();
    await poll(() => row.locator('.ant-tag').textContent()).toBe('待报价');

    // The firm's prices received by phone, entered by hand: the goods 128.50, the chair 399.
    await row.getByText(title).click();
    const drawer = page.locator('.ant-drawer-open', { hasText: title });
    await drawer.getByRole('button', { name: '录入报价' }).waitFor();
    const requestNo = ((await drawer.locator('.ant-drawer-title').textContent()) ?? '').split(' ')[0];
    expect(requestNo).toMatch(/^PX\d{12}$/);
    await drawer.getByRole('button', { name: '录入报价' }).click();
    const answering = dialog(page, '录入报价');
    await settled(answering);
    await pickOption(page, formItem(answering, '报价方').locator('.ant-select'), firmName);
    const prices = answering.getByRole('textbox', { name: /^单价/ });
    await prices.nth(0).fill('128.50');
    await prices.nth(1).fill('399');
    await screenshot(page, 'sourcing-answer-zh_CN');
    await okButton(answering).click();
    await poll(() => answering.isVisible()).toBe(false);
    await drawer.locator('.ant-tag', { hasText: '部分报价' }).waitFor();

    // The demo firm answers through the operator: 120.00 with tax, the chair 420 + 13 % = 474.60.
    const output = await ops(
      journey.portal,
      'sourcing',
      'answer',
      'GYS000001',
      requestNo,
      '苏州恒信办公用品有限公司',
      '120.00',
      '420@13',
    );
    expect(output).toContain('answered');
    await page.reload();
    const compared = page.locator('.ant-drawer-open', { hasText: title });
    await compared.locator('.ant-tag', { hasText: '已报价' }).first().waitFor();
    const lines = compared.locator('tr.ant-table-row', { hasText: '¥' });
    const best = compared.locator('[data-best="true"]');
    await poll(() => best.count()).toBe(2);
    expect(await best.nth(0).textContent()).toContain('¥120.00');
    expect(await best.nth(1).textContent()).toContain('¥399.00');
    expect(await rowOf(compared, chair).textContent()).toContain('¥474.60');
    expect(await lines.count()).toBeGreaterThanOrEqual(2);
    await settled(compared);
    await screenshot(page, 'sourcing-compare-zh_CN');

    // The procure commodity price of the chair: best by hand, latest from the operator.
    await page.goto('/goods_inquiry/procure_commodity_price');
    await page.getByRole('textbox', { name: /^关键字/ }).fill(chair);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const price = rowOf(page, chair);
    await poll(() => price.textContent()).toContain('¥399.00');
    expect(await price.textContent()).toContain('¥474.60');
    expect(await price.textContent()).toContain(firmName);
    await price.getByText('历史报价').click();
    const history = page.locator('.ant-drawer-open', { hasText: chair });
    await poll(() => history.locator('tr.ant-table-row').count()).toBe(2);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /重\s?置/ }).click();
    await page.locator('tr.ant-table-row').first().waitFor();
    await screenshot(page, 'sourcing-procure-price-zh_CN');

    // Closed by hand, after a confirmation: no more prices can be entered.
    await page.goto('/goods_inquiry/batch_inquiry');
    await rowOf(page, title).getByText(title).click();
    const closing = page.locator('.ant-drawer-open', { hasText: title });
    await closing.getByRole('button', { name: '关闭询价' }).click();
    const confirm = page.locator('.ant-popover:visible', { hasText: '关闭询价单？' });
    await confirm.getByRole('button', { name: /确\s?定/ }).click();
    await closing.getByText('手动关闭').waitFor();
    expect(await closing.getByRole('button', { name: '录入报价' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The demo draft: renamed and kept as a draft (its goods line keeps its SKU).
    await page.goto('/goods_inquiry/batch_inquiry?state=1');
    const draft = page.locator('tr.ant-table-row').first();
    await draft.getByText('详情').click();
    const draftDrawer = page.locator('.ant-drawer-open', { hasText: '草稿' });
    await draftDrawer.getByRole('button', { name: /^编\s?辑$/ }).click();
    const editing = dialog(page, '编辑询价单');
    await settled(editing);
    await editing.locator('tr.ant-table-row', { hasText: '我的商品' }).first().waitFor();
    await formItem(editing, '询价标题').locator('input').fill(`${title} 草稿`);
    await editing.getByRole('button', { name: '保存草稿' }).click();
    await poll(() => editing.isVisible()).toBe(false);
    await draftDrawer.getByText(`${title} 草稿`).waitFor();
    expect(await draftDrawer.locator('tr.ant-table-row', { hasText: '得力' }).count()).toBeGreaterThan(0);
  });

  it('shows every sourcing screen in English', async () => {
    const page = await (await journey.context('en')).newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    for (const [path, text] of [
      ['/goods_inquiry/partner', 'Asked / answered'],
      ['/goods_inquiry/batch_inquiry', 'Awaiting answers'],
      ['/goods_inquiry/procure_commodity_price', 'Best price (tax incl.)'],
    ] as const) {
      await page.goto(path);
      await page.locator('tr.ant-table-row').first().waitFor();
      await page.getByText(text).first().waitFor({ state: 'attached' });
      await screenshot(page, `sourcing${path.replace(/\W+/g, '-')}-en`);
    }
    // The comparison of a demo request answered by every firm.
    await page.goto('/goods_inquiry/batch_inquiry?state=4');
    await page.locator('tr.ant-table-row').first().locator('button', { hasText: 'Compare' }).click();
    await page.locator('[data-best="true"]').first().waitFor();
    await settled(page.locator('.ant-drawer-open'));
    await screenshot(page, 'sourcing-compare-en');
  });
});
