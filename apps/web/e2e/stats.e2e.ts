// Order statistics (/stat/order, issue 15): the demo partner's orders of this month by day with the
// summary cards compared with the previous period (their figures exactly the API's), the unit and
// the period changed, the trend chart switched to its table; in zh_CN and English.
import type { OrderStat } from '@portal/shared/contracts/stats';
import { formatMoney } from '@portal/shared/money';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, api, apiLogin, signIn, useJourney } from './journey';

describe('order statistics', () => {
  const journey = useJourney();
  let token: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
  });

  const statOf = async (from: string, to: string, unit: string) =>
    (
      await api<OrderStat>(journey.portal, 'POST', '/api/trade/stat/order', {
        token,
        body: { from, to, unit },
      })
    ).data;

  const card = (page: Page, key: string) => page.locator(`[data-card="${key}"]`);

  it('shows this month by day, then by week, this year by month, and a chart as its table', async () => {
    const context = await journey.context();
    const page = await context.newPage();
    await signIn(page, 'demo');
    await page.goto('/stat/order');
    const today = dayjs();
    const month = await statOf(
      today.startOf('month').format('YYYY-MM-DD'),
      today.format('YYYY-MM-DD'),
      'day',
    );
    // The cards show the API's figures, exactly and formatted.
    await expect
      .poll(() => card(page, 'amount').textContent())
      .toContain(formatMoney(month.summary.amount.value));
    expect(await card(page, 'orders').textContent()).toContain(
      Number(month.summary.orders.value).toLocaleString('en-US'),
    );
    expect(await card(page, 'averageAmount').textContent()).toContain(
      formatMoney(month.summary.averageAmount.value),
    );
    expect(await card(page, 'cancelledShare').textContent()).toContain(
      `${month.summary.cancelledShare.value}%`,
    );
    await page.locator('.portal-chart canvas').first().waitFor();
    await screenshot(page, 'stat-order-month-zh');

    // By week: the same month in weeks.
    await page.getByText('按周', { exact: true }).click();
    await page.getByText('表格', { exact: true }).click();
    const weeks = await statOf(
      today.startOf('month').format('YYYY-MM-DD'),
      today.format('YYYY-MM-DD'),
      'week',
    );
    await expect.poll(() => page.locator('.portal-chart .ant-table-row').count()).toBe(weeks.rows.length);

    // This year: by month (the unit follows the period); its table has a row per month.
    await page.getByText('本年', { exact: true }).click();
    const year = await statOf(
      today.startOf('year').format('YYYY-MM-DD'),
      today.format('YYYY-MM-DD'),
      'month',
    );
    await expect.poll(() => page.locator('.portal-chart .ant-table-row').count()).toBe(year.rows.length);
    const last = year.rows[year.rows.length - 1];
    await expect
      .poll(() => page.locator('.portal-chart .ant-table-row').last().textContent())
      .toContain(formatMoney(last.amount));
    await expect
      .poll(() => card(page, 'amount').textContent())
      .toContain(formatMoney(year.summary.amount.value));
    await screenshot(page, 'stat-order-year-table-zh');
    // Back to the chart.
    await page.getByText('图表', { exact: true }).click();
    await page.locator('.portal-chart canvas').first().waitFor();
    await screenshot(page, 'stat-order-year-zh');
  });

  it('reads in English', async () => {
    const context = await journey.context('en');
    const page = await context.newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/stat/order');
    await page.getByRole('heading', { level: 1, name: 'Order statistics' }).waitFor();
    await card(page, 'amount').getByText('Amount placed').waitFor();
    await page.locator('.portal-chart canvas').first().waitFor();
    await page.getByText('This quarter', { exact: true }).click();
    await page.locator('.portal-chart canvas').first().waitFor();
    await screenshot(page, 'stat-order-quarter-en');
  });
});
