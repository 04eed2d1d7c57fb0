// Brands (DOMAIN.md Catalog): the brand list with the partner's authorizations, a new brand with the
// exact-name check, an application with its letter, the operator's review, a rejected application
// changed and resubmitted, and the brand history.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from './files';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  dialog,
  ops,
  openFromSider,
  settled,
  signIn,
  siderEntries,
  useJourney,
  rowOf,
} from './journey';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The authorization id of a pending application, from the operator's queue. */
const pendingIdOf = async (journey: ReturnType<typeof useJourney>, brandName: string): Promise<string> => {
  const line = (await ops(journey.portal, 'brand', 'pending')).split('\n').find((l) => l.includes(brandName));
  const id = line?.trim().split(/\s+/)[0];
  if (!id) throw new Error(`no pending authorization for ${brandName}`);
  return id;
};

/** Fills the application dialog: level, validity, letter; the brand is preselected or picked. */
const fillApplication = async (page: Page, title: string, level: string) => {
  const form = dialog(page, title);
  await form.waitFor();
  await form.getByLabel(level).check();
  const [from, to] = await form.locator('.ant-picker-range input').all();
  await from.click();
  await from.fill(day(0));
  await to.fill(day(365));
  await to.press('Enter');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: '授权书.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.locator('.ant-upload-list-item-done').first().waitFor();
  return form;
};

describe('brands and authorizations', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await Promise.all([
      acknowledgeAnnouncements(journey.portal, 'demo'),
      acknowledgeAnnouncements(journey.portal, 'demo-staff'),
    ]);
  });

  it("shows the partner's brands with the state of each authorization", async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    expect(await siderEntries(page)).toContain('品牌');
    await openFromSider(page, '品牌', '品牌列表');
    await page.waitForURL('**/brand/index');
    await settled(rowOf(page, '得力'));
    expect(await rowOf(page, '得力').textContent()).toContain('已通过');
    expect(await rowOf(page, '齐心').textContent()).toContain('待审核');
    expect(await rowOf(page, '惠普').textContent()).toContain('已驳回');
    await screenshot(page, 'brand-list-zh_CN');

    await page.goto('/brand/authorization');
    await settled(rowOf(page, '晨光'));
    expect(await rowOf(page, '晨光').textContent()).toMatch(/剩余 \d+ 天/);
    expect(await rowOf(page, '惠普').textContent()).toContain('授权书未加盖品牌方公章');
    await screenshot(page, 'brand-authorization-zh_CN');
  });

  it('creates a brand after the exact-name check, applies for it and sees it approved and recorded', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/brand/index');
    await page.getByRole('button', { name: '新增品牌' }).click();
    await page.waitForURL('**/brand/add');

    const name = page.locator('#brandEdit_brandName');
    await name.fill(' 得力 ');
    await name.blur();
    await page.getByText('品牌“得力”已存在，无需新建，请直接申请授权').waitFor();
    await screenshot(page, 'brand-add-exists-zh_CN');

    await name.fill('国誉');
    await name.blur();
    await page.getByText('已存在').waitFor({ state: 'hidden' });
    await page.locator('#brandEdit_englishName').fill('KOKUYO');
    await page.locator('#brandEdit_origin').fill('日本大阪');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'kokuyo.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.ant-upload-list-item-done').first().waitFor();
    await page.getByRole('button', { name: '保 存' }).click();
    await page.waitForURL('**/brand/index');
    const row = rowOf(page, '国誉');
    await settled(row);
    expect(await row.textContent()).toContain('本企业创建');
    expect(await row.textContent()).toContain('未申请');

    await row.getByText('申请授权').click();
    await page.waitForURL('**/brand/authorization');
    const form = await fillApplication(page, '申请品牌授权', '一级代理');
    expect(await form.textContent()).toContain('国誉');
    await screenshot(page, 'brand-apply-zh_CN');
    await form.locator('.ant-modal-footer .ant-btn-primary').click();
    await form.waitFor({ state: 'hidden' });
    await settled(rowOf(page, '国誉'));
    expect(await rowOf(page, '国誉').textContent()).toContain('待审核');

    await ops(journey.portal, 'brand', 'approve', await pendingIdOf(journey, '国誉'));
    await page.reload();
    await settled(rowOf(page, '国誉'));
    expect(await rowOf(page, '国誉').textContent()).toContain('已通过');

    await page.goto('/brand/record');
    await page.locator('.ant-form-item', { hasText: '品牌' }).locator('input').first().fill('国誉');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    // The filtered list has replaced the whole history.
    await settled(page.locator('.ant-pagination-total-text', { hasText: '共 3 条' }));
    await settled(rowOf(page, '授权审核通过'));
    const actions = await page.locator('tr.ant-table-row td:nth-child(4)').allInnerTexts();
    expect(actions).toEqual(['授权审核通过', '提交授权申请', '新建品牌']);
    await screenshot(page, 'brand-record-zh_CN');
  });

  it('changes and resubmits a rejected application, showing the reason', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await ops(
      journey.portal,
      'brand',
      'reject',
      await pendingIdOf(journey, '齐心'),
      '授权期限与授权书不一致',
    );
    await page.goto('/brand/authorization');
    const row = rowOf(page, '齐心');
    await settled(row);
    expect(await row.textContent()).toContain('授权期限与授权书不一致');
    await row.getByText('修改并重新提交').click();
    const form = await fillApplication(page, '修改品牌授权', '品牌商');
    await form.getByText('授权期限与授权书不一致').waitFor();
    await form.locator('.ant-modal-footer .ant-btn-primary').click();
    await form.waitFor({ state: 'hidden' });
    await settled(rowOf(page, '齐心'));
    expect(await rowOf(page, '齐心').textContent()).toContain('待审核');
    expect(await rowOf(page, '齐心').textContent()).toContain('品牌商');
  });

  it('keeps the brand screens from an account without the brand authorities', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo-staff');
    expect(await siderEntries(page)).not.toContain('品牌');
  });
});
