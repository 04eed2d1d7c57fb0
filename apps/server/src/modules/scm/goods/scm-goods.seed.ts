import type { ScmSkuInput } from '@portal/shared/contracts/scm-goods';
import { changeByPercent, compareMoney } from '@portal/shared/money';
import { SupplierState } from '@portal/shared/scm-states';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { addDays, localDayOf } from '../../../platform/local-time';
import { demoLetterPdf } from '../../../platform/seed/demo-letter';
import { demoPicturePng } from '../../../platform/seed/demo-picture';
import type { SeedContext } from '../../../platform/seed/seed-context';
import type { FileStorage } from '../../../platform/storage/storage';
import { approvedSkusOf, type SkuOption, searchOwnSkus } from '../../catalog/goods/sku-options.service';
import { storeGeneratedFile } from '../../communal/files.service';
import { soldSkusOf } from '../../orders/sold-skus.service';
import { scmLabels, scmSuppliers } from '../suppliers/suppliers.table';
import { addScmAuthorization } from './scm-authorization.service';
import { addScmGoods, type ScmActor, skusOfGoods, withdrawScmGoods } from './scm-goods.service';
import { changeScmPrice } from './scm-price.service';
import { scmPriceChanges } from './scm-goods.table';

const DAY = 24 * 60 * 60 * 1000;

/** Goods suppliers offer that the partner does not sell (yet): name, brand, model, unit, specs with costs. */
const OTHER_GOODS: readonly (readonly [
  string,
  string,
  string,
  string,
  readonly (readonly [string, string])[],
])[] = [
  [
    'A4复印纸 70g',
    '得力',
    'ZB-70',
    '箱',
    [
      ['500张/包 8包/箱', '112.00'],
      ['500张/包 5包/箱', '72.50'],
    ],
  ],
  [
    '中性笔 0.5mm',
    '晨光',
    'GP-1280',
    '盒',
    [
      ['黑色 12支/盒', '11.80'],
      ['蓝色 12支/盒', '11.80'],
      ['红色 12支/盒', '12.20'],
    ],
  ],
  ['档案盒 A4', '齐心', 'A1248', '个', [['75mm 牛皮纸', '2.95']]],
  ['订书机 12号', '得力', '0414', '台', [['可订20页', '8.60']]],
  [
    '便签纸 76×76mm',
    '3M',
    '654',
    '本',
    [
      ['100张 黄色', '3.70'],
      ['100张 4色', '4.10'],
    ],
  ],
  ['白板笔 可擦', '晨光', 'AWMY2201', '盒', [['黑色 10支/盒', '10.90']]],
  ['硒鼓 CF230A', '惠普', 'CF230A', '个', [['1600页', '268.00']]],
  [
    'U盘 USB3.2',
    '金士顿',
    'DTX',
    '个',
    [
      ['64G', '29.50'],
      ['128G', '48.00'],
    ],
  ],
  ['无线键鼠套装', '罗技', 'MK275', '套', [['黑色', '76.00']]],
  ['计算器 12位', '得力', '1654', '个', [['太阳能双电源', '31.50']]],
  [
    '文件夹 A4',
    '得力',
    '5302',
    '个',
    [
      ['双强力夹 蓝色', '4.60'],
      ['双强力夹 黑色', '4.60'],
    ],
  ],
  ['墨盒 PG-845', '佳能', 'PG-845', '个', [['黑色', '68.00']]],
  ['移动硬盘 USB3.0', '西部数据', 'WDBU6Y', '个', [['2TB', '378.00']]],
  ['千兆路由器', '华为', 'AX3', '台', [['双频 Wi-Fi 6', '256.00']]],
  ['投影仪', '爱普生', 'CB-X06', '台', [['3LCD 3600流明', '2680.00']]],
  ['碎纸机', '得力', '9935', '台', [['4级保密 单次8张', '458.00']]],
  [
    '办公椅 人体工学',
    '西昊',
    'M57',
    '把',
    [
      ['网布 可升降', '398.00'],
      ['网布 带头枕', '458.00'],
    ],
  ],
];

/** Reasons of the partner's own price changes in the demo history. */
const REASONS = ['年度议价', '原材料上涨', '供应商促销让利', '运费调整', '供应商调价'];

/** A supplier's cost of what the partner sells at `price`: 12 % to 27 % below it, to the cent. */
const costBelow = (price: string, n: number) => changeByPercent(price, String(-12 - ((n * 7) % 16)));

