// Settlement (DOMAIN.md "Settlement and payments"): a statement awaiting confirmation is confirmed
// (the home page's count falls, its order's checklist moves on) and printed; a bank statement is
// imported, a suggestion accepted and the rest part-matched, and the orders' outstanding amounts follow.
import type { WaitSettlementOrderRow } from '@portal/shared/contracts/orders';
import type {
  PaymentDetail,
  PaymentRow,
  StatementLine,
  StatementRow,
} from '@portal/shared/contracts/settlement';
import { add, formatMoney, subtract } from '@portal/shared/money';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  apiLogin,
  dialog,
  poll,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

/** The checklist step's status as the order detail marks it. */
const stepStatus = (page: Page, step: string) =>
  page.locator(`[data-step="${step}"]`).getAttribute('data-status');

/** A to-do count of the home page's cards. */
const homeCount = async (page: Page, kind: string): Promise<number> => {
  await page.goto('/index');
  const count = page.locator(`.todo-card[data-todo="${kind}"] .todo-card-count`);
  await poll(async () => /^\d+$/.test((await count.textContent()) ?? '')).toBe(true);
  return Number(await count.textContent());
};

/** The order detail's money block ('结算与回款'). */
const moneyCard = (page: Page) => page.locator('.ant-card', { hasText: '结算与回款' });

/** The outstanding amount the order detail's money block shows. */
const outstandingOf = async (page: Page, orderId: number): Promise<string> => {
  await page.goto(`/order/detail/${orderId}`);
  const value = moneyCard(page)
    .locator('.ant-statistic', { hasText: '未回款' })
    .locator('.ant-statistic-content');
  await value.waitFor();
  return (await value.textContent())?.trim() ?? '';
};

/** A bank's own export of its statement (.csv with the bank's column names). */
const bankCsv = (rows: readonly (readonly string[])[]): Buffer =>
  Buffer.from(
    `\ufeff${[['交易日期', '对方户名', '交易金额', '流水号', '摘要'], ...rows]
      .map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
      .join('\r\n')}\r\n`,
  );

