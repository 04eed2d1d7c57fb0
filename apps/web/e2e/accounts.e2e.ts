// Sub-accounts and roles (issue 2, permissions): the partner admin makes a role with a few
// authorities and a sub-account holding it; the sub-account sees exactly those menus, and is
// signed out when disabled.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  dialog,
  settled,
  sider,
  siderEntries,
  signIn,
  useJourney,
  pickOption,
} from './journey';

const OK = /^确\s?定$/;
const ROLE = 'E2E 回款专员';
const CLERK = 'e2e-clerk';
const CLERK_PASSWORD = 'Clerk2026x';

/**
 * A node of the role's authority tree. The tree is virtual (only the rows in view exist), so it is
 * scrolled down step by step until the node is rendered.
 */
const treeNode = async (tree: Locator, title: string): Promise<Locator> => {
  const node = tree.locator('.ant-tree-treenode', {
    has: tree.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}`) }),
  });
  const holder = tree.locator('.ant-tree-list-holder');
  for (let step = 0; step < 60 && (await node.count()) === 0; step += 1) {
    await holder.hover();
    await tree.page().mouse.wheel(0, 240);
  }
  await node.first().scrollIntoViewIfNeeded();
  return node.first();
};

const checkPage = async (tree: Locator, title: string) => {
  const node = await treeNode(tree, title);
  await node.locator('.ant-tree-checkbox').click();
  await node.locator('.ant-tree-checkbox-checked').waitFor();
};

describe('sub-accounts and roles', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
  });

  it('gives a new sub-account a role with some authorities: it sees only those menus', async () => {
    const admin = await (await journey.context()).newPage();
    await signIn(admin, 'demo');

    // A role with the home page, the profile and the payback accounts.
    await admin.goto('/account/role');
    await admin.getByRole('button', { name: '新增角色' }).click();
    const roleDialog = dialog(admin, '新增角色');
    await roleDialog.locator('#roleEdit_roleName').fill(ROLE);
    await roleDialog.locator('#roleEdit_remark').fill('只管回款账户');
    await roleDialog.getByRole('button', { name: OK }).click();
    await roleDialog.waitFor({ state: 'hidden' });
    await admin.getByText(`权限分配: ${ROLE}`).waitFor();
    await admin.getByText('已选 0 项权限').waitFor();

    const tree = admin.locator('.ant-tree');
    await checkPage(tree, '首页');
    await checkPage(tree, '个人资料');
    await checkPage(tree, '回款账户');
    // 首页: view + notice bell; 个人资料: view; 回款账户: view + the payback authority.
    await admin.getByText('已选 5 项权限').waitFor();
    await admin.getByRole('button', { name: '保存权限' }).click();
    await admin.locator('tr.ant-table-row', { hasText: ROLE }).waitFor();
    await screenshot(admin, 'role-authorities-zh_CN');

    // A sub-account holding the role.
    await admin.goto('/account/index');
    await admin.getByRole('button', { name: '新增子账号' }).click();
    const accountDialog = dialog(admin, '新增子账号');
    await accountDialog.locator('#accountEdit_username').fill(CLERK);
    await accountDialog.locator('#accountEdit_nickName').fill('回款文员');
    await accountDialog.locator('#accountEdit_password').fill(CLERK_PASSWORD);
    await accountDialog.locator('#accountEdit_confirm').fill(CLERK_PASSWORD);
    await pickOption(admin, accountDialog.locator('.ant-select'), ROLE);
    await accountDialog.locator('.ant-modal-title').click();
    await accountDialog.getByRole('button', { name: OK }).click();
    await accountDialog.waitFor({ state: 'hidden' });
    const row = admin.locator('tr.ant-table-row', { hasText: CLERK });
    await row.getByText(ROLE).waitFor();
    await screenshot(admin, 'sub-accounts-zh_CN');

    // The sub-account sees exactly what the role allows.
    await acknowledgeAnnouncements(journey.portal, CLERK, CLERK_PASSWORD);
    const clerk = await (await journey.context()).newPage();
    await signIn(clerk, CLERK, { password: CLERK_PASSWORD });
    await clerk.waitForURL('**/index');
    expect(await siderEntries(clerk)).toEqual(['首页', '个人中心']);
    await sider(clerk).getByText('个人中心').click();
    await sider(clerk).getByText('回款账户').waitFor();
    const leaves = await sider(clerk).locator('li.ant-menu-submenu li.ant-menu-item').allInnerTexts();
    expect(leaves.map((t) => t.trim())).toEqual(['个人资料', '回款账户']);
    await clerk.getByRole('button', { name: '回款账户', exact: true }).waitFor();
    await clerk.getByRole('button', { name: '消息通知' }).first().waitFor();
    // Pages outside the role are not there.
    await clerk.goto('/export/index');
    await clerk.getByText('抱歉，您访问的页面不存在').waitFor();
    await clerk.goto('/ucenter/payback_account');
    await clerk.locator('tr.ant-table-row', { hasText: '华东办公用品结算部' }).waitFor();
    await screenshot(clerk, 'sub-account-menus-zh_CN');

    // Disabled by the admin, the sub-account's session ends: its next call asks it to sign in again.
    await row.getByRole('switch').click();
    const confirm = admin.locator('.ant-popover:not(.ant-popover-hidden)', { hasText: '确定要禁用该账号吗' });
    await confirm.getByRole('button', { name: OK }).click();
    await row.getByText('已禁用').or(row.locator('.ant-switch:not(.ant-switch-checked)')).first().waitFor();

    await clerk.locator('#companyName').fill('结算部');
    await clerk.getByRole('button', { name: /查\s?询/ }).click();
    const expired = clerk.locator('.ant-modal-confirm', { hasText: '登录状态已过期, 请退出重新登录!' });
    await settled(expired);
    await screenshot(clerk, 'session-expired-zh_CN');
    await expired.getByRole('button', { name: '重新登录' }).click();
    await clerk.waitForURL((url) => url.pathname === '/login');
    expect(await clerk.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  });
});
