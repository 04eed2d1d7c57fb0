// Inquiries and quotations (DOMAIN.md "Inquiry, quotation, bidding"): a buyer's inquiry is priced
// line by line (one line "cannot supply", one offering the partner's own SKU) beside each line's
// price position, with exact totals; saved as a draft, sent, revised and sent again; the quotation
// list shows revision 2; the operator awards it and the order made from it is one click away. A send
// after the deadline shows the server's refusal. Every inquiry screen in English, the price chart
// and its table.
import type { PartnerChannel } from '@portal/shared/contracts/catalog';
import type { InquiryDetail, InquiryRow } from '@portal/shared/contracts/inquiry';
import { add, formatMoney, multiply, subtract } from '@portal/shared/money';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  eventually,
  ops,
  pickOption,
  poll,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

/** The demo partner A (`demo`). */
const PARTNER_NO = 'GYS000001';

/** The quotation editor's drawer. */
const editor = (page: Page): Locator =>
  page.locator('.ant-drawer', { has: page.getByTestId('quotation-totals') });

/** A local day `days` from today as the date picker writes it. */
const dayFromNow = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * Answers the editor's send confirmation. A click during the dialog's entrance can be lost on a busy
 * machine: then it is clicked again (a click while the send is on its way finds the button loading).
 */
