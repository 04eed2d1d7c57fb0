import { multiply } from '@portal/shared/money';
import { AuthorizationLevel } from '@portal/shared/contracts/brand';
import {
  approveAuthorization,
  rejectAuthorization,
  submitAuthorization,
} from './brands/authorization.service';
import { createBrand } from './brands/brand.service';
import { categoryParamsOf } from './categories/category.service';
import { PLATFORM_CATEGORIES, platformLeafNamed as leafNamed } from './categories/category-data';
import { joinChannel } from './channels/channel.service';
import { approveGoods, createGoods, rejectGoods } from './goods/goods.service';
import { approveListing, createListing } from './listings/listing.service';
import { acceptInvitation, inviteToQuote } from './quotes/invitation.service';
import { approveQuote, createQuote } from './quotes/quote.service';
import { storeGeneratedFile } from '../communal/files.service';
import type { DbOrTx } from '../../db/client';
import { localDayOf } from '../../platform/local-time';
import { demoLetterPdf } from '../../platform/seed/demo-letter';
import { demoPicturePng } from '../../platform/seed/demo-picture';
import type { DemoPartner, SeedContext } from '../../platform/seed/seed-context';
import type { FileStorage } from '../../platform/storage/storage';

const DAY = 24 * 60 * 60 * 1000;

type DemoBrand = { brandName: string; englishName: string; origin: string; trademarkNo: string };
const BRANDS: Record<'deli' | 'chenguang' | 'comix' | 'hp', DemoBrand> = {
  deli: { brandName: '得力', englishName: 'Deli', origin: '浙江宁波', trademarkNo: '1372586' },
  chenguang: { brandName: '晨光', englishName: 'M&G', origin: '上海', trademarkNo: '3316542' },
  comix: { brandName: '齐心', englishName: 'Comix', origin: '广东深圳', trademarkNo: '1253097' },
  hp: { brandName: '惠普', englishName: 'HP', origin: '美国', trademarkNo: '1015327' },
};

/**
 * Demo data of the catalog: A sells in four channels and B in two; A created three brands and B
 * one; A's authorizations show every state (approved, one ending within a month, pending,
 * rejected), B is the owner of its brand.
 */
export const seedCatalogData = async (
  db: DbOrTx,
  { partners, storage, timeZone }: SeedContext,
): Promise<void> => {
  const { a, b } = partners;
  const now = Date.now();
  const day = (offset: number) => localDayOf(new Date(now + offset * DAY), timeZone);
  const today = day(0);
  for (const channelId of [1, 67, 37, 45]) await joinChannel(db, a.id, channelId);
  for (const channelId of [1, 3]) await joinChannel(db, b.id, channelId);

  const actorOf = (partner: DemoPartner) => ({ partnerId: partner.id, accountId: partner.adminId });
  const letterOf = (partner: DemoPartner, brand: DemoBrand) =>
    storeGeneratedFile(db, storage, actorOf(partner), {
      name: `${brand.brandName}授权书.pdf`,
      kind: 'pdf',
      mime: 'application/pdf',
      bytes: demoLetterPdf([
        'Brand Authorization Letter',
        `Brand: ${brand.englishName} (TM ${brand.trademarkNo})`,
        `Authorized: ${partner.partnerNo}`,
        `Valid from ${day(-30)}`,
      ]),
    });
  const apply = async (
    partner: DemoPartner,
    brand: DemoBrand,
    level: AuthorizationLevel,
    validTo: string,
  ) => {
    const created = await createBrand(db, actorOf(partner), { ...brand, logoFileId: null });
    const letterFileId = await letterOf(partner, brand);
    const input = { brandId: created.id, level, validFrom: day(-30), validTo, letterFileId };
    return submitAuthorization(db, actorOf(partner), input, today);
  };

  const deli = await apply(a, BRANDS.deli, AuthorizationLevel.firstAgent, day(335));
  await approveAuthorization(db, deli.id, today);
  const chenguang = await apply(a, BRANDS.chenguang, AuthorizationLevel.secondAgent, day(20));
  await approveAuthorization(db, chenguang.id, today);
  await apply(a, BRANDS.comix, AuthorizationLevel.firstAgent, day(700));
  const hp = await apply(b, BRANDS.hp, AuthorizationLevel.owner, day(1000));
  await approveAuthorization(db, hp.id, today);

  // A applies for B's brand too, with a letter the operator turns down.
  const hpLetter = await letterOf(a, BRANDS.hp);
  const refused = await submitAuthorization(
    db,
    actorOf(a),
    {
      brandId: hp.brandId,
      level: AuthorizationLevel.secondAgent,
      validFrom: today,
      validTo: day(365),
      letterFileId: hpLetter,
    },
    today,
  );
  await rejectAuthorization(db, refused.id, '授权书未加盖品牌方公章，请补充后重新提交');

  const goods = await seedDemoGoods(db, {
    storage,
    partner: a,
    brands: { deli: deli.brandId, chenguang: chenguang.brandId },
    today,
  });
  await seedDemoQuotes(db, { partner: a, goods, day });
};