const today = (): string => {
  const date = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

describe('settlement', () => {
  const journey = useJourney();
  let token: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
  });

  it('confirms a statement: the home count falls, the order checklist moves on, the A4 print view', async () => {
    const awaiting = await api<StatementRow[]>(journey.portal, 'POST', '/api/trade/settlement/page', {
      token,
      body: { current: 1, size: 10, state: 1 },
    });
    const statement = awaiting.data[0];
    expect(statement).toBeDefined();
    const lines = await api<StatementLine[]>(journey.portal, 'POST', '/api/trade/settlement/lines', {
      token,
      body: { id: statement.id, current: 1, size: 10 },
    });
    const orderId = lines.data[0].orderId;

    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    const before = await homeCount(page, 'settlement');
    expect(before).toBeGreaterThan(0);
    await page.goto(`/order/detail/${orderId}`);
    await poll(() => stepStatus(page, 'settleConfirm')).toBe('todo');

    await page.goto('/settlement/confirm');
    const row = rowOf(page, statement.statementNo);
    await settled(row);
    expect(await page.locator('.ant-card .ant-tabs-tab-active').textContent()).toMatch(/^待确认 \d+$/);
    expect(await row.textContent()).toContain(formatMoney(statement.settleAmount));
    await screenshot(page, 'settlement-confirm-zh_CN');
    await row.getByText('确认', { exact: true }).click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: `确认结算单 ${statement.statementNo}？` });
    await settled(confirm);
    expect(await confirm.textContent()).toContain(`第 ${statement.revision} 版`);
    await confirm.getByRole('button', { name: '确认金额' }).click();
    await poll(() => row.count()).toBe(0);

    expect(await homeCount(page, 'settlement')).toBe(before - 1);
    await page.goto(`/order/detail/${orderId}`);
    await poll(() => stepStatus(page, 'settleConfirm')).toBe('done');
    expect(await moneyCard(page).textContent()).toContain(statement.statementNo);
    await screenshot(page, 'settlement-order-money-zh_CN');

    // The statement's detail and its A4 print view.
    await page.goto(`/settlement/settle?id=${statement.id}`);
    const drawer = page.locator('.statement-drawer');
    await drawer.locator('.ant-tag', { hasText: '已确认' }).waitFor();
    await drawer.locator('tr.ant-table-row').first().waitFor();
    await screenshot(page, 'settlement-statement-detail-zh_CN');
    await drawer.getByRole('button', { name: /打\s?印/ }).click();
    const preview = dialog(page, '打印预览');
    await preview.locator('.statement-sheet tbody tr').first().waitFor();
    await settled(preview);
    await screenshot(page, 'settlement-print-preview-zh_CN');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await page.locator('.statement-print-root .statement-sheet').isVisible()).toBe(true);
    await screenshot(page, 'settlement-print-zh_CN');
    await page.emulateMedia({ media: 'screen' });
    await preview
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
  });

  it('imports a bank statement, accepts a suggestion, part-matches the rest; the outstanding amounts follow', async () => {
    // The demo seed leaves one order with money outstanding: a payment's match undone frees another.
    const matched = await api<PaymentRow[]>(journey.portal, 'POST', '/api/trade/payment/page', {
      token,
      body: { current: 1, size: 20, state: 2 },
    });
    let freed = false;
    for (const row of matched.data) {
      const detail = await api<PaymentDetail>(
        journey.portal,
        'GET',
        `/api/trade/payment/detail?id=${row.id}`,
        {
          token,
        },
      );
      const undoable = detail.data.allocations.find((allocation) => allocation.undoable);
      if (!undoable) continue;
      const undone = await api(journey.portal, 'POST', '/api/trade/match/undo', {
        token,
        body: { id: undoable.id },
      });
      freed = undone.success;
      if (freed) break;
    }
    expect(freed).toBe(true);
    const open = await api<WaitSettlementOrderRow[]>(
      journey.portal,
      'POST',
      '/api/trade/settlement/wait/order/page',
      { token, body: { current: 1, size: 50 } },
    );
    const [suggested, rest] = open.data.filter((row) => Number(row.outstandingAmount) > 13).slice(-2);
    expect(rest, JSON.stringify(open)).toBeDefined();
    const restAmount = '12.34';
    const serial = `E2E${Date.now()}`;

    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/settlement/payment');
    await page.getByRole('button', { name: '导入银行流水' }).click();
    const importing = dialog(page, '导入银行流水');
    await settled(importing);
    await importing.locator('input[type=file]').setInputFiles({
      name: '银行流水.csv',
      mimeType: 'text/csv',
      buffer: bankCsv([
        [
          today(),
          suggested.companyName,
          add(suggested.outstandingAmount, restAmount),
          serial,
          `货款 ${suggested.orderNo}`,
        ],
      ]),
    });
    await importing.locator('.ant-upload-list-item-done').first().waitFor();
    await importing.getByRole('button', { name: /校\s?验/ }).click();
    await importing.getByRole('button', { name: '导入 1 笔回款' }).click();
    await importing.locator('.ant-result-title', { hasText: '已导入 1 笔回款' }).waitFor();
    await screenshot(page, 'settlement-bank-import-zh_CN');
    await importing.getByRole('button', { name: '查看回款' }).click();

    await page.getByRole('textbox', { name: /^关键字/ }).fill(serial);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const payment = rowOf(page, serial);
    await settled(payment);
    expect(await payment.textContent()).toContain('未匹配');
    await payment.getByText('匹配', { exact: true }).click();
    await page.waitForURL('**/settlement/match?paymentId=*');

    // The suggestion that names the order in the remark: one click matches what it covers.
    const suggestion = page.locator('.settlement-suggestion', { hasText: suggested.orderNo });
    await settled(suggestion);
    expect(await suggestion.textContent()).toContain('摘要含订单号');
    await screenshot(page, 'settlement-match-zh_CN');
    await suggestion.getByRole('button', { name: /采\s?用/ }).click();
    const accept = page.locator('.ant-modal-confirm', { hasText: '采用这条建议？' });
    await settled(accept);
    await accept.getByRole('button', { name: /确\s?定/ }).click();
    await page.locator('.ant-tag', { hasText: '部分匹配' }).first().waitFor();

    // The rest, part-matched to another order.
    await page.getByRole('button', { name: '部分匹配' }).click();
    await page.waitForURL('**/settlement/part_match?paymentId=*');
    await page.getByRole('button', { name: '选择订单' }).click();
    const selection = dialog(page, '订单选择');
    await settled(selection);
    await selection.getByPlaceholder('请输入订单编号').fill(rest.orderNo);
    await selection.getByRole('button', { name: /查\s?询/ }).click();
    const choice = rowOf(selection, rest.orderNo);
    await settled(choice);
    expect(await choice.textContent()).toContain(formatMoney(rest.outstandingAmount));
    await choice.locator('input[type=checkbox]').check();
    await selection.getByRole('button', { name: '确认选择' }).click();
    const amount = page.getByRole('textbox', { name: `本次匹配金额 ${rest.orderNo}` });
    await poll(() => amount.inputValue()).toBe(restAmount);
    const remainder = page
      .locator('.ant-statistic', { hasText: '匹配后余额' })
      .locator('.ant-statistic-content');
    expect((await remainder.textContent())?.trim()).toBe('0.00');
    await screenshot(page, 'settlement-part-match-zh_CN');
    await page.getByRole('button', { name: '确认部分匹配' }).click();
    await page.getByText('这笔回款已全部匹配').waitFor();

    expect(await outstandingOf(page, suggested.id)).toBe('0.00');
    expect(await outstandingOf(page, rest.id)).toBe(
      formatMoney(subtract(rest.outstandingAmount, restAmount)),
    );
    expect(await moneyCard(page).textContent()).toContain(suggested.companyName);

    // The payment keeps its allocations, each undoable while its order's statement is not confirmed.
    await page.goto('/settlement/payment?state=2');
    await page.getByRole('textbox', { name: /^关键字/ }).fill(serial);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await settled(rowOf(page, serial));
    await rowOf(page, serial).getByText('详情', { exact: true }).click();
    const detail = page.locator('.payment-drawer');
    await detail.locator('tr.ant-table-row', { hasText: rest.orderNo }).waitFor();
    expect(await detail.locator('tr.ant-table-row').count()).toBe(2);
    await screenshot(page, 'settlement-payment-detail-zh_CN');
  });

  it('shows every settlement screen in English', async () => {
    const page = await (await journey.context('en')).newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    for (const [path, text] of [
      ['/settlement/settle', 'Settle amount'],
      ['/settlement/confirm', 'Awaiting confirmation'],
      ['/settlement/payment', 'Unmatched rest'],
      ['/settlement/match', 'Pick an unmatched or partly matched payment'],
      ['/settlement/part_match', 'Pick an unmatched or partly matched payment'],
      ['/settlement/proof', 'Payout serial'],
    ] as const) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      await screenshot(page, `settlement${path.replace(/\W+/g, '-')}-en`);
    }
  });
});
