import { AuthorizationLevel } from '@portal/shared/contracts/brand';
import {
  approveAuthorization,
  rejectAuthorization,
  submitAuthorization,
} from '../../modules/catalog/brands/authorization.service';
import { createBrand } from '../../modules/catalog/brands/brand.service';
import { joinChannel } from '../../modules/catalog/channels/channel.service';
import { storeGeneratedFile } from '../../modules/communal/files.service';
import { localDayOf } from '../../platform/local-time';
import type { DbOrTx } from '../client';
import { demoLetterPdf } from './demo-letter';
import type { SeedContext } from './seed';
import type { DemoPartner } from './partners.seed';

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
};
