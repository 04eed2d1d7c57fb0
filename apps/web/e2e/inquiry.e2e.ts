// Inquiries and quotations (DOMAIN.md "Inquiry, quotation, bidding"): an inquiry awaiting a quote is
// priced line by line (one line "cannot supply") beside each line's price position, with exact
// totals; saved as a draft, sent, revised and sent again; the quotation list shows revision 2; the
// operator awards it and the order made from it is one click away. Every inquiry screen in English.
import type { InquiryDetail, InquiryRow, QuotationRow } from '@portal/shared/contracts/inquiry';
import { add, formatMoney, multiply } from '@portal/shared/money';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  ops,
  poll,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

/** The quotation editor's drawer. */
const editor = (page: Page): Locator =>
  page.locator('.ant-drawer', { has: page.locator('[data-testid="quotation-totals"]') });

/** A local day `days` from today as the date picker writes it. */
const dayFromNow = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Answers the send confirmation of the editor (its OK button says what it sends). */
const confirmSend = async (page: Page, okText: string | RegExp): Promise<void> => {
  const confirm = page.locator('.ant-modal-confirm');
  await settled(confirm);
  await confirm.getByRole('button', { name: okText }).click();
  await confirm.waitFor({ state: 'detached' });
};

describe('inquiry and quotation', () => {
  const journey = useJourney();
  let token: string;

  /** The partner's inquiries awaiting a quote with at least two lines, none started. */
  const openInquiries = async (): Promise<InquiryRow[]> => {
    const page = await api<InquiryRow[]>(journey.portal, 'POST', '/api/goods/inquiry/page', {
      token,
      body: { current: 1, size: 50, state: 1, sortBy: 'deadline', sortType: 'desc' },
    });
    return page.data.filter((row) => row.quotable && row.quotationState === null && row.lineCount >= 2);
  };

  const inquiryDetail = async (id: number): Promise<InquiryDetail> =>
    (await api<InquiryDetail>(journey.portal, 'GET', `/api/goods/inquiry/detail?id=${id}`, { token })).data;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
  });

  it('quotes an inquiry: prices, cannot supply, price position, totals, draft, send, revise, award, order', async () => {
    const [row] = await openInquiries();
    expect(row, 'an inquiry awaiting a quote with two lines or more').toBeDefined();
    const inquiry = await inquiryDetail(row.id);
    const context = await journey.context();
    const page = await context.newPage();
    await signIn(page, 'demo');

    // The list, on its "not quoted yet" tab, searched by the inquiry's number.
    await page.goto('/goods_inquiry/inquiry?tab=1');
    await page.getByRole('heading', { level: 1, name: '询价单' }).waitFor();
    await page.getByLabel('关键词').fill(inquiry.inquiryNo);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const listRow = rowOf(page, inquiry.inquiryNo);
    await settled(listRow);
    await expect(listRow.locator('[data-urgent], .ant-tag').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'inquiry-list-zh');
    await listRow.getByRole('button', { name: `报价 ${inquiry.inquiryNo}` }).click();

    // The editor: every line priced but the last, which cannot be supplied.
    const drawer = editor(page);
    await settled(drawer);
    const prices = inquiry.items.map((_item, index) => `${(index + 1) * 11}.35`);
    const last = inquiry.items.length - 1;
    for (const [index, item] of inquiry.items.entries()) {
      if (index === last) {
        await drawer
          .locator('tr.ant-table-row')
          .nth(index)
          .getByRole('checkbox', { name: '无法供货' })
          .check();
      } else {
        await drawer.locator(`input[data-line="${item.lineNo}"]`).fill(prices[index] as string);
      }
    }
    // The price position beside each line it supplies, with the margin or a muted "no cost".
    await poll(() => drawer.locator('.price-position').count()).toBe(last);
    await expect(drawer.locator('.price-position [data-margin]').first().textContent()).resolves.toMatch(
      /无成本价|毛利|SCM/,
    );
    // Totals: exact, the declined line left out, freight added.
    await drawer.getByLabel('运费').fill('20');
    const itemsAmount = add(
      0,
      ...inquiry.items.slice(0, last).map((item, index) => multiply(item.quantity, prices[index] as string)),
    );
    const total = add(itemsAmount, '20');
    await poll(() => drawer.getByTestId('quotation-total').textContent()).toContain(formatMoney(total));
    await drawer.getByLabel('报价有效期至').fill(dayFromNow(30));
    await drawer.getByLabel('报价有效期至').press('Enter');
    await drawer.getByLabel('交货期（天）').fill('7');
    await drawer.getByLabel('我方报价单号').fill('E2E-Q-1');
    await screenshot(page, 'quotation-editor-zh');

    // Saved as a draft: the quotation exists, not sent.
    await drawer.getByRole('button', { name: '保存草稿' }).click();
    await poll(async () => {
      const list = await api<QuotationRow[]>(journey.portal, 'POST', '/api/goods/quotation/page', {
        token,
        body: { current: 1, size: 10, keyword: inquiry.inquiryNo },
      });
      return list.data[0] ? [list.data[0].state, list.data[0].revision, list.data[0].totalAmount] : null;
    }).toEqual([1, 0, total]);

    // Sent: revision 1; the editor now offers revision 2.
    await drawer.getByRole('button', { name: '发送报价' }).click();
    await confirmSend(page, '发送报价');
    await drawer.getByRole('button', { name: '发送第 2 版' }).waitFor();
    await drawer.getByTestId('revision-history').locator('tr.ant-table-row').first().waitFor();

    // Revised: a lower price on the first line, sent as revision 2.
    const first = inquiry.items[0] as InquiryDetail['items'][number];
    await drawer.locator(`input[data-line="${first.lineNo}"]`).fill('10.05');
    const revisedTotal = add(
      total,
      multiply(first.quantity, '10.05'),
      `-${multiply(first.quantity, prices[0] as string)}`,
    );
    await poll(() => drawer.getByTestId('quotation-total').textContent()).toContain(
      formatMoney(revisedTotal),
    );
    await drawer.getByRole('button', { name: '发送第 2 版' }).click();
    await confirmSend(page, '发送报价');
    await drawer.getByRole('button', { name: '发送第 3 版' }).waitFor();
    await poll(() => drawer.getByTestId('revision-history').locator('tr.ant-table-row').count()).toBe(2);
    await screenshot(page, 'quotation-revised-zh');

    // The quotation list: sent, revision 2.
    await page.goto('/goods_inquiry/quotation?state=2');
    await page.getByLabel('关键词').fill(inquiry.inquiryNo);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const quotationRow = rowOf(page, inquiry.inquiryNo);
    await quotationRow.locator('[data-revision="2"]').waitFor();
    await screenshot(page, 'quotation-list-zh');

    // The buyer awards it (the operator): an order at the quoted prices, linked from the list.
    await ops(journey.portal, 'inquiry', 'award', inquiry.inquiryNo, 'won');
    await page.goto('/goods_inquiry/quotation?state=3');
    await page.getByLabel('关键词').fill(inquiry.inquiryNo);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const won = rowOf(page, inquiry.inquiryNo);
    const orderLink = won.locator('[data-order-link]');
    await orderLink.waitFor();
    await orderLink.click();
    await page.waitForURL(/\/order\/detail\/\d+$/);
    await page.getByText(formatMoney(revisedTotal)).first().waitFor();
  });

  it('opens every inquiry screen in English, the price chart and its table', async () => {
    const context = await journey.context('en');
    const page = await context.newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    for (const [path, heading, shot] of [
      ['/goods_inquiry/inquiry', 'Inquiries', 'inquiry-list-en'],
      ['/goods_inquiry/quotation', 'Quotations', 'quotation-list-en'],
      ['/goods_inquiry/batch_quotation', 'Batch quotation', 'batch-quotation-en'],
      ['/goods_inquiry/commodity_price', 'Commodity prices', 'commodity-price-en'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('.ant-table-row, .ant-empty, .ant-steps').first().waitFor();
      await screenshot(page, shot);
    }

    // The quotation editor in English (an open inquiry).
    const [row] = await openInquiries();
    if (row) {
      await page.goto(`/goods_inquiry/inquiry?quote=${row.id}`);
      await settled(editor(page));
      await editor(page).getByRole('button', { name: 'Save draft' }).waitFor();
      await screenshot(page, 'quotation-editor-en');
      await page.goto(`/goods_inquiry/inquiry?id=${row.id}`);
      await page.locator('.ant-drawer', { hasText: 'Inquiry details' }).waitFor();
      await screenshot(page, 'inquiry-detail-en');
    }

    // The price history: a chart (its library loaded on this page only) that can show its table.
    await page.goto('/goods_inquiry/commodity_price');
    const priceRow = page.locator('tr.ant-table-row').first();
    await priceRow.waitFor();
    await priceRow.getByRole('button', { name: /^Price history/ }).click();
    const drawer = page.locator('.ant-drawer', { hasText: 'Price history' });
    await drawer.locator('canvas').waitFor();
    await screenshot(page, 'commodity-price-chart-en');
    await drawer.getByText('Table', { exact: true }).click();
    await drawer.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'commodity-price-table-en');
  });
});
