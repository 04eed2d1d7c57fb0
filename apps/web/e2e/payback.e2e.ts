// Payback accounts (spec sections 2, 4, 5): the user-centre page and the header's dialog, their
// edit dialog with its validation, deletion with confirmation, and who may see them.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  poll,
  settled,
  sider,
  signIn,
  useJourney,
  rowOf,
} from './journey';

const OK = /^确\s?定$/;

const totalOf = (scope: Page | Locator) => scope.locator('.ant-pagination-total-text');

const cellTexts = async (row: Locator): Promise<string[]> =>
  (await row.locator('td').allInnerTexts()).map((text) => text.trim());

/** Fills the edit dialog and saves; it closes on success. */
const fillAndSave = async (
  page: Page,
  title: '新增' | '编辑',
  values: { companyName?: string; accountName?: string; bankName?: string },
) => {
  const edit = dialog(page, title);
  await edit.waitFor();
  for (const [field, value] of Object.entries(values)) {
    await edit.locator(`#paybackEdit_${field}`).fill(value);
  }
  const ok = edit.locator('.ant-modal-footer .ant-btn-primary');
  expect(await ok.textContent()).toMatch(OK);
  await ok.click();
  await edit.waitFor({ state: 'hidden' });
};

describe('payback accounts', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await Promise.all([
      acknowledgeAnnouncements(journey.portal, 'demo'),
      acknowledgeAnnouncements(journey.portal, 'demo-staff'),
    ]);
  });

  it('adds an account with the form rules, edits it and deletes it after confirming', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/ucenter/payback_account');
    await rowOf(page, '华东办公用品结算部').waitFor();
    const before = Number((await totalOf(page).textContent())?.match(/\d+/)?.[0]);

    await page.getByRole('button', { name: '新增回款账户' }).click();
    const edit = dialog(page, '新增');
    await edit.waitFor();
    // Width 680 (spec section 2).
    await poll(async () => (await edit.boundingBox())?.width).toBe(680);

    // Company required, checked on blur; the message of spec section 5.
    await edit.locator('#paybackEdit_companyName').focus();
    await edit.locator('#paybackEdit_accountName').focus();
    await edit.getByText('回款公司名称不能为空').waitFor();
    await screenshot(page, 'payback-edit-required-zh_CN');

    // Lengths 20, 20, 100: the inputs take no more.
    const long = (n: number) => '长'.repeat(n);
    await edit.locator('#paybackEdit_companyName').fill(long(25));
    await edit.locator('#paybackEdit_accountName').fill('1'.repeat(25));
    await edit.locator('#paybackEdit_bankName').fill(long(120));
    expect((await edit.locator('#paybackEdit_companyName').inputValue()).length).toBe(20);
    expect((await edit.locator('#paybackEdit_accountName').inputValue()).length).toBe(20);
    expect((await edit.locator('#paybackEdit_bankName').inputValue()).length).toBe(100);
    await edit.getByText('回款公司名称不能为空').waitFor({ state: 'hidden' });
    await edit.getByText('20 / 20').first().waitFor();

    await fillAndSave(page, '新增', {
      companyName: 'E2E 回款公司',
      accountName: '6222000011112222',
      bankName: '测试银行南京分行',
    });
    // The list refreshes: the new account is first (newest first), the total is one more.
    const added = rowOf(page, 'E2E 回款公司');
    await added.waitFor();
    expect(await cellTexts(page.locator('tr.ant-table-row').first())).toEqual(
      expect.arrayContaining(['1', 'E2E 回款公司', '6222000011112222', '测试银行南京分行']),
    );
    await page.getByText(`共 ${before + 1} 条`).waitFor();

    // Edit: the dialog opens with the row's values (update mode).
    await added.getByText('编辑').click();
    const update = dialog(page, '编辑');
    await update.waitFor();
    expect(await update.locator('#paybackEdit_companyName').inputValue()).toBe('E2E 回款公司');
    expect(await update.locator('#paybackEdit_bankName').inputValue()).toBe('测试银行南京分行');
    await fillAndSave(page, '编辑', { bankName: '测试银行苏州分行' });
    await rowOf(page, '测试银行苏州分行').waitFor();
    expect(await rowOf(page, 'E2E 回款公司').count()).toBe(1);

    // A new dialog after an edit starts empty (create mode clears the form).
    await page.getByRole('button', { name: '新增回款账户' }).click();
    await dialog(page, '新增').waitFor();
    expect(await dialog(page, '新增').locator('#paybackEdit_companyName').inputValue()).toBe('');
    await dialog(page, '新增')
      .getByRole('button', { name: /取\s?消/ })
      .click();
    await dialog(page, '新增').waitFor({ state: 'hidden' });

    // Delete asks first; cancelling keeps the row.
    await rowOf(page, 'E2E 回款公司').getByText('删除').click();
    const confirm = page.locator('.ant-popover:not(.ant-popover-hidden)', { hasText: '确定要删除吗?' });
    await settled(confirm);
    await screenshot(page, 'payback-delete-confirm-zh_CN');
    await confirm.getByRole('button', { name: /取\s?消/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await rowOf(page, 'E2E 回款公司').count()).toBe(1);

    await rowOf(page, 'E2E 回款公司').getByText('删除').click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: OK }).click();
    await rowOf(page, 'E2E 回款公司').waitFor({ state: 'detached' });
    await page.getByText(`共 ${before} 条`).waitFor();
  });

  it('manages the same list from the header dialog, and the page follows', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/ucenter/payback_account');
    await rowOf(page, '华东办公用品结算部').waitFor();

    await page.getByRole('button', { name: '回款账户', exact: true }).click();
    const list = dialog(page, '回款账户列表');
    await list.waitFor();
    await poll(async () => (await list.boundingBox())?.width).toBe(1200);
    await rowOf(list, '华东办公用品结算部').waitFor();
    // Only the partner's own accounts: partner B's is not there.
    expect(await rowOf(list, '北方科技设备有限公司').count()).toBe(0);
    for (const column of ['序号', '回款公司', '回款账号', '回款银行', '创建时间', '操作']) {
      await list.locator('th', { hasText: column }).first().waitFor();
    }

    await list.getByRole('button', { name: '新增回款账户' }).click();
    await fillAndSave(page, '新增', { companyName: '弹窗新增公司' });
    await rowOf(list, '弹窗新增公司').waitFor();
    // Optional fields left empty show '-'.
    expect(await cellTexts(rowOf(list, '弹窗新增公司'))).toEqual(
      expect.arrayContaining(['弹窗新增公司', '-']),
    );
    await screenshot(page, 'payback-dialog-zh_CN');

    await list.locator('.ant-modal-close').click();
    await list.waitFor({ state: 'hidden' });
    // The page's list was refreshed behind the dialog.
    await rowOf(page, '弹窗新增公司').waitFor();

    // Clean up through the dialog again.
    await page.getByRole('button', { name: '回款账户', exact: true }).click();
    await rowOf(list, '弹窗新增公司').getByText('删除').click();
    const confirm = page.locator('.ant-popover:not(.ant-popover-hidden)', { hasText: '确定要删除吗?' });
    await confirm.getByRole('button', { name: OK }).click();
    await rowOf(list, '弹窗新增公司').waitFor({ state: 'detached' });
  });

  it('searches the list by company name', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/ucenter/payback_account');
    await rowOf(page, '华东办公用品结算部').waitFor();
    const all = (await totalOf(page).textContent()) ?? '';
    await page.getByPlaceholder('请输入回款公司').first().fill('结算部');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await page.getByText('共 1 条').waitFor();
    expect(await page.locator('tr.ant-table-row').count()).toBe(1);
    await page.getByRole('button', { name: /重\s?置/ }).click();
    await page.getByText(all).waitFor();
    expect(await page.locator('tr.ant-table-row').count()).toBeGreaterThan(1);
  });

  it('hides the payback entries from a sub-account without the authority and refuses the page', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo-staff');
    await page.getByTestId('user-menu').waitFor();
    // The header's other buttons are there, the payback one is not.
    await page.getByRole('button', { name: '导出列表' }).waitFor();
    expect(await page.getByRole('button', { name: '回款账户', exact: true }).count()).toBe(0);
    await sider(page).getByText('个人中心').click();
    await sider(page).getByText('个人资料').waitFor();
    expect(await sider(page).getByText('回款账户').count()).toBe(0);
    expect(await sider(page).getByText('账户中心').count()).toBe(0);

    // A direct visit finds no such page for this user.
    await page.goto('/ucenter/payback_account');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    expect(await page.getByText('新增回款账户').count()).toBe(0);
    await screenshot(page, 'payback-refused-staff-zh_CN');

    // The server refuses it as well (0002).
    const token = await apiLogin(journey.portal, 'demo-staff');
    const answer = await api(journey.portal, 'POST', '/api/account/payback/page', {
      token,
      body: { current: 1, size: 10 },
    });
    expect(answer.code).toBe('0002');
  });
});
