import type { CooperatorInput, SourcingLineInput } from '@portal/shared/contracts/sourcing';
import type { DbOrTx } from '../../../db/client';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { shelfOffers } from '../../catalog/listings/listing.service';
import {
  addCooperator,
  type CooperatorRecord,
  disableCooperator,
  type SourcingActor,
} from './cooperator.service';
import { answerAsFirm } from './sourcing-simulator';
import {
  cancelRequest,
  closeAtDeadline,
  closeRequest,
  createRequest,
  firmsOf,
  sendRequest,
} from './sourcing.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Partner A's upstream firms (realistic names; the credit codes carry a valid check character). */
const FIRMS_A: readonly CooperatorInput[] = [
  {
    name: '苏州恒信办公用品有限公司',
    creditCode: '91320505MA1MXXKQ08',
    contactName: '王建国',
    phone: '0512-66881234',
    email: 'sales@hengxin-office.cn',
    region: '江苏省苏州市',
    supplyScope: '白板、软木板、桌牌、展示用品',
    remark: '账期 30 天',
  },
  {
    name: '上海晨曦文具贸易有限公司',
    creditCode: null,
    contactName: '李敏',
    phone: '13816620451',
    email: 'limin@chenxi-stationery.com',
    region: '上海市闵行区',
    supplyScope: '笔类、纸品、文件夹',
    remark: null,
  },
  {
    name: '杭州汇通商贸有限公司',
    creditCode: null,
    contactName: '陈志强',
    phone: '0571-87651230',
    email: null,
    region: '浙江省杭州市',
    supplyScope: '办公家具、白板',
    remark: '可开 13% 增值税专票',
  },
  {
    name: '南京博雅办公设备有限公司',
    creditCode: null,
    contactName: '赵磊',
    phone: '13951788612',
    email: 'zhaolei@boya-nj.cn',
    region: '江苏省南京市',
    supplyScope: '计算器、订书机、小型办公设备',
    remark: null,
  },
  {
    name: '无锡宏达纸业有限公司',
    creditCode: null,
    contactName: '周芳',
    phone: '0510-82736651',
    email: 'zhoufang@hongda-paper.com',
    region: '江苏省无锡市',
    supplyScope: '复印纸、打印纸',
    remark: '整箱起订',
  },
  {
    name: '合肥安达物资供应有限公司',
    creditCode: null,
    contactName: '孙伟',
    phone: '13705512286',
    email: null,
    region: '安徽省合肥市',
    supplyScope: '劳保用品、清洁用品',
    remark: '已不再合作',
  },
];

const FIRMS_B: readonly CooperatorInput[] = [
  {
    name: '广州粤丰商贸有限公司',
    creditCode: null,
    contactName: '黄海',
    phone: '020-38251166',
    email: null,
    region: '广东省广州市',
    supplyScope: '办公用品',
    remark: null,
  },
  {
    name: '深圳鹏程办公设备有限公司',
    creditCode: null,
    contactName: '林晓',
    phone: '13723456789',
    email: 'linxiao@pengcheng-sz.cn',
    region: '广东省深圳市',
    supplyScope: '打印机、耗材',
    remark: null,
  },
];

const TEXT_LINES: readonly SourcingLineInput[] = [
  {
    skuId: null,
    itemName: 'A4 复印纸 70g',
    spec: '500 张/包，8 包/箱',
    unit: '箱',
    quantity: '40',
    remark: null,
  },
  { skuId: null, itemName: '会议桌', spec: '2400×1200mm 板式', unit: '张', quantity: '2', remark: null },
  {
    skuId: null,
    itemName: '不锈钢垃圾桶',
    spec: '30L 脚踏式',
    unit: '个',
    quantity: '12',
    remark: '需送货上门',
  },
];

/** Lines for SKUs the partner has on shelf in its channels (one per goods, at most four). */
const goodsLinesOf = async (db: DbOrTx, partnerId: number): Promise<SourcingLineInput[]> => {
  const goods = new Map<number, number>();
  for (const offer of await shelfOffers(db, partnerId)) {
    if (goods.size < 4 && !goods.has(offer.goodsId)) goods.set(offer.goodsId, offer.skuId);
  }
  return [...goods.values()].map((skuId, i) => ({
    skuId,
    itemName: null,
    spec: null,
    unit: null,
    quantity: String(10 * (i + 1)),
    remark: null,
  }));
};

type Story = {
  title: string;
  /** Indexes into the goods lines and the free-text lines, and into the firms. */
  goods: readonly number[];
  text: readonly number[];
  firms: readonly number[];
  /** Hours ago it was written and sent; hours from then to its deadline. */
  hoursAgo: number;
  openHours: number;
  /** How many of its firms answer (in order), hours after it was sent. */
  answers: number;
  end?: 'deadline' | 'manual' | 'cancelled' | 'draft';
};

