import { TaskState } from '@portal/shared/analytics-states';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { auditLog } from '../../../platform/audit.table';
import type { JobContext } from '../../../platform/jobs/job-queue';
import { addDays } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { notices } from '../../partner/notice.table';
import { partnerSummaryOf } from '../../partner/partner.service';
import { businessToday } from '../targets/targets.service';
import { taskOverdueTask } from './task-overdue';

type Lang = 'zh-CN' | 'en';

describe('tasks', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let worker: TestActor;
  let manager: TestActor;
  let viewer: TestActor;
  let noAuthority: TestActor;
  let today: string;

  const call = async (actor: Pick<TestActor, 'token'>, url: string, payload?: unknown, lang?: Lang) => {
    const res = await injectAs(t.app, actor, {
      method: payload === undefined ? 'GET' : 'POST',
      url: `/api/account/task/${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      lang,
    });
    return { status: res.statusCode, ...res.json() };
  };
  const create = async (input: Record<string, unknown>, actor: TestActor = a) => {
    const res = await call(actor, 'add', {
      title: '回访客户',
      dueDay: today,
      assigneeId: worker.accountId,
      ...input,
    });
    expect(res.code, JSON.stringify(res)).toBe('0000');
    return res.data;
  };
  const list = async (actor: TestActor, filter: Record<string, unknown> = {}) =>
    (await call(actor, 'page', { current: 1, size: 100, ...filter })).data as Array<Record<string, unknown>>;
  const counts = async (actor: TestActor, filter: Record<string, unknown> = {}) =>
    (await call(actor, 'state/counts', filter)).data;
  const jobContext = (): JobContext => ({
    db: t.database.db,
    config: t.config,
    storage: t.app.storage,
    log: t.app.log,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ({ a, b } = await givenTwoPartners(db));
    const actorOf = async (authorities: string[], username?: string) => {
      const account = await createAccount(db, a.partnerId, { authorities, username });
      return {
        partnerId: a.partnerId,
        accountId: account.id,
        username: account.username,
        token: await sessionTokenFor(db, a.partnerId, account.id),
      };
    };
    worker = await actorOf(['index:view'], `worker${Date.now()}`);
    manager = await actorOf(['task:index:view', 'task:edit']);
    viewer = await actorOf(['task:index:view']);
    noAuthority = await actorOf(['index:view']);
    today = businessToday();
  });
  afterAll(() => t.close());

  it('refuses a task without a title, for an account of another partner, or due in the past', async () => {
    const untitled = await call(a, 'add', { title: ' ', dueDay: today, assigneeId: worker.accountId }, 'en');
    expect(untitled).toMatchObject({ status: 400, code: '1111' });
    expect(untitled.data.fields.title).toBe('Enter the task title');
    const foreign = await call(a, 'add', { title: 'x', dueDay: today, assigneeId: b.accountId }, 'en');
    expect(foreign.msg).toBe("The assignee is not one of the company's accounts");
    const past = await call(
      a,
      'add',
      { title: 'x', dueDay: addDays(today, -1), assigneeId: worker.accountId },
      'en',
    );
    expect(past.msg).toBe(`The due day cannot be before today (${today})`);
    const priority = await call(a, 'add', {
      title: 'x',
      dueDay: today,
      assigneeId: worker.accountId,
      priority: 7,
    });
    expect(priority.status).toBe(400);
  });

  it('creates, edits, finishes (by the assignee or a manager), reopens and deletes, with audit rows', async () => {
    const created = await create({ title: '回访南京市教育局', content: '确认下季度采购计划', priority: 1 });
    expect(created).toMatchObject({
      title: '回访南京市教育局',
      content: '确认下季度采购计划',
      assigneeId: worker.accountId,
      assigneeName: worker.username,
      dueDay: today,
      priority: 1,
      state: TaskState.open,
      createdBy: a.accountId,
    });
    const edited = await call(a, 'update', {
      id: created.id,
      title: '回访南京市教育局（电话）',
      dueDay: addDays(today, 3),
      assigneeId: worker.accountId,
      priority: 2,
    });
    expect(edited.data).toMatchObject({
      title: '回访南京市教育局（电话）',
      dueDay: addDays(today, 3),
      priority: 2,
    });

    // Someone else's task: neither a viewer nor another partner may finish it.
    expect(await call(viewer, 'done', { id: created.id })).toMatchObject({ status: 403, code: '0002' });
    const done = await call(worker, 'done', { id: created.id, note: '已电话确认' });
    expect(done.data).toMatchObject({ state: TaskState.done, doneNote: '已电话确认' });
    expect((await call(worker, 'done', { id: created.id }, 'en')).msg).toBe('The task is already done');
    expect((await call(a, 'update', { ...edited.data, id: created.id }, 'en')).msg).toBe(
      'The task is already done',
    );

    expect((await call(worker, 'reopen', { id: created.id })).code).toBe('0002');
    const reopened = await call(manager, 'reopen', { id: created.id });
    expect(reopened.data).toMatchObject({ state: TaskState.open, doneNote: null, doneTime: null });
    expect((await call(manager, 'reopen', { id: created.id }, 'en')).msg).toBe(
      'The task is not done: nothing to reopen',
    );
    expect((await call(manager, 'done', { id: created.id })).data.state).toBe(TaskState.done);

    expect((await call(manager, 'delete', { id: created.id })).code).toBe('0000');
    expect((await call(a, `detail?id=${created.id}`, undefined, 'en')).msg).toBe('The task does not exist');
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entityId, String(created.id))))
    ).map((row) => row.action);
    expect(actions).toEqual([
      'analytics.task.add',
      'analytics.task.update',
      'analytics.task.done',
      'analytics.task.reopen',
      'analytics.task.done',
      'analytics.task.delete',
    ]);
  });

  it('lists with counted tabs and filters: assignee, state, due range, mine', async () => {
    const first = await create({ title: '整理投标资料', dueDay: addDays(today, 1) });
    await create({ title: '催收回款', dueDay: addDays(today, 5), assigneeId: manager.accountId });
    const third = await create({ title: '更新报价单', dueDay: addDays(today, 10) });
    await call(worker, 'done', { id: third.id });

    expect(await counts(a)).toEqual({ '1': 2, '2': 1, '3': 0 });
    expect(await counts(a, { assigneeId: worker.accountId })).toEqual({ '1': 1, '2': 1, '3': 0 });
    expect((await list(a, { state: TaskState.open })).map((r) => r.title)).toEqual([
      '整理投标资料',
      '催收回款',
    ]);
    expect((await list(a, { assigneeId: manager.accountId })).map((r) => r.title)).toEqual(['催收回款']);
    expect(
      (await list(a, { dueFrom: addDays(today, 2), dueTo: addDays(today, 10) })).map((r) => r.title),
    ).toEqual(['催收回款', '更新报价单']);
    expect((await list(manager, { mine: true })).map((r) => r.title)).toEqual(['催收回款']);
    expect((await list(a, { title: '投标' })).map((r) => r.id)).toEqual([first.id]);
    const reversed = await call(
      a,
      'page',
      { current: 1, size: 10, dueFrom: addDays(today, 3), dueTo: today },
      'en',
    );
    expect(reversed.status).toBe(400);
  });

  it('marks open tasks past their day overdue once, telling the assignee, and shows them on the home card', async () => {
    const late = await create({ title: '提交季度报表', dueDay: today });
    const job = () => taskOverdueTask.run(jobContext(), addDays(today, 2));
    await job();
    await job();
    expect((await call(a, `detail?id=${late.id}`)).data.state).toBe(TaskState.overdue);
    const told = (
      await t.database.db.select().from(notices).where(eq(notices.partnerId, a.partnerId))
    ).filter((n) => n.message?.key === 'task.notice.overdue');
    // Every open task due before that day was told, each once, to its assignee.
    expect(told.filter((n) => n.message?.params.title === '提交季度报表')).toHaveLength(1);
    expect(told.find((n) => n.message?.params.title === '提交季度报表')).toMatchObject({
      accountId: worker.accountId,
      title: '任务已逾期：提交季度报表',
    });
    expect(new Set(told.map((n) => n.message?.params.title)).size).toBe(told.length);

    // The home card: only the caller's own open and overdue tasks.
    const mine = await call(worker, 'mine');
    expect(mine.data.overdue).toBeGreaterThanOrEqual(1);
    expect(
      mine.data.rows.every(
        (row: { assigneeId: number; state: number }) => row.assigneeId === worker.accountId,
      ),
    ).toBe(true);
    expect(mine.data.rows.map((row: { state: number }) => row.state)).not.toContain(TaskState.done);
    expect((await call(b, 'mine')).data).toEqual({ open: 0, overdue: 0, rows: [] });

    // Given a new day not past, an overdue task is open again; finished, it leaves the card.
    const moved = await call(a, 'update', {
      id: late.id,
      title: '提交季度报表',
      dueDay: addDays(today, 4),
      assigneeId: worker.accountId,
      priority: 1,
    });
    expect(moved.data.state).toBe(TaskState.open);
    await call(worker, 'done', { id: late.id });
    expect((await call(worker, 'mine')).data.rows.map((row: { id: number }) => row.id)).not.toContain(
      late.id,
    );
  });

  it('lists tasks and runs the overdue job from the ops command', async () => {
    const { partnerNo } = await partnerSummaryOf(t.database.db, a.partnerId);
    const ops = async (...args: string[]) =>
      (await runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'task', args)).output;
    expect(await ops('list', partnerNo)).toContain('整理投标资料');
    expect(await ops('run-overdue')).toMatch(/^0 task\(s\) marked overdue/);
    expect(await ops('list', 'overdue')).toMatch(/no overdue tasks|due/);
  });

  it("keeps another partner's tasks invisible and untouchable", async () => {
    const [mine] = await list(a);
    expect(await list(b)).toEqual([]);
    expect(await counts(b)).toEqual({ '1': 0, '2': 0, '3': 0 });
    for (const url of ['done', 'reopen', 'delete']) {
      expect((await call(b, url, { id: mine.id }, 'en')).msg, url).toBe('The task does not exist');
    }
    const update = await call(
      b,
      'update',
      { id: mine.id, title: 'x', dueDay: today, assigneeId: b.accountId, priority: 2 },
      'en',
    );
    expect(update.msg).toBe('The task does not exist');
    expect((await call(a, `detail?id=${mine.id}`)).data.title).toBe(mine.title);
  });

  it('answers 0002 to an account without the authority', async () => {
    expect(await call(noAuthority, 'page', { current: 1, size: 10 })).toMatchObject({
      status: 403,
      code: '0002',
    });
    expect(
      await call(noAuthority, 'add', { title: 'x', dueDay: today, assigneeId: worker.accountId }),
    ).toMatchObject({
      code: '0002',
    });
    expect((await call(viewer, 'page', { current: 1, size: 10 })).code).toBe('0000');
    expect(
      await call(viewer, 'add', { title: 'x', dueDay: today, assigneeId: worker.accountId }),
    ).toMatchObject({
      status: 403,
      code: '0002',
    });
    expect((await call(noAuthority, 'mine')).code).toBe('0000');
  });
});
