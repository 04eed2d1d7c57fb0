import { type LoadResult, measure } from './load';

/**
 * Purchase scenarios (issue 14): the purchase order list and the transaction list of the demo
 * partner over PURCHASES purchase orders (`npm run seed -- --purchases`, with their lines and a
 * purchase transaction per received line).
 */

/** Purchase orders of the demo partner. */
export const PURCHASES = 100_000;

/** The purchase order list's endpoint (the purchase helper's contract: body {current, size} + state). */
const PURCHASE_PAGE = '/api/trade/purchase/page';
const TRANSACTION_PAGE = '/api/trade/scm/transaction/page';

export type PurchaseBench = { loads: LoadResult[]; transactions: number; skipped: string[] };

/** Whether the portal serves `path` (a list not merged yet answers 404 and is left out). */
const serves = async (baseUrl: string, path: string, token: string, body: object) => {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json().catch(() => ({}))) as { code?: string; total?: number };
  return { served: res.status !== 404 && envelope.code === '0000', total: envelope.total ?? 0 };
};

/**
 * The first page of the purchase order list (all, and the completed tab) and of the transaction list
 * (all, and the purchases) and the list's sums, 50 connections each.
 */
export const measurePurchases = async (
  label: string,
  baseUrl: string,
  token: string,
): Promise<PurchaseBench> => {
  const headers = { authorization: `Bearer ${token}` };
  const page = (url: string, body: object, name: string) =>
    measure(`${label}: POST ${url} (${name})`, { url: `${baseUrl}${url}`, method: 'POST', headers, body });
  const volume = `${PURCHASES.toLocaleString('en')} purchase orders`;
  const loads: LoadResult[] = [];
  const skipped: string[] = [];
  if ((await serves(baseUrl, PURCHASE_PAGE, token, { current: 1, size: 10 })).served) {
    loads.push(await page(PURCHASE_PAGE, { current: 1, size: 10 }, volume));
    loads.push(await page(PURCHASE_PAGE, { current: 1, size: 10, state: 6 }, `${volume}, completed tab`));
  } else {
    skipped.push(PURCHASE_PAGE);
  }
  const { total } = await serves(baseUrl, TRANSACTION_PAGE, token, { current: 1, size: 10 });
  const transactions = `${total.toLocaleString('en')} transactions of ${volume}`;
  loads.push(await page(TRANSACTION_PAGE, { current: 1, size: 10 }, transactions));
  loads.push(await page(TRANSACTION_PAGE, { current: 1, size: 10, kind: 1 }, `${transactions}, purchases`));
  // The sums bar above the list: its unfiltered sums are kept.
  loads.push(await page('/api/trade/scm/transaction/sums', {}, transactions));
  return { loads, transactions: total, skipped };
};
