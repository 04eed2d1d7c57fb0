import { usccCheckCharacterOf } from '@portal/shared/contracts/partner-profile';
import {
  type LabelInputParsed,
  type ReferrerInputParsed,
  type SupplierInputParsed,
  SupplierInputSchema,
} from '@portal/shared/contracts/suppliers';
import type { DbOrTx } from '../../../db/client';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { createLabel, type ScmActor } from './label.service';
import { createReferrer } from './referrer.service';
import { createSupplier, disableSupplier } from './supplier.service';

const REFERRERS: ReferrerInputParsed[] = [
  { name: '张伟', phone: '13813800001', commissionRate: '3.00', remark: '华东区域渠道经理介绍' },
  { name: '李娜', phone: '13913900002', commissionRate: '2.50', remark: null },
  { name: '王磊', phone: '0512-66881234', commissionRate: '5.00', remark: '长期合作伙伴' },
];

const LABELS: LabelInputParsed[] = [
  { labelName: '办公用品', color: 'blue', sort: 1 },
  { labelName: '电子产品', color: 'geekblue', sort: 2 },
  { labelName: '长期合作', color: 'green', sort: 3 },
  { labelName: '优质', color: 'gold', sort: 4 },
  { labelName: '华东', color: 'cyan', sort: 5 },
  { labelName: '待评估', color: 'volcano', sort: 6 },
];

type DemoSupplier = {
  name: string;
  /** The first 17 characters of its credit code; the check character is computed. */
  code17: string;
  contactName: string;
  contactPhone: string;
  region: string[];
  address: string;
  /** Index into REFERRERS. */
  referrer: number | null;
  /** Names of LABELS. */
  labels: string[];
  disabled?: boolean;
};

const SUPPLIERS: DemoSupplier[] = [
  {
    name: '南京晨光文具供应链有限公司',
    code17: '91320102MA1R2K3L4',
    contactName: '陈晓明',
    contactPhone: '13851700001',
    region: ['320000', '320100', '320102'],
    address: '中山路 18 号 晨光大厦 6 层',
    referrer: 0,
    labels: ['办公用品', '长期合作', '华东'],
  },
  {
    name: '苏州得力办公用品有限公司',
    code17: '91320508MA1P5N6Q7',
    contactName: '周婷',
    contactPhone: '0512-65201234',
    region: ['320000', '320500', '320508'],
    address: '人民路 88 号',
    referrer: 0,
    labels: ['办公用品', '优质', '华东'],
  },
  {
    name: '上海联想电子科技有限公司',
    code17: '91310104MA1G8H9J0',
    contactName: '刘洋',
    contactPhone: '13601700003',
    region: ['310000', '310100', '310104'],
    address: '漕溪北路 398 号',
    referrer: 1,
    labels: ['电子产品', '长期合作', '华东'],
  },
  {
    name: '杭州海康威视数字技术有限公司',
    code17: '91330106MA2B3C4D5',
    contactName: '吴磊',
    contactPhone: '13957100004',
    region: ['330000', '330100', '330106'],
    address: '文三路 555 号',
    referrer: 2,
    labels: ['电子产品', '优质'],
  },
  {
    name: '深圳华强电子网络集团有限公司',
    code17: '91440305MA5E6F7G8',
    contactName: '黄俊',
    contactPhone: '13826500005',
    region: ['440000', '440300', '440305'],
    address: '科技园南区 12 栋',
    referrer: 1,
    labels: ['电子产品', '待评估'],
  },
  {
    name: '南京齐心办公设备有限公司',
    code17: '91320102MA1T4U5W6',
    contactName: '孙丽',
    contactPhone: '025-84561234',
    region: ['320000', '320100', '320102'],
    address: '珠江路 66 号',
    referrer: null,
    labels: ['办公用品', '华东'],
  },
  {
    name: '苏州科达科技股份有限公司',
    code17: '91320508MA1X7Y8A9',
    contactName: '赵刚',
    contactPhone: '13962100007',
    region: ['320000', '320500', '320508'],
    address: '金山路 131 号',
    referrer: 2,
    labels: ['电子产品'],
  },
  {
    name: '杭州广博纸业有限公司',
    code17: '91330106MA2C1D2E3',
    contactName: '钱芳',
    contactPhone: '13757100008',
    region: ['330000', '330100', '330106'],
    address: '天目山路 200 号',
    referrer: null,
    labels: ['待评估'],
    disabled: true,
  },
];

/** A demo credit code: the first 17 characters and their GB 32100-2015 check character. */
const creditCodeOf = (code17: string) => code17 + usccCheckCharacterOf(code17);

/**
 * The suppliers' demo data, made through the service functions, for each demo partner: 3 referrers,
 * 6 labels and 8 suppliers (one disabled), most with labels and a referrer. It runs first in the scm
 * seed: the SCM goods, purchase and transaction seeds read these suppliers.
 */
export const seedSuppliers = async (db: DbOrTx, { partners }: SeedContext): Promise<void> => {
  for (const partner of [partners.a, partners.b]) {
    const actor: ScmActor = { partnerId: partner.id, accountId: partner.adminId };
    const referrers = [];
    for (const input of REFERRERS) referrers.push(await createReferrer(db, actor, input));
    const labelIds = new Map<string, number>();
    for (const input of LABELS) labelIds.set(input.labelName, (await createLabel(db, actor, input)).id);
    for (const demo of SUPPLIERS) {
      const input: SupplierInputParsed = SupplierInputSchema.parse({
        name: demo.name,
        creditCode: creditCodeOf(demo.code17),
        contactName: demo.contactName,
        contactPhone: demo.contactPhone,
        email: null,
        bankName: '中国工商银行',
        bankAccount: `6222${demo.code17.slice(-8).replace(/\D/g, '7')}0001`,
        regionCodes: demo.region,
        address: demo.address,
        referrerId: demo.referrer === null ? null : referrers[demo.referrer].id,
        labelIds: demo.labels.map((name) => labelIds.get(name) as number),
        remark: null,
      });
      const supplier = await createSupplier(db, actor, input);
      if (demo.disabled) await disableSupplier(db, actor, supplier.id);
    }
  }
};
