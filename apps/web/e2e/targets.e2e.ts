// Targets and tasks (issue 15): a target set on /target/index shows what completed orders achieved,
// and the figure moves when an order completes (the operator approves its last document); a task
// created on /task/index shows on its assignee's home page and is marked done there.
import type { OrderRow } from '@portal/shared/contracts/orders';
import type { TargetRow } from '@portal/shared/contracts/targets';
import type { TaskAssignee } from '@portal/shared/contracts/tasks';
import { add, formatMoney } from '@portal/shared/money';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  ops,
  pickOption,
  poll,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

describe('targets and tasks', () => {
  const journey = useJourney();
  let token: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
  });

  const firmTarget = async (period: string) =>
    (
      await api<TargetRow[]>(journey.portal, 'POST', '/api/account/target/page', {
        token,
        body: { current: 1, size: 100, period, scope: 'firm', periodKind: 'month' },
      })
    ).data[0];

  /** The firm's row of the month on the page: its achieved amount as shown. */
  const firmRow = (page: Page, period: string) =>
    page.locator('tr.ant-table-row', { hasText: '全公司' }).filter({ hasText: period });

  it('sets a target and sees its achievement move when an order completes', async () => {
    // A received demo order whose invoice awaits the operator: approving it completes the order.
    const line = (await ops(journey.portal, 'order', 'docs'))
      .split('\n')
      .find((l) => / order +invoice /.test(l));
    if (!line) throw new Error('no order invoice awaiting review in the demo data');
    const [documentId, , , , orderNo] = line.trim().split(/\s+/);
    const [order] = (
      await api<OrderRow[]>(journey.portal, 'POST', '/api/trade/order/page', {
        token,
        body: { current: 1, size: 10, orderNo },
      })
    ).data;

    // The demo's firm target of this month is set again here, through the page.
    const seeded = await firmTarget(new Date().toISOString().slice(0, 7));
    const month = seeded.period;
    await api(journey.portal, 'POST', '/api/account/target/delete', { token, body: { id: seeded.id } });

    const context = await journey.context();
    const page = await context.newPage();
    await signIn(page, 'demo');
    await page.goto('/target/index');
    await page.getByTestId('target-period').getByText(month).waitFor();
    await page.getByRole('button', { name: '设定目标' }).click();
    const editor = dialog(page, '设定目标');
    await settled(editor);
    await editor.locator('#target_amount').fill('500000');
    await screenshot(page, 'target-editor-zh_CN');
    await editor.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message', { hasText: '目标已设定' }).waitFor();
    const row = firmRow(page, month);
    await row.getByText('¥500,000.00').waitFor();
    await editor.waitFor({ state: 'hidden' });
    const before = (await firmTarget(month)).achieved;
    await row
      .getByText(`¥${formatMoney(before)}`)
      .first()
      .waitFor();
    await screenshot(page, 'targets-zh_CN');

    await ops(journey.portal, 'order', 'approve-doc', documentId);
    const after = add(before, order.totalAmount);
    expect((await firmTarget(month)).achieved).toBe(after);
    await page.reload();
    await firmRow(page, month)
      .getByText(`¥${formatMoney(after)}`)
      .first()
      .waitFor();
  });

  it('creates a task, sees it on the home page and marks it done there', async () => {
    const [me] = (await api<TaskAssignee[]>(journey.portal, 'GET', '/api/account/task/assignees', { token }))
      .data;
    const title = `E2E 回访客户 ${Date.now()}`;
    const context = await journey.context();
    const page = await context.newPage();
    await signIn(page, 'demo');
    await page.goto('/task/index');
    await page.getByRole('button', { name: '新建任务' }).click();
    const editor = dialog(page, '新建任务');
    await settled(editor);
    await editor.locator('#task_title').fill(title);
    await pickOption(page, editor.locator('.ant-select', { has: page.locator('#task_assigneeId') }), me.name);
    const due = new Date(Date.now() + 3 * 86_400_000);
    const dueDay = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
    await editor.locator('#task_dueDay').click();
    await editor.locator('#task_dueDay').fill(dueDay);
    await editor.locator('#task_dueDay').press('Enter');
    await screenshot(page, 'task-editor-zh_CN');
    await editor.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message', { hasText: '任务已创建' }).waitFor();
    await rowOf(page, title).getByText('进行中').waitFor();
    await editor.waitFor({ state: 'hidden' });
    await screenshot(page, 'tasks-zh_CN');

    await page.goto('/index');
    const card = page.getByTestId('my-tasks');
    await card.getByText(title).waitFor();
    await card.locator('.my-task-row', { hasText: title }).getByText('完成', { exact: true }).click();
    const done = dialog(page, '完成任务');
    await settled(done);
    await done.locator('#taskDone_note').fill('已电话回访');
    await screenshot(page, 'home-my-tasks-zh_CN');
    await done.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message', { hasText: '任务已完成' }).waitFor();
    await card.getByText(title).waitFor({ state: 'detached' });

    await page.goto('/task/index?state=2');
    await rowOf(page, title).getByText('已电话回访').waitFor();
  });

  it('shows both pages in English', async () => {
    const context = await journey.context('en');
    const page = await context.newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/target/index');
    await page.getByRole('button', { name: 'Set a target' }).waitFor();
    await poll(() => page.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'targets-en');
    await page.goto('/task/index');
    await page.getByRole('button', { name: 'New task' }).waitFor();
    await poll(() => page.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'tasks-en');
    await page.goto('/index');
    await page.getByTestId('my-tasks').waitFor();
    await screenshot(page, 'home-en');
  });
});
