import type { DbOrTx } from '../../../db/client';
import { withdrawListingsOfBrand } from '../listings/listing.service';
import { voidQuotesOfBrand } from '../quotes/quote.service';
import { type ExpiredAuthorization, expireAuthorizations } from './authorization.service';

/**
 * The daily expiry of brand authorizations (and `npm run ops -- brand expire`): each authorization
 * past its last day expires, and the partner's listings of that brand leave the shelf with the
 * reason and its store quotes become void, in one transaction.
 */
export const expireBrandAuthorizations = (db: DbOrTx, today: string): Promise<ExpiredAuthorization[]> =>
  expireAuthorizations(db, today, async (tx, expired) => {
    const reason = `品牌“${expired.brandName}”授权已过期`;
    await withdrawListingsOfBrand(tx, expired.partnerId, expired.brandId, reason);
    await voidQuotesOfBrand(tx, expired.partnerId, expired.brandId, reason);
  });
