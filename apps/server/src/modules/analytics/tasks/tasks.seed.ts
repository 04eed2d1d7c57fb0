import { TaskPriority } from '@portal/shared/contracts/tasks';
import type { DbOrTx } from '../../../db/client';
import { addDays, localDayOf } from '../../../platform/local-time';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { createTask, finishTask, markOverdueTasks } from './tasks.service';

/** Days before today the demo tasks were created: some were due in between and are overdue now. */
const CREATED_DAYS_AGO = 6;

/**
 * Demo tasks of partner A, made through the service as its admin, as of a few days ago: open ones
 * for the admin and the staff account, two done with notes, and overdue ones made so by running the
 * daily job's function for today (each assignee told once).
 */
export const seedTasksData = async (db: DbOrTx, { partners, timeZone }: SeedContext): Promise<void> => {
  const { a } = partners;
  const actor = { partnerId: a.id, accountId: a.adminId, mayEdit: true };
  const today = localDayOf(new Date(), timeZone);
  const createdOn = addDays(today, -CREATED_DAYS_AGO);
  const task = (
    title: string,
    content: string | null,
    assigneeId: number,
    dueIn: number,
    priority: TaskPriority,
  ) =>
    createTask(db, actor, { title, content, assigneeId, dueDay: addDays(today, dueIn), priority }, createdOn);

  await task(
    '跟进南京市玄武区教育局年度框架协议',
    '确认续签意向与报价有效期',
    a.staffId,
    3,
    TaskPriority.high,
  );
  await task('整理本月渠道对账差异', '对照结算单核对回款差额', a.adminId, 5, TaskPriority.normal);
  await task('更新复印纸渠道报价', null, a.staffId, 12, TaskPriority.low);
  await task('拜访苏州市吴中区财政局', '介绍新到的办公设备型号', a.adminId, 0, TaskPriority.normal);
  await task('补开上月发票', '三张订单的发票待补开', a.staffId, -2, TaskPriority.high);
  await task('提交季度销售总结', null, a.adminId, -1, TaskPriority.normal);
  await task('核对授权书到期情况', null, a.staffId, -4, TaskPriority.low);
  const done = await task('寄出合同原件', '盖章合同两份，顺丰寄出', a.staffId, 2, TaskPriority.normal);
  await finishTask(db, actor, { id: done.id, note: '已寄出，顺丰单号 SF1400000123' });
  const reviewed = await task('复核渠道上架价格', null, a.adminId, -3, TaskPriority.normal);
  await finishTask(db, actor, { id: reviewed.id, note: '已按最新市场价调整 12 个 SKU' });
  await markOverdueTasks(db, today);
};