const confirmSend = async (page: Page, okText: string | RegExp): Promise<void> => {
  const confirm = page.locator('.ant-modal-confirm');
  await settled(confirm);
  const ok = confirm.getByRole('button', { name: okText });
  for (let attempt = 1; ; attempt += 1) {
    if (!(await ok.evaluate((button) => button.classList.contains('ant-btn-loading')).catch(() => true)))
      await ok.click().catch(() => undefined);
    try {
      await confirm.waitFor({ state: 'detached', timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/** The terms every send needs: validity and delivery days. */
const fillTerms = async (drawer: Locator): Promise<void> => {
  const validUntil = drawer.getByLabel('报价有效期至');
  await validUntil.click();
  await validUntil.fill(dayFromNow(30));
  await validUntil.press('Enter');
  await drawer.getByLabel('交货期（天）').fill('7');
};

describe('inquiry and quotation', () => {
  const journey = useJourney();
  let token: string;
  let channelId: number;

  /** A buyer's inquiry received now through the operator (`inquiry receive`): its number. */
  const receive = async (deadline: Date, customer: string, ...items: string[]): Promise<string> => {
    const line = await ops(
      journey.portal,
      'inquiry',
      'receive',
      PARTNER_NO,
      String(channelId),
      deadline.toISOString(),
      customer,
      ...items,
    );
    return line.trim().split(/\s+/)[0] as string;
  };

  /** The inquiry of that number, with its lines (through the API, as the partner). */
  const inquiryOf = async (inquiryNo: string): Promise<InquiryDetail> => {
    const page = await api<InquiryRow[]>(journey.portal, 'POST', '/api/goods/inquiry/page', {
      token,
      body: { current: 1, size: 10, keyword: inquiryNo },
    });
    const row = page.data.find((r) => r.inquiryNo === inquiryNo);
    if (!row) throw new Error(`inquiry ${inquiryNo} not listed`);
    return (
      await api<InquiryDetail>(journey.portal, 'GET', `/api/goods/inquiry/detail?id=${row.id}`, { token })
    ).data;
  };

  /** Searches a list by keyword. */
  const search = async (page: Page, keyword: string): Promise<void> => {
    await page.getByLabel('关键词').fill(keyword);
    await page.getByRole('button', { name: /查\s?询/ }).click();
  };

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
    const channels = await api<PartnerChannel[]>(journey.portal, 'GET', '/api/goods/channel/partner/list', {
      token,
    });
    channelId = (channels.data[0] as PartnerChannel).channelId;
  });

  it('quotes an inquiry: prices, cannot supply, own SKU, price position, totals, draft, send, revise, award, order', async () => {
    const inquiryNo = await receive(
      new Date(Date.now() + 2 * 86_400_000),
      'E2E 市政采购中心',
      '复印纸|A4 70g 500张/包|得力|20|箱',
      '中性笔|0.5mm 黑色||50|盒',
      '订书机|12号||5|个',
    );
    const inquiry = await inquiryOf(inquiryNo);
    const context = await journey.context();
    const page = await context.newPage();
    await signIn(page, 'demo');

    // The list, on its "not quoted yet" tab, searched by the inquiry's number: the time left shows.
    await page.goto('/goods_inquiry/inquiry?tab=1');
    await page.getByRole('heading', { level: 1, name: '询价单' }).waitFor();
    await search(page, inquiryNo);
    const listRow = rowOf(page, inquiryNo);
    await settled(listRow);
    await listRow.getByText(/剩余 \d+ 天/).waitFor();
    await screenshot(page, 'inquiry-list-zh');
    await listRow.getByRole('button', { name: `报价 ${inquiryNo}` }).click();

    // The editor: the first two lines priced (the first offering an own SKU), the last one declined.
    const drawer = editor(page);
    await settled(drawer);
    const [paper, pens, staplers] = inquiry.items as [
      InquiryDetail['items'][number],
      InquiryDetail['items'][number],
      InquiryDetail['items'][number],
    ];
    await drawer.locator(`input[data-line="${paper.lineNo}"]`).fill('23.35');
    await drawer.locator(`input[data-line="${pens.lineNo}"]`).fill('2.8');
    await drawer.locator('tr.ant-table-row').nth(2).getByRole('checkbox', { name: '无法供货' }).check();
    await expect(drawer.locator(`input[data-line="${staplers.lineNo}"]`).isDisabled()).resolves.toBe(true);
    const skuSelect = drawer.locator('tr.ant-table-row').nth(0).locator('.ant-select');
    await skuSelect.click();
    const firstSku = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await firstSku.waitFor();
    const skuLabel = (await firstSku.textContent())?.trim() ?? '';
    await pickOption(page, skuSelect, skuLabel);

    // The price position beside each line it supplies, with the margin or a muted "no cost".
    await poll(() => drawer.locator('.price-position').count()).toBe(2);
    await poll(() => drawer.locator('.price-position [data-margin]').first().textContent()).toMatch(
      /无成本价|%|SCM/,
    );
    // Totals: exact, the declined line left out, freight added.
    await drawer.getByLabel('运费').fill('20');
    const itemsAmount = add(multiply(paper.quantity, '23.35'), multiply(pens.quantity, '2.8'));
    const total = add(itemsAmount, '20');
    await poll(() => drawer.getByTestId('quotation-total').textContent()).toContain(formatMoney(total));
    await fillTerms(drawer);
    await drawer.getByLabel('我方报价单号').fill('E2E-Q-1');
    await screenshot(page, 'quotation-editor-zh');

    // Saved as a draft: the list shows the draft.
    await drawer.getByRole('button', { name: '保存草稿' }).click();
    await page.locator('.ant-message', { hasText: /./ }).first().waitFor();
    await poll(async () => (await inquiryOf(inquiryNo)).quotationState).toBe(1);

    // Sent: revision 1; the editor now offers revision 2.
    await drawer.getByRole('button', { name: '发送报价' }).click();
    await confirmSend(page, '发送报价');
    await drawer.getByRole('button', { name: '发送第 2 版' }).waitFor();
    await drawer.getByTestId('revision-history').locator('tr.ant-table-row').first().waitFor();

    // Revised: a lower price on the first line, sent as revision 2.
    await drawer.locator(`input[data-line="${paper.lineNo}"]`).fill('21.05');
    const revisedTotal = add(
      subtract(total, multiply(paper.quantity, '23.35')),
      multiply(paper.quantity, '21.05'),
    );
    await poll(() => drawer.getByTestId('quotation-total').textContent()).toContain(
      formatMoney(revisedTotal),
    );
    await drawer.getByRole('button', { name: '发送第 2 版' }).click();
    await confirmSend(page, '发送报价');
    await drawer.getByRole('button', { name: '发送第 3 版' }).waitFor();
    await poll(() => drawer.getByTestId('revision-history').locator('tr.ant-table-row').count()).toBe(2);
    // Revision 1 stays readable as it was sent.
    const history = drawer.getByTestId('revision-history');
    await history.locator('tr.ant-table-row').nth(1).locator('button.ant-table-row-expand-icon').click();
    await history.locator('tr.ant-table-row', { hasText: '23.35' }).waitFor();
    await screenshot(page, 'quotation-revised-zh');

    // The quotation list: sent, revision 2.
    await page.goto('/goods_inquiry/quotation?state=2');
    await page.getByRole('heading', { level: 1, name: '报价单' }).waitFor();
    await search(page, inquiryNo);
    await rowOf(page, inquiryNo).locator('[data-revision="2"]').waitFor();
    await screenshot(page, 'quotation-list-zh');

    // The buyer awards it (the operator): an order at the quoted prices, linked from the list.
    await ops(journey.portal, 'inquiry', 'award', PARTNER_NO, inquiryNo, 'won');
    await page.goto('/goods_inquiry/quotation?state=3');
    await search(page, inquiryNo);
    const orderLink = rowOf(page, inquiryNo).locator('[data-order-link]');
    await orderLink.waitFor();
    await orderLink.click();
    await page.waitForURL(/\/order\/detail\/\d+$/);
    await page.getByText(formatMoney(revisedTotal)).first().waitFor();
  });

  it('shows the server refusal of a send after the deadline', async () => {
    const deadline = new Date(Date.now() + 25_000);
    const inquiryNo = await receive(deadline, 'E2E 截止测试', '打印纸|A3 80g||2|箱');
    const inquiry = await inquiryOf(inquiryNo);
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto(`/goods_inquiry/inquiry?quote=${inquiry.id}`);
    const drawer = editor(page);
    await settled(drawer);
    await drawer.locator('input[data-line="1"]').fill('99');
    await fillTerms(drawer);
    // The deadline passes with the editor open.
    await eventually(
      () => Date.now(),
      (now) => now > deadline.getTime() + 1000,
      40_000,
    );
    await drawer.getByRole('button', { name: '发送报价' }).click();
    await confirmSend(page, '发送报价');
    // The deadline job may have expired it first: either refusal is the server's own words.
    await drawer.locator('.ant-alert', { hasText: /已过报价截止时间|已过期/ }).waitFor();
    await screenshot(page, 'quotation-refused-zh');
  }, 90_000);

  it('quotes from a spreadsheet: the open lines as the template, a dry run with its report, the import sends', async () => {
    const deadline = new Date(Date.now() + 2 * 86_400_000);
    const good = await receive(deadline, 'E2E 批量报价甲', '白板笔|黑色 10支/盒||30|盒');
    const bad = await receive(deadline, 'E2E 批量报价乙', '板擦|磁性||4|个');
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods_inquiry/batch_quotation');
    await page.getByRole('heading', { level: 1, name: '批量报价' }).waitFor();

    // The template: the open lines; this file keeps the two inquiries' rows, one priced, one wrong.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载待报价模板' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await (await download).path()) as string);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
    const column = (header: string) => headers.indexOf(header);
    for (let r = sheet.rowCount; r >= 2; r -= 1) {
      const inquiryNo = String(sheet.getRow(r).getCell(column('询价单号*')).value ?? '');
      if (inquiryNo !== good && inquiryNo !== bad) sheet.spliceRows(r, 1);
    }
    expect(sheet.rowCount).toBe(3);
    for (let r = 2; r <= 3; r += 1) {
      const row = sheet.getRow(r);
      const mine = String(row.getCell(column('询价单号*')).value) === good;
      row.getCell(column('单价')).value = mine ? '6.80' : '-3';
      row.getCell(column('有效期至')).value = dayFromNow(30);
      row.getCell(column('供货天数')).value = 5;
      row.commit();
    }
    await page.locator('input[type=file]').setInputFiles({
      name: '批量报价.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await page.locator('.ant-upload-list-item-done').first().waitFor();
    await page.getByRole('checkbox', { name: '导入后发送所有行都已答复的报价' }).check();
    await page.getByRole('button', { name: /检\s?查/ }).click();
    const problem = page.locator('tr.ant-table-row', { hasText: '单价' });
    await settled(problem);
    await screenshot(page, 'batch-quotation-report-zh');

    // The import: the good row's inquiry is answered in full, so it is sent; the wrong row is left.
    await page.getByRole('button', { name: '导入 1 行报价' }).click();
    await page.locator('.ant-result-title', { hasText: '已写入 1 份报价，其中发送 1 份' }).waitFor();
    const sent = await inquiryOf(good);
    expect([sent.quotationState, sent.revision, sent.quotedAmount]).toEqual([2, 1, multiply('30', '6.80')]);
    expect((await inquiryOf(bad)).quotationState).toBeNull();
  });

  it('opens every inquiry screen in English, the price chart and its table', async () => {
    const page = await (await journey.context('en')).newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    for (const [path, heading, shot] of [
      ['/goods_inquiry/inquiry', 'Inquiries', 'inquiry-list-en'],
      ['/goods_inquiry/quotation', 'Quotations', 'quotation-list-en'],
      ['/goods_inquiry/commodity_price', 'Commodity prices', 'commodity-price-en'],
      ['/goods_inquiry/batch_quotation', 'Batch quotation', 'batch-quotation-en'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('.ant-table-row, .ant-table-placeholder, .ant-steps').first().waitFor();
      await screenshot(page, shot);
    }

    // An inquiry's details and its quotation in English (the one won above, read-only).
    const list = await api<InquiryRow[]>(journey.portal, 'POST', '/api/goods/inquiry/page', {
      token,
      body: { current: 1, size: 10, state: 4 },
    });
    const won = list.data[0] as InquiryRow;
    await page.goto(`/goods_inquiry/inquiry?id=${won.id}`);
    await page.locator('.ant-drawer', { hasText: 'Inquiry details' }).locator('.ant-descriptions').waitFor();
    await screenshot(page, 'inquiry-detail-en');
    await page.goto(`/goods_inquiry/quotation?quote=${won.id}`);
    await editor(page).getByTestId('revision-history').waitFor();
    await screenshot(page, 'quotation-editor-en');

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
