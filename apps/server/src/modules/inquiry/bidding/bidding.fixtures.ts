import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { createProject, invitePartner, type NewProject, openProject } from './bidding.service';

let sequence = 0;

/** A project open now (started a minute ago), the given partners invited; overrides as given. */
export const givenOpenProject = async (
  db: Db,
  partnerIds: readonly number[],
  overrides: Partial<NewProject> & { endInMinutes?: number; startInMinutes?: number } = {},
) => {
  sequence += 1;
  const now = Date.now();
  const { endInMinutes = 30, startInMinutes = -1, ...rest } = overrides;
  const project = await createProject(
    db,
    {
      projectNo: `JJTEST${Date.now().toString(36).toUpperCase()}${sequence}`,
      title: `测试竞价 ${sequence}`,
      channelId: 1,
      customerName: '南京市玄武区教育局',
      items: [{ name: '复印纸 A4', spec: '70g 500张/包', quantity: '100', unit: '箱' }],
      ceilingAmount: '10000.00',
      startTime: new Date(now + startInMinutes * 60_000),
      endTime: new Date(now + endInMinutes * 60_000),
      decrement: { kind: 'amount', value: '100.00' },
      mode: 'reverse',
      extendMinutes: 5,
      maxExtensions: 3,
      minBidders: 1,
      ...rest,
    },
    'Asia/Shanghai',
  );
  for (const partnerId of partnerIds) await invitePartner(db, project.id, partnerId);
  if (startInMinutes <= 0) await openProject(db, project.id);
  return project;
};

/** Time passes for a project: its end moves to `minutes` from the database's now. */
export const endProjectIn = (db: Db, projectId: number, minutes: number) =>
  db.execute(
    sql`update bidding_projects set end_time = now() + make_interval(secs => ${minutes * 60}) where id = ${projectId}`,
  );
