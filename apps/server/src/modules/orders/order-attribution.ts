import type { DbOrTx } from '../../db/client';

/**
 * Answers, in the placing transaction, the seller each customer (by name) is assigned to now, or
 * null; it may record customers it has not seen yet. Module analytics gives one (its customers).
 */
export type OrderAttribution = (
  tx: DbOrTx,
  partnerId: number,
  customerNames: readonly string[],
) => Promise<Map<string, number | null>>;

let attribution: OrderAttribution | null = null;

/**
 * The registration point for crediting new orders to sellers (orders imports no other module): the
 * module keeping sellers and customers registers its attribution from its manifest's `connect`.
 */
export const attributeOrdersWith = (given: OrderAttribution): void => {
  attribution = given;
};

/** The seller to credit per customer name of a partner's new orders (empty without an attribution). */
export const sellersOfCustomers = async (
  tx: DbOrTx,
  partnerId: number,
  customerNames: readonly string[],
): Promise<Map<string, number | null>> =>
  attribution ? attribution(tx, partnerId, [...new Set(customerNames)]) : new Map();