/** A price move of the history: -4 % to +3.5 % (never zero). */
const moveOf = (n: number) => {
  const steps = [-4, -2.5, -1.5, 2, 3.5, -3, 1, 2.5];
  return String(steps[n % steps.length]);
};

type Plan = {
  name: string;
  brandName: string | null;
  model: string | null;
  unit: string;
  goodsId: number | null;
  skus: ScmSkuInput[];
};

/**
 * Plans goods linked to what the partner sold, each offered by up to three suppliers at different
 * costs below the sale price; then goods linked to other approved catalog goods (below the market
 * price); then goods the partner does not sell.
 */
const plansOf = (
  sold: readonly SkuOption[],
  others: readonly SkuOption[],
  soldPrice: ReadonlyMap<number, string>,
  count: number,
): Plan[] => {
  const groups = (skus: readonly SkuOption[]) => {
    const byGoods = new Map<number, SkuOption[]>();
    for (const sku of skus) byGoods.set(sku.goodsId, [...(byGoods.get(sku.goodsId) ?? []), sku]);
    return [...byGoods.values()];
  };
  const soldGroups = groups(sold);
  const soldGoods = new Set(soldGroups.map(([first]) => first.goodsId));
  const linkedGroups = [
    ...soldGroups.flatMap((group) => [group, group, group]),
    ...groups(others.filter((sku) => !soldGoods.has(sku.goodsId))),
  ].slice(0, Math.ceil(count / 2));
  const plans: Plan[] = [];
  let n = 0;
  for (const skus of linkedGroups) {
    const [first] = skus;
    plans.push({
      name: first.goodsName.slice(0, 100),
      brandName: first.brandName?.slice(0, 50) ?? null,
      model: null,
      unit: first.unit.slice(0, 10),
      goodsId: first.goodsId,
      skus: skus.slice(0, 3).map((sku) => {
        n += 1;
        return {
          spec: sku.spec,
          costPrice: costBelow(soldPrice.get(sku.skuId) ?? sku.marketPrice, n),
          minQuantity: '1',
          skuId: sku.skuId,
        };
      }),
    });
  }
  for (const [name, brandName, model, unit, specs] of OTHER_GOODS) {
    if (plans.length >= count) break;
    plans.push({
      name,
      brandName,
      model,
      unit,
      goodsId: null,
      skus: specs.map(([spec, costPrice]) => ({ spec, costPrice, minQuantity: unit === '箱' ? '2' : '1' })),
    });
  }
  return plans;
};

const COLOURS: readonly (readonly [number, number, number])[] = [
  [64, 150, 255],
  [82, 196, 26],
  [250, 173, 20],
  [235, 47, 150],
  [19, 194, 194],
  [114, 46, 209],
];