const STORIES_A: readonly Story[] = [
  {
    title: '2026 年 12 月办公用品补货询价',
    goods: [0, 1],
    text: [0],
    firms: [0, 1, 4],
    hoursAgo: 2,
    openHours: 5 * 24,
    answers: 0,
    end: 'draft',
  },
  {
    title: '市教育局白板项目备货询价',
    goods: [0, 2],
    text: [],
    firms: [0, 2, 3],
    hoursAgo: 6,
    openHours: 4 * 24,
    answers: 0,
  },
  {
    title: '年底文具集中采购询价',
    goods: [1, 3],
    text: [0],
    firms: [1, 3, 4],
    hoursAgo: 30,
    openHours: 6 * 24,
    answers: 2,
  },
  {
    title: '区政务中心会议室用品询价',
    goods: [0],
    text: [1, 2],
    firms: [0, 2],
    hoursAgo: 50,
    openHours: 5 * 24,
    answers: 2,
  },
  {
    title: '11 月常规备货询价',
    goods: [0, 1, 2],
    text: [0],
    firms: [0, 1, 2, 3],
    hoursAgo: 12 * 24,
    openHours: 5 * 24,
    answers: 3,
    end: 'deadline',
  },
  {
    title: '医院后勤物资比价',
    goods: [3],
    text: [2],
    firms: [3, 4],
    hoursAgo: 6 * 24,
    openHours: 7 * 24,
    answers: 2,
    end: 'manual',
  },
  {
    title: '展会桌牌临时采购询价',
    goods: [2],
    text: [],
    firms: [0, 1],
    hoursAgo: 4 * 24,
    openHours: 5 * 24,
    answers: 0,
    end: 'cancelled',
  },
];

const seedPartner = async (
  db: DbOrTx,
  actor: SourcingActor,
  timeZone: string,
  firmInputs: readonly CooperatorInput[],
  stories: readonly Story[],
  disabled: readonly number[],
) => {
  const firms: CooperatorRecord[] = [];
  for (const input of firmInputs) firms.push(await addCooperator(db, actor, input));
  const goodsLines = await goodsLinesOf(db, actor.partnerId);
  const now = Date.now();
  for (const story of stories) {
    const start = new Date(now - story.hoursAgo * HOUR);
    const picked = [
      ...story.goods.flatMap((i) => (goodsLines[i] ? [goodsLines[i]] : [])),
      ...story.text.map((i) => TEXT_LINES[i]),
    ];
    // A partner without goods on shelf asks for free-text items only.
    const lines = picked.length > 0 ? picked : [TEXT_LINES[2]];
    const request = await createRequest(
      db,
      actor,
      {
        title: story.title,
        deadline: new Date(start.getTime() + story.openHours * HOUR).toISOString(),
        remark: null,
        lines,
        cooperatorIds: story.firms.map((i) => firms[i].id),
      },
      { now: start, timeZone },
    );
    if (story.end === 'draft') continue;
    await sendRequest(db, actor, request.id, { now: start });
    const asked = await firmsOf(db, actor.partnerId, request.id);
    for (const [i, firm] of asked.slice(0, story.answers).entries()) {
      const answeredAt = new Date(start.getTime() + Math.min(story.openHours - 1, 3 + i * 7) * HOUR);
      await answerAsFirm(db, actor.partnerId, request, firm, [], { now: answeredAt });
    }
    if (story.end === 'deadline') await closeAtDeadline(db, actor.partnerId, request.id);
    if (story.end === 'manual') await closeRequest(db, actor, request.id, { now: new Date(now - DAY) });
    if (story.end === 'cancelled')
      await cancelRequest(db, actor, request.id, { now: new Date(now - 3 * DAY) });
  }
  for (const i of disabled) await disableCooperator(db, actor, firms[i].id);
};

/**
 * Partner A's cooperation partners (one disabled) and batch inquiries in every state, answered
 * through the one answer path; for partner B two firms and a request half answered.
 */
export const seedSourcingData = async (db: DbOrTx, { partners, timeZone }: SeedContext): Promise<void> => {
  const { a, b } = partners;
  await seedPartner(db, { partnerId: a.id, accountId: a.adminId }, timeZone, FIRMS_A, STORIES_A, [5]);
  await seedPartner(
    db,
    { partnerId: b.id, accountId: b.adminId },
    timeZone,
    FIRMS_B,
    [
      {
        title: '打印耗材询价',
        goods: [0],
        text: [0],
        firms: [0, 1],
        hoursAgo: 20,
        openHours: 3 * 24,
        answers: 1,
      },
    ],
    [],
  );
};