/**
 * Channel stores' invitations to A: one accepted with a quote in effect, one awaiting the answer
 * and one due tomorrow.
 */
const seedDemoQuotes = async (
  db: DbOrTx,
  options: {
    partner: DemoPartner;
    goods: ReadonlyMap<string, { id: number; skus: { id: number; marketPrice: string }[] }>;
    day: (offset: number) => string;
  },
) => {
  const { partner, goods, day } = options;
  const today = day(0);
  const officeRoot = PLATFORM_CATEGORIES.find((c) => c.name === '办公用品')?.id;
  const invite = (channelId: number, storeName: string, deadline: string, message: string | null) =>
    inviteToQuote(
      db,
      {
        partnerId: partner.id,
        channelId,
        storeName,
        categoryIds: officeRoot ? [officeRoot] : [],
        message,
        deadline,
      },
      today,
    );
  const accepted = await invite(1, '商城·机关办公集采店', day(7), '年度办公用品集采，请报协议价');
  await acceptInvitation(db, { partnerId: partner.id, accountId: partner.adminId }, accepted, today);
  const pen = goods.get('得力 S01 按动中性笔 0.5mm');
  if (pen) {
    const quoteId = await createQuote(
      db,
      { partnerId: partner.id, accountId: partner.adminId },
      {
        invitationId: accepted,
        goodsId: pen.id,
        prices: pen.skus.map((sku) => ({ skuId: sku.id, price: multiply(sku.marketPrice, '0.92') })),
      },
      today,
    );
    await approveQuote(db, quoteId);
  }
  await invite(67, '江苏·省直机关办公用品店', day(10), '请于截止日前答复是否参与本季度报价');
  await invite(37, '深圳·教育装备馆', day(1), null);
};

type DemoGoods = {
  name: string;
  category: string;
  brand: 'deli' | 'chenguang';
  model: string;
  unit: string;
  color: [number, number, number];
  skus: { spec: string; skuCode: string; marketPrice: string; stock: number }[];
  /** What happens after it is saved: stays a draft, waits for review, approved, or rejected with this reason. */
  outcome: 'draft' | 'pending' | 'approved' | { rejected: string };
  /** Channels it is listed in (approved goods only): on shelf, or waiting for the channel. */
  listings?: { channelId: number; discount: string; onShelf: boolean }[];
};

