// Reports (issue 15): /report/index opens on the channel report of this month over the demo orders,
// switches dimension, opens the year report by month and channel, and exports it through the
// export centre. Screenshots at 1440 in zh_CN and en.
import type { Report, YearReport } from '@portal/shared/contracts/reports';
import { formatMoney } from '@portal/shared/money';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, api, apiLogin, signIn, useJourney } from './journey';

describe('reports', () => {
  const journey = useJourney();
  let token: string;

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
    token = await apiLogin(journey.portal, 'demo');
  });

  it('shows the channel report, switches to customers, opens the year report and exports it', async () => {
    const period = {
      dateFrom: dayjs().startOf('month').format('YYYY-MM-DD'),
      dateTo: dayjs().format('YYYY-MM-DD'),
    };
    const channels = await api<Report>(journey.portal, 'POST', '/api/trade/report/dimension', {
      token,
      body: { dimension: 'channel', ...period },
    });
    expect(channels.data.rows.length).toBeGreaterThan(0);
    const year = await api<YearReport>(journey.portal, 'POST', '/api/trade/report/year', {
      token,
      body: { year: dayjs().year() },
    });
    expect(year.data.total.orderCount).toBeGreaterThan(0);

    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/report/index');
    const top = channels.data.rows[0];
    const table = page.locator('.ant-table').first();
    await table.getByRole('cell', { name: top.name, exact: true }).waitFor();
    await table.getByText(formatMoney(channels.data.totals.amount)).first().waitFor();
    await screenshot(page, 'reports-channel-zh_CN');

    await page.getByRole('tab', { name: '按客户' }).click();
    const customers = await api<Report>(journey.portal, 'POST', '/api/trade/report/dimension', {
      token,
      body: { dimension: 'customer', ...period, current: 1, size: 10 },
    });
    await page
      .locator('.ant-table')
      .first()
      .getByRole('cell', { name: customers.data.rows[0].name, exact: true })
      .waitFor();
    await screenshot(page, 'reports-customer-zh_CN');

    await page.getByRole('tab', { name: '年度报表' }).click();
    const matrix = page.locator('.ant-table').first();
    await matrix.getByRole('columnheader', { name: year.data.channels[0].name }).waitFor();
    await matrix.locator('tfoot').getByText(formatMoney(year.data.total.amount)).waitFor();
    await screenshot(page, 'reports-year-zh_CN');
    await page.getByRole('button', { name: /导出年度报表/ }).click();
    await page.getByText('导出任务已创建').first().waitFor();
  });

  it('reads in English', async () => {
    const page = await (await journey.context('en')).newPage();
    await signIn(page, 'demo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/report/index');
    await page.getByRole('tab', { name: 'By channel' }).waitFor();
    await page.getByText('Previous period').first().waitFor();
    await screenshot(page, 'reports-channel-en');
    await page.getByRole('tab', { name: 'Year report' }).click();
    await page.getByRole('columnheader', { name: 'Month' }).waitFor();
    await screenshot(page, 'reports-year-en');
  });
});