const seedPartner = async (
  db: DbOrTx,
  storage: FileStorage,
  actor: ScmActor & { accountId: number },
  count: number,
  timeZone: string,
): Promise<void> => {
  const suppliers = await db
    .select({ id: scmSuppliers.id, name: scmSuppliers.name })
    .from(scmSuppliers)
    .where(and(eq(scmSuppliers.partnerId, actor.partnerId), eq(scmSuppliers.state, SupplierState.active)))
    .orderBy(asc(scmSuppliers.id));
  if (suppliers.length === 0) return;
  const labels = await db
    .select({ id: scmLabels.id })
    .from(scmLabels)
    .where(eq(scmLabels.partnerId, actor.partnerId))
    .orderBy(asc(scmLabels.sort), asc(scmLabels.id));
  const sold = await soldSkusOf(db, actor.partnerId, 24);
  const soldPrice = new Map(sold.map((sku) => [sku.skuId, sku.lowestPrice]));
  const linked = await approvedSkusOf(db, actor.partnerId, { skuIds: sold.map((sku) => sku.skuId) });
  const others = await searchOwnSkus(db, actor.partnerId, null, 40);
  const plans = plansOf(linked, others, soldPrice, count);
  const now = Date.now();

  const created: { id: number; supplierId: number; skus: { id: number; costPrice: string }[] }[] = [];
  for (const [i, plan] of plans.entries()) {
    const supplier = suppliers[i % suppliers.length];
    const image = await storeGeneratedFile(db, storage, actor, {
      name: `scm-goods-${i + 1}.png`,
      kind: 'image',
      mime: 'image/png',
      bytes: demoPicturePng(COLOURS[i % COLOURS.length]),
    });
    const goods = await addScmGoods(db, actor, {
      supplierId: supplier.id,
      ...plan,
      supplierCode: `GY${String(1000 + i * 7)}`,
      imageIds: [image],
      labelIds: labels.length > 0 && i % 3 === 0 ? [labels[i % labels.length].id] : [],
      remark: i % 4 === 1 ? '含税价，满 2000 元包邮' : null,
    });
    // The first prices were set months ago; the changes below follow them in time.
    await db
      .update(scmPriceChanges)
      .set({ changedTime: new Date(now - (150 - i) * DAY) })
      .where(and(eq(scmPriceChanges.partnerId, actor.partnerId), eq(scmPriceChanges.scmGoodsId, goods.id)));
    const skus: { id: number; costPrice: string }[] = [];
    for (const [j, sku] of (await skusOfGoods(db, actor.partnerId, goods.id)).entries()) {
      let price = sku.costPrice;
      const changes = 1 + ((i + j) % 3);
      for (let c = 0; c < changes; c += 1) {
        const next = changeByPercent(price, moveOf(i + j + c));
        if (compareMoney(next, price) === 0 || compareMoney(next, 0) <= 0) continue;
        const when = new Date(now - (100 - c * 35 - i) * DAY);
        await changeScmPrice(
          db,
          actor,
          {
            scmSkuId: sku.id,
            expectedPrice: price,
            costPrice: next,
            reason: REASONS[(i + c) % REASONS.length],
          },
          when,
        );
        price = next;
      }
      skus.push({ id: sku.id, costPrice: price });
    }
    created.push({ id: goods.id, supplierId: supplier.id, skus });
    // A few unlinked goods the supplier no longer offers.
    if (plan.goodsId === null && i % 5 === 3)
      await withdrawScmGoods(db, actor, { id: goods.id, reason: '供应商停产' });
  }

  const today = localDayOf(new Date(), timeZone);
  const letter = async (n: number, validTo: string, scmGoods: { id: number; supplierId: number } | null) => {
    const supplierId = scmGoods?.supplierId ?? suppliers[n % suppliers.length].id;
    const supplier = suppliers.find((s) => s.id === supplierId);
    const file = await storeGeneratedFile(db, storage, actor, {
      name: `授权书-${n + 1}.pdf`,
      kind: 'pdf',
      mime: 'application/pdf',
      bytes: demoLetterPdf([
        'Letter of Authorization',
        `No. SQ${today.slice(0, 4)}${String(n + 1).padStart(3, '0')}`,
      ]),
    });
    await addScmAuthorization(db, actor, {
      supplierId,
      scmGoodsId: scmGoods?.id ?? null,
      brandName: null,
      letterNo: `SQ${today.slice(0, 4)}${String(n + 1).padStart(3, '0')}`,
      fileIds: [file],
      validFrom: addDays(validTo, -365),
      validTo,
      remark: scmGoods ? null : `${supplier?.name ?? ''} 全部商品授权`.slice(0, 500),
    });
  };
  const letters: [number, { id: number; supplierId: number } | null][] = [
    [240, created[0] ?? null],
    [12, created[1] ?? null],
    [-20, created[2] ?? null],
    [400, null],
    [25, null],
    [180, created[4] ?? null],
    [-3, created[5] ?? null],
  ];
  for (const [n, [days, goods]] of letters.slice(0, count >= 10 ? letters.length : 3).entries())
    await letter(n, addDays(today, days), goods);
};

/**
 * The SCM goods demo (after the suppliers' demo, which makes the partners' suppliers): per demo
 * partner, goods across its active suppliers with one to three SKUs, several linked to catalog
 * SKUs it has sold (their cost below the sale price), a price history of a few changes each, some
 * withdrawn, and authorization letters valid, expiring and expired; all through the services.
 */
export const seedScmGoods = async (
  db: DbOrTx,
  { partners, storage, timeZone }: SeedContext,
): Promise<void> => {
  const { a, b } = partners;
  await seedPartner(db, storage, { partnerId: a.id, accountId: a.adminId }, 16, timeZone);
  await seedPartner(db, storage, { partnerId: b.id, accountId: b.adminId }, 6, timeZone);
};
