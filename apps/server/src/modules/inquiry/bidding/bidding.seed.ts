import { PartnerState } from '@portal/shared/constants';
import type { BiddingMode, Decrement } from '@portal/shared/contracts/bidding';
import type { DbOrTx } from '../../../db/client';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { createPartner, partnerByNo } from '../../partner/partner.service';
import {
  cancelProject,
  closeProjectNow,
  confirmAward,
  createProject,
  invitePartner,
  openProject,
  placeBid,
} from './bidding.service';

/** Rival bidders besides demo partner B: partners without accounts, bidding only here. */
const RIVALS = [
  { partnerNo: 'GYS000901', name: '江南商贸有限公司', contactName: '钱经理', mobile: '13800000901' },
  { partnerNo: 'GYS000902', name: '华中办公设备有限公司', contactName: '孙经理', mobile: '13800000902' },
  { partnerNo: 'GYS000903', name: '岭南文具供应链有限公司', contactName: '周经理', mobile: '13800000903' },
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Plan = {
  title: string;
  customerName: string;
  channelId: number;
  ceilingAmount: string;
  mode: BiddingMode;
  decrement: Decrement;
  /** From now. */
  startIn: number;
  endIn: number;
  minBidders?: number;
  items: { name: string; spec: string; quantity: string; unit: string }[];
};

const PAPER = [
  { name: '复印纸 A4 70g', spec: '500张/包，5包/箱', quantity: '200', unit: '箱' },
  { name: '复印纸 A3 70g', spec: '500张/包，5包/箱', quantity: '40', unit: '箱' },
];
const TONER = [{ name: '硒鼓 HP CF217A', spec: '原装，约1600页', quantity: '60', unit: '个' }];
const FURNITURE = [
  { name: '办公椅', spec: '网布，可升降，带扶手', quantity: '80', unit: '把' },
  { name: '办公桌', spec: '1400×700mm，含侧柜', quantity: '40', unit: '张' },
];

/**
 * Bidding for demo partner A (`demo`) in every state, through the service's own steps: not started,
 * open reverse auction (rivals ahead of A, so the room has something to beat), open sealed, closed
 * with the award offered to A, won (A confirmed), lost (B confirmed), cancelled, failed (流标);
 * partner B and three rival partners bid against A.
 */
export const seedBidding = async (db: DbOrTx, { partners, timeZone }: SeedContext): Promise<void> => {
  const rivals: number[] = [];
  for (const rival of RIVALS) {
    const known = await partnerByNo(db, rival.partnerNo);
    rivals.push((known ?? (await createPartner(db, { ...rival, state: PartnerState.active }))).id);
  }
  const a = partners.a.id;
  const b = partners.b.id;
  const [r1, r2, r3] = rivals;

  const make = async (plan: Plan, invited: readonly number[]) => {
    const now = Date.now();
    const project = await createProject(
      db,
      {
        title: plan.title,
        customerName: plan.customerName,
        channelId: plan.channelId,
        ceilingAmount: plan.ceilingAmount,
        mode: plan.mode,
        decrement: plan.decrement,
        startTime: new Date(now + plan.startIn),
        endTime: new Date(now + plan.endIn),
        extendMinutes: 5,
        maxExtensions: 3,
        minBidders: plan.minBidders ?? 2,
        items: plan.items,
      },
      timeZone,
    );
    for (const partnerId of invited) await invitePartner(db, project.id, partnerId);
    if (plan.startIn <= 0) await openProject(db, project.id);
    return project;
  };
  const bid = (projectId: number, partnerId: number, amount: string) =>
    placeBid(
      db,
      { partnerId, accountId: partnerId === a ? partners.a.adminId : null },
      { projectId, amount },
    );
  const amount50 = { kind: 'amount', value: '50.00' } as const;

  // 1 not started: tomorrow.
  await make(
    {
      title: '南京市玄武区教育局 2027 年第一季度复印纸采购',
      customerName: '南京市玄武区教育局',
      channelId: 1,
      ceilingAmount: '48000.00',
      mode: 'reverse',
      decrement: { kind: 'percent', value: '0.50' },
      startIn: 24 * HOUR,
      endIn: 26 * HOUR,
      items: PAPER,
    },
    [a, b, r1],
  );

  // 2 open reverse auction: rivals ahead of A; ends in two hours (the close job ends it then).
  const open = await make(
    {
      title: '江苏省人民医院 硒鼓集中采购（反向竞价）',
      customerName: '江苏省人民医院',
      channelId: 4,
      ceilingAmount: '30000.00',
      mode: 'reverse',
      decrement: amount50,
      startIn: -20 * MINUTE,
      endIn: 2 * HOUR,
      items: TONER,
    },
    [a, b, r1, r2, r3],
  );
  await bid(open.id, r1, '29800.00');
  await bid(open.id, a, '29500.00');
  await bid(open.id, r2, '29400.00');
  await bid(open.id, b, '29300.00');
  await bid(open.id, a, '29100.00');
  await bid(open.id, r3, '28950.00');

  // 3 open sealed: each sees only its own bids.
  const sealed = await make(
    {
      title: '苏州市财政局 办公家具采购（密封报价）',
      customerName: '苏州市财政局',
      channelId: 1,
      ceilingAmount: '120000.00',
      mode: 'sealed',
      decrement: { kind: 'percent', value: '1.00' },
      startIn: -30 * MINUTE,
      endIn: 6 * HOUR,
      items: FURNITURE,
    },
    [a, b, r2],
  );
  await bid(sealed.id, a, '116000.00');
  await bid(sealed.id, b, '117500.00');
  await bid(sealed.id, a, '114800.00');

  // 4 closed, awarded to A, awaiting its confirmation (72 hours).
  const offered = await make(
    {
      title: '无锡市公安局梁溪分局 复印纸采购',
      customerName: '无锡市公安局梁溪分局',
      channelId: 1,
      ceilingAmount: '26000.00',
      mode: 'reverse',
      decrement: amount50,
      startIn: -2 * HOUR,
      endIn: HOUR,
      items: PAPER,
    },
    [a, b, r1],
  );
  await bid(offered.id, b, '25600.00');
  await bid(offered.id, r1, '25300.00');
  await bid(offered.id, a, '25100.00');
  await closeProjectNow(db, offered.id);

  // 5 won: A confirmed the award.
  const won = await make(
    {
      title: '深圳市南山区人民政府办公室 硒鼓采购',
      customerName: '深圳市南山区人民政府办公室',
      channelId: 3,
      ceilingAmount: '18000.00',
      mode: 'reverse',
      decrement: amount50,
      startIn: -3 * HOUR,
      endIn: HOUR,
      items: TONER,
    },
    [a, r2, r3],
  );
  await bid(won.id, r2, '17600.00');
  await bid(won.id, a, '17450.00');
  await bid(won.id, r3, '17500.00');
  await closeProjectNow(db, won.id);
  await confirmAward(db, { partnerId: a, accountId: partners.a.adminId }, won.id);

  // 6 lost: B won and confirmed.
  const lost = await make(
    {
      title: '上海市徐汇区市场监督管理局 办公家具采购',
      customerName: '上海市徐汇区市场监督管理局',
      channelId: 4,
      ceilingAmount: '90000.00',
      mode: 'sealed',
      decrement: { kind: 'percent', value: '0.50' },
      startIn: -4 * HOUR,
      endIn: HOUR,
      items: FURNITURE,
    },
    [a, b, r1],
  );
  await bid(lost.id, a, '88000.00');
  await bid(lost.id, b, '86500.00');
  await bid(lost.id, r1, '89000.00');
  await closeProjectNow(db, lost.id);
  await confirmAward(db, { partnerId: b, accountId: partners.b.adminId }, lost.id);

  // 7 cancelled: its bids void.
  const cancelled = await make(
    {
      title: '杭州市西湖区税务局 复印纸采购',
      customerName: '杭州市西湖区税务局',
      channelId: 1,
      ceilingAmount: '15000.00',
      mode: 'reverse',
      decrement: amount50,
      startIn: -HOUR,
      endIn: 3 * HOUR,
      items: PAPER,
    },
    [a, b],
  );
  await bid(cancelled.id, a, '14800.00');
  await bid(cancelled.id, b, '14700.00');
  await cancelProject(db, cancelled.id, '采购需求变更，项目取消');

  // 8 failed (流标): only A bid, three valid bidders wanted.
  const failed = await make(
    {
      title: '合肥市第一中学 办公椅采购',
      customerName: '合肥市第一中学',
      channelId: 4,
      ceilingAmount: '24000.00',
      mode: 'reverse',
      decrement: amount50,
      startIn: -5 * HOUR,
      endIn: HOUR,
      minBidders: 3,
      items: [FURNITURE[0]],
    },
    [a, r3],
  );
  await bid(failed.id, a, '23500.00');
  await closeProjectNow(db, failed.id);
};
