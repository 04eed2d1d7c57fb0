import { postApi } from './api';
import { type LoadResult, measure } from './load';
import { xlsxOf } from '../apps/server/src/test/xlsx';

/**
 * Settlement scenarios (issue 12): the match suggestions of one payment among the demo partner's
 * outstanding (completed) orders, and the payment list, after a bank statement of PAYMENTS rows
 * was imported through the payment import.
 */

/** Payments of the demo partner, imported from one bank statement. */
export const PAYMENTS = 10_000;

export type PaymentImportResult = { name: string; rows: number; seconds: number };

type WaitRow = { id: number; orderNo: string; companyName: string; outstandingAmount: string };

const getApi = async <T>(baseUrl: string, url: string, token: string): Promise<T> => {
  const res = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${token}` } });
  const envelope = (await res.json()) as { code: string; msg: string; data: T };
  if (envelope.code !== '0000') throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
};

const uploadXlsx = async (baseUrl: string, token: string, name: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const uploaded = await fetch(`${baseUrl}/api/communal/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await uploaded.json()) as { data: { id: number } }).data.id;
};

/** A bank statement of `rows` payments from the demo partner's customers, none certain to match. */
const bankStatementOf = (rows: number, customers: readonly string[]) =>
  xlsxOf(
    Array.from({ length: rows }, (_, i) => [
      customers[i % customers.length],
      `${1000 + (i % 997)}.${String(i % 100).padStart(2, '0')}`,
      `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      `BENCH${String(i).padStart(10, '0')}`,
      i % 3 === 0 ? '货款' : '',
    ]),
    { header: ['付款方*', '金额*', '到账日期*', '银行流水号*', '备注'] },
  );

export type SettlementBench = { loads: LoadResult[]; imports: PaymentImportResult[]; outstanding: number };

/**
 * Imports the bank statement (timed), then measures the suggestions of a payment from a customer
 * with an order number in its remark and an exact amount (every kind of candidate is looked up),
 * and the payment list's first page.
 */
export const measureSettlement = async (
  label: string,
  baseUrl: string,
  token: string,
): Promise<SettlementBench> => {
  const headers = { authorization: `Bearer ${token}` };
  const waiting = await fetch(`${baseUrl}/api/trade/settlement/wait/order/page`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 50 }),
  });
  const page = (await waiting.json()) as { total: number; data: WaitRow[] };
  const customers = [...new Set(page.data.map((row) => row.companyName))];
  const target = page.data[7];

  const fileId = await uploadXlsx(baseUrl, token, 'bank.xlsx', await bankStatementOf(PAYMENTS, customers));
  const started = performance.now();
  const imported = await postApi<{ imported: number }>(
    baseUrl,
    '/api/trade/payment/import',
    { fileId },
    token,
  );
  const seconds = (performance.now() - started) / 1000;
  if (imported.imported !== PAYMENTS)
    throw new Error(`payment import kept ${imported.imported} of ${PAYMENTS}`);

  const payment = await postApi<{ id: number; state: number }>(
    baseUrl,
    '/api/trade/payment/add',
    {
      payer: `${target.companyName}（财务处）`,
      amount: target.outstandingAmount,
      paidDate: new Date().toISOString().slice(0, 10),
      remark: `货款 ${target.orderNo}`,
    },
    token,
  );
  const suggestions = await getApi<unknown[]>(
    baseUrl,
    `/api/trade/payment/suggestions?paymentId=${payment.id}`,
    token,
  );
  if (suggestions.length === 0) throw new Error('no suggestions for the bench payment');

  const suggestionsName = `${label}: GET /api/trade/payment/suggestions (${page.total.toLocaleString('en')} outstanding orders)`;
  const loads = [
    // One user at a time: the latency a user sees.
    await measure(`${suggestionsName}, 1 connection`, {
      url: `${baseUrl}/api/trade/payment/suggestions?paymentId=${payment.id}`,
      headers,
      connections: 1,
    }),
    await measure(suggestionsName, {
      url: `${baseUrl}/api/trade/payment/suggestions?paymentId=${payment.id}`,
      headers,
    }),
    await measure(`${label}: POST /api/trade/payment/page (${PAYMENTS.toLocaleString('en')} payments)`, {
      url: `${baseUrl}/api/trade/payment/page`,
      method: 'POST',
      headers,
      body: { current: 1, size: 10 },
    }),
    await measure(
      `${label}: POST /api/trade/payment/page (${PAYMENTS.toLocaleString('en')} payments, unmatched)`,
      {
        url: `${baseUrl}/api/trade/payment/page`,
        method: 'POST',
        headers,
        body: { current: 1, size: 10, state: 0 },
      },
    ),
  ];
  return {
    loads,
    imports: [{ name: `${label}: payment import`, rows: PAYMENTS, seconds }],
    outstanding: page.total,
  };
};
