import type { PartnerDetailInput } from '@portal/shared/contracts/partner-profile';
import type { DbOrTx } from '../../db/client';
import { demoLetterPdf } from '../../platform/seed/demo-letter';
import type { DemoPartner, SeedContext } from '../../platform/seed/seed-context';
import { storeGeneratedFile } from '../communal/files.service';
import { createAnnouncement } from './announcement.service';
import { sendNotice } from './notice.service';
import { approvePartner, submitPartnerDetails } from './partner.service';
import { paybackAccounts } from './payback.table';

/** The company details each demo partner submitted (valid credit codes), licence file aside. */
const DETAILS: Record<string, Omit<PartnerDetailInput, 'licenceFile'>> = {
  GYS000001: {
    licenceNo: '91320200MA1P8Q3K25',
    legalPerson: '王建华',
    taxNo: '91320200MA1P8Q3K25',
    address: '上海市浦东新区张江路 88 号 3 幢 502 室',
    bankName: '中国建设银行上海分行',
    bankAccount: '31050161373600000001',
    contactName: '王经理',
    contactMobile: '13800000001',
  },
  GYS000002: {
    licenceNo: '91110108MA01C7XK54',
    legalPerson: '赵志强',
    taxNo: '91110108MA01C7XK54',
    address: '北京市海淀区中关村大街 27 号 1106 室',
    bankName: '中国工商银行北京海淀支行',
    bankAccount: '0200004509200012345',
    contactName: '赵经理',
    contactMobile: '13800000002',
  },
};

/** The partner's registration finished as a real one does: details submitted (3), then approved (1). */
const completeRegistration = async (db: DbOrTx, storage: SeedContext['storage'], partner: DemoPartner) => {
  const actor = { partnerId: partner.id, accountId: partner.adminId };
  const details = DETAILS[partner.partnerNo];
  const licenceFile = await storeGeneratedFile(db, storage, actor, {
    name: '营业执照.pdf',
    kind: 'pdf',
    mime: 'application/pdf',
    bytes: demoLetterPdf(['Business Licence', partner.name, `Credit code ${details.licenceNo}`]),
  });
  await submitPartnerDetails(db, actor, { ...details, licenceFile });
  await approvePartner(db, partner.partnerNo);
};

const NOTICES = [
  { title: '欢迎使用供应商门户', content: '贵司账号已开通，请在个人中心完善企业资料并设置回款账户。' },
  {
    title: '平台结算周期调整通知',
    content: '自下月起，平台结算周期调整为每月 5 日生成上月结算单，请及时确认。',
  },
  { title: '商品信息规范提醒', content: '请确保商品名称、品牌、型号与实物一致，不符合规范的商品将被驳回。' },
  { title: '订单确认时效提醒', content: '待确认订单请在 24 小时内处理，超时订单将计入考核。' },
  { title: '发票上传说明', content: '订单完成后请上传与订单金额一致的发票，专票请注明税号。' },
];

const ANNOUNCEMENT = {
  title: '关于供应商门户上线的公告',
  html:
    '<h3>供应商门户正式上线</h3><p>各位合作伙伴：</p><p>供应商门户已于今日上线，' +
    '支持<strong>商品管理、订单处理、结算对账</strong>等功能。使用中如有问题，请查阅' +
    '<a href="/manual/">操作手册</a>或联系平台客服。</p>',
};

/**
 * Demo data of the partner module: A's and B's company details (submitted and approved), notices,
 * one announcement, payback accounts of A and B.
 */
export const seedPartnerData = async (db: DbOrTx, { partners, storage }: SeedContext): Promise<void> => {
  for (const partner of [partners.a, partners.b]) await completeRegistration(db, storage, partner);
  for (const partner of [partners.a, partners.b]) {
    for (const notice of NOTICES) await sendNotice(db, { partnerId: partner.id, ...notice });
  }
  await createAnnouncement(db, ANNOUNCEMENT.title, ANNOUNCEMENT.html);
  await db.insert(paybackAccounts).values([
    {
      partnerId: partners.a.id,
      companyName: '华东办公用品有限公司',
      accountName: '31050161373600000001',
      bankName: '中国建设银行上海分行',
    },
    {
      partnerId: partners.a.id,
      companyName: '华东办公用品结算部',
      accountName: '1001234509876543210',
      bankName: '中国工商银行上海市徐汇支行',
    },
    {
      partnerId: partners.b.id,
      companyName: partners.b.name.slice(0, 20),
      accountName: '6222020200112233445',
      bankName: '招商银行北京分行',
    },
  ]);
};
