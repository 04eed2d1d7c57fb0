// The export centre (spec sections 2 and 4): an export of the payback list from the request to the
// downloaded .xlsx, the header's export list dialog and the export centre page.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadXlsx } from '../../server/src/test/xlsx';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, api, apiLogin, dialog, signIn, useJourney } from './journey';

/** An export runs in the job worker; the list polls every 2 s while a task is running. */
const EXPORT_TIMEOUT = 30_000;

const exportRows = (scope: Page | Locator, name: string): Locator =>
  scope.locator('tr.ant-table-row', { hasText: name });

const cellTexts = async (row: Locator): Promise<string[]> =>
  (await row.locator('td').allInnerTexts()).map((text) => text.trim());

describe('export centre', () => {
  const journey = useJourney();
  let downloads: string;

  beforeAll(async () => {
    downloads = mkdtempSync(path.join(tmpdir(), 'portal-e2e-downloads-'));
    await Promise.all([
      acknowledgeAnnouncements(journey.portal, 'demo'),
      acknowledgeAnnouncements(journey.portal, 'demo-b'),
    ]);
  });
  afterAll(async () => {
    if (downloads) rmSync(downloads, { recursive: true, force: true });
  });

  it('exports the filtered payback list and downloads a real .xlsx from the export list', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/ucenter/payback_account');
    await exportRows(page, '华东办公用品结算部').waitFor();

    // The export takes the list's filters.
    await page.getByPlaceholder('请输入回款公司').first().fill('结算部');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await page.getByText('共 1 条').waitFor();
    await page.getByRole('button', { name: /^export 导\s?出$/ }).click();
    await page.getByText('导出任务已创建, 请到导出中心下载').waitFor();

    await page.getByRole('button', { name: '导出列表', exact: true }).click();
    const list = dialog(page, '导出列表');
    await list.waitFor();
    const task = exportRows(list, '回款账户列表').first();
    // Waiting or exporting first, then finished: the dialog refreshes by itself.
    await task.getByText('导出完成').waitFor({ timeout: EXPORT_TIMEOUT });
    const cells = await cellTexts(task);
    expect(cells[0]).toBe('回款账户列表');
    expect(cells[1]).toBe('1');
    expect(cells[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await screenshot(page, 'export-list-zh_CN');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      task.getByRole('button', { name: /下\s?载/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = path.join(downloads, 'payback.xlsx');
    await download.saveAs(file);

    // A real workbook: a zip (PK) of some size, with the list's header row and the one filtered row.
    expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(statSync(file).size).toBeGreaterThan(2000);
    const workbook = await loadXlsx(readFileSync(file));
    const sheet = workbook.worksheets[0];
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map(String);
    expect(values(1)).toEqual(['回款公司', '回款账号', '回款银行', '创建时间']);
    expect(values(2).slice(0, 3)).toEqual([
      '华东办公用品结算部',
      '1001234509876543210',
      '中国工商银行上海市徐汇支行',
    ]);
    expect(sheet.actualRowCount).toBe(2);
  });

  it('lists the tasks on the export centre page with the status filter, for their owner only', async () => {
    // A task of demo's, requested through the API as the page's export button does.
    const token = await apiLogin(journey.portal, 'demo');
    const requested = await api(journey.portal, 'POST', '/api/account/payback/export', { token, body: {} });
    expect(requested.success).toBe(true);

    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/export/index');
    await exportRows(page, '回款账户列表').first().getByText('导出完成').waitFor({ timeout: EXPORT_TIMEOUT });
    for (const column of ['导出名称', '总条数', '创建时间', '状态', '下载']) {
      await page.locator('th', { hasText: column }).first().waitFor();
    }

    // Status filter: finished ones shown, failed ones none.
    const status = page.locator('.ant-form-item', { hasText: '状态' }).locator('.ant-select');
    await status.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('导出失败').click();
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await page.locator('.ant-table-placeholder').waitFor();
    expect(await exportRows(page, '回款账户列表').count()).toBe(0);
    await screenshot(page, 'export-centre-status-filter-zh_CN');

    await status.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('导出完成').click();
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await exportRows(page, '回款账户列表').first().waitFor();

    // Partner B's admin sees none of partner A's exports.
    const other = await (await journey.context()).newPage();
    await signIn(other, 'demo-b');
    await other.goto('/export/index');
    await other.locator('.ant-table-placeholder').waitFor();
    expect(await exportRows(other, '回款账户列表').count()).toBe(0);
  });
});
