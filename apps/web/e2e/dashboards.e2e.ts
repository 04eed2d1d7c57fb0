// The dashboards (issue 15): the analysis page answers "how are we doing" for this month from the
// demo orders' rollups (every card, each chart with its table); the monitor shows today and what
// waits, and updates without a reload when the channel simulator sends the demo partner an order.
import type { AnalysisSummary, MonitorToday } from '@portal/shared/contracts/dashboards';
import { formatMoney } from '@portal/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, api, apiLogin, ops, poll, signIn, useJourney } from './journey';

describe('dashboards', () => {
  const journey = useJourney();
  let token: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
  });

  const thisMonth = () => {
    const now = new Date();
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return { dateFrom: day(new Date(now.getFullYear(), now.getMonth(), 1)), dateTo: day(now) };
  };

  it('opens the analysis page on this month: exact figures, charts that show their tables', async () => {
    const { dateFrom, dateTo } = thisMonth();
    const summary = await api<AnalysisSummary>(
      journey.portal,
      'GET',
      `/api/trade/dashboard/analysis/summary?dateFrom=${dateFrom}&dateTo=${dateTo}`,
      { token },
    );
    expect(summary.code, summary.msg).toBe('0000');

    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/dashboard/analysis');
    await page.getByText('销售额（已完成）').waitFor();
    await page
      .getByText(`¥${formatMoney(summary.data.orderAmount.current)}`)
      .first()
      .waitFor();
    await page
      .getByText(`¥${formatMoney(summary.data.sales.current)}`)
      .first()
      .waitFor();
    await page.getByText('销售趋势').waitFor();
    await page.locator('.portal-chart canvas').first().waitFor();
    await page.getByText('报价赢单率').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'dashboard-analysis-zh_CN');
    // The channel share as a table: its rows with exact amounts.
    const channels = page.locator('.ant-card', { hasText: '渠道占比' });
    await channels.getByText('表格').click();
    await channels.locator('.ant-table-row').first().waitFor();
    const funnel = page.locator('.ant-card', { hasText: '订单转化漏斗' });
    await funnel.locator('canvas').waitFor();
    await funnel.getByText('表格').click();
    await funnel.locator('.ant-table-row', { hasText: '待确认' }).waitFor();
    await funnel.getByText('图表').click();
    await page.locator('.ant-card', { hasText: '应收账龄' }).waitFor();
    await page.getByText('报价赢单率').waitFor();

    // Last month: the figures follow the quick pick.
    const now = new Date();
    const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const last = new Date(now.getFullYear(), now.getMonth(), 0);
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const lastMonth = await api<AnalysisSummary>(
      journey.portal,
      'GET',
      `/api/trade/dashboard/analysis/summary?dateFrom=${day(first)}&dateTo=${day(last)}`,
      { token },
    );
    await page.getByText('上月', { exact: true }).click();
    await page
      .getByText(`¥${formatMoney(lastMonth.data.orderAmount.current)}`)
      .first()
      .waitFor();

    const en = await (await journey.context('en')).newPage();
    await signIn(en, 'demo');
    await en.evaluate(() => localStorage.setItem('language', 'en'));
    await en.goto('/dashboard/analysis');
    await en.getByText('Sales (completed)').waitFor();
    await en.getByText('Sales trend').waitFor();
    await en.locator('.portal-chart canvas').first().waitFor();
    await en.waitForTimeout(500);
    await screenshot(en, 'dashboard-analysis-en');
  });

  it('updates the monitor without a reload when an order arrives', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    const partnerNo = ((await page.locator('.shell-partner-no strong').textContent()) ?? '').trim();
    expect(partnerNo).toMatch(/^GYS\d+/);
    await page.goto('/dashboard/monitor');
    await page.getByText('实时', { exact: true }).waitFor();
    await page.getByTestId('monitor-waiting').getByText('待确认订单').waitFor();
    await page.getByTestId('monitor-latest').locator('.ant-table-row').first().waitFor();
    const before = await api<MonitorToday>(journey.portal, 'GET', '/api/trade/dashboard/monitor/today', {
      token,
    });
    const count = page.getByTestId('monitor-today').locator('.ant-statistic-content');
    await poll(async () => (await count.textContent()) ?? '').toBe(String(before.data.orders.orderCount));
    await page.locator('.portal-chart canvas').first().waitFor();
    await screenshot(page, 'dashboard-monitor-zh_CN');
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    expect(await ops(journey.portal, 'simulate', '--orders', '1', '--partner', partnerNo)).toMatch(
      /^orders: 1 for 1/,
    );
    await poll(async () => (await count.textContent()) ?? '').toBe(String(before.data.orders.orderCount + 1));
    await poll(async () => (await page.getByTestId('monitor-last-event').textContent()) ?? '').toMatch(
      /^最近更新 /,
    );
    await page.getByTestId('monitor-live').getByText('新订单 1 笔').waitFor();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    const en = await (await journey.context('en')).newPage();
    await signIn(en, 'demo');
    await en.evaluate(() => localStorage.setItem('language', 'en'));
    await en.goto('/dashboard/monitor');
    await en.getByText('Live', { exact: true }).waitFor();
    await en.getByTestId('monitor-latest').locator('.ant-table-row').first().waitFor();
    await en.locator('.portal-chart canvas').first().waitFor();
    await en.waitForTimeout(500);
    await screenshot(en, 'dashboard-monitor-en');
  });
});