const DEMO_GOODS: readonly DemoGoods[] = [
  {
    name: '得力 S01 按动中性笔 0.5mm',
    category: '签字笔',
    brand: 'deli',
    model: 'S01',
    unit: '盒',
    color: [22, 119, 255],
    skus: [
      { spec: '黑色 12支/盒', skuCode: 'DL-S01-BK', marketPrice: '18.50', stock: 1200 },
      { spec: '蓝色 12支/盒', skuCode: 'DL-S01-BL', marketPrice: '18.50', stock: 800 },
      { spec: '红色 12支/盒', skuCode: 'DL-S01-RD', marketPrice: '19.00', stock: 300 },
    ],
    outcome: 'approved',
    listings: [
      { channelId: 1, discount: '0.95', onShelf: true },
      { channelId: 45, discount: '0.98', onShelf: true },
    ],
  },
  {
    name: '得力 7401 复印纸 A4 70g',
    category: '复印纸',
    brand: 'deli',
    model: '7401',
    unit: '箱',
    color: [250, 250, 250],
    skus: [{ spec: '500张/包 8包/箱', skuCode: 'DL-7401', marketPrice: '159.00', stock: 260 }],
    outcome: 'approved',
    listings: [{ channelId: 67, discount: '0.97', onShelf: false }],
  },
  {
    name: '晨光 ABS91612 订书机 12号',
    category: '订书机',
    brand: 'chenguang',
    model: 'ABS91612',
    unit: '个',
    color: [245, 34, 45],
    skus: [{ spec: '12号 可订20页', skuCode: 'MG-91612', marketPrice: '12.80', stock: 500 }],
    outcome: 'pending',
  },
  {
    name: '晨光 ADM94519 文件夹 A4 双夹',
    category: '文件夹',
    brand: 'chenguang',
    model: 'ADM94519',
    unit: '个',
    color: [82, 196, 26],
    skus: [{ spec: 'A4 蓝色', skuCode: 'MG-94519-BL', marketPrice: '6.50', stock: 1000 }],
    outcome: { rejected: '主图为网络图片且带水印，请上传实拍图' },
  },
  {
    name: '得力 1654 计算器 12位',
    category: '计算器',
    brand: 'deli',
    model: '1654',
    unit: '台',
    color: [89, 89, 89],
    skus: [{ spec: '太阳能双电源', skuCode: 'DL-1654', marketPrice: '45.00', stock: 150 }],
    outcome: 'draft',
  },
];

const seedDemoGoods = async (
  db: DbOrTx,
  options: {
    storage: FileStorage;
    partner: DemoPartner;
    brands: Record<DemoGoods['brand'], number>;
    today: string;
  },
) => {
  const actor = { partnerId: options.partner.id, accountId: options.partner.adminId };
  const saved = new Map<string, { id: number; skus: { id: number; marketPrice: string }[] }>();
  for (const item of DEMO_GOODS) {
    const categoryId = leafNamed(item.category);
    const picture = await storeGeneratedFile(db, options.storage, actor, {
      name: `${item.model}.png`,
      kind: 'image',
      mime: 'image/png',
      bytes: demoPicturePng(item.color),
    });
    const template = await categoryParamsOf(db, categoryId);
    const created = await createGoods(db, actor, {
      name: item.name,
      categoryId,
      brandId: options.brands[item.brand],
      model: item.model,
      unit: item.unit,
      taxCode: null,
      barcode: null,
      imageIds: [picture],
      params: template
        .filter((param) => param.required)
        .map((param) => ({ name: param.name, value: param.options[0] ?? '标准' })),
      description: `<p>${item.name}，正品保障，支持开具增值税专用发票。</p>`,
      skus: item.skus.map((sku) => ({ ...sku, id: null })),
      submit: item.outcome !== 'draft',
    });
    if (item.outcome === 'approved') await approveGoods(db, created.id);
    else if (typeof item.outcome === 'object') await rejectGoods(db, created.id, item.outcome.rejected);
    for (const listing of item.listings ?? []) {
      const listed = await createListing(
        db,
        actor,
        {
          channelId: listing.channelId,
          goodsId: created.id,
          prices: created.skus.map((sku) => ({
            skuId: sku.id,
            price: multiply(sku.marketPrice, listing.discount),
          })),
          submit: true,
        },
        options.today,
      );
      if (listing.onShelf) await approveListing(db, listed.id);
    }
    saved.set(item.name, created);
  }
  return saved;
};
