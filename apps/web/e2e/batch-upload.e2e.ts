// Goods batch upload (DOMAIN.md Catalog): a family's template, a file with good and bad rows, the
// dry run's row-by-row report, and the import of the valid goods as drafts.
import { beforeAll, describe, expect, it } from 'vitest';
import { batchXlsxOf } from '../../server/src/modules/catalog/goods/batch.fixtures';
import { screenshot } from './harness';
import { acknowledgeAnnouncements, settled, signIn, useJourney, pickOption } from './journey';

const WHITEBOARD = 100601;

describe('goods batch upload', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await acknowledgeAnnouncements(journey.portal, 'demo');
  });

  it('checks a file row by row, then imports the valid goods as drafts', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/goods/batch_upload');
    await pickOption(page, page.locator('.ant-select:has(#batch-level1)'), '办公用品');
    await pickOption(page, page.locator('.ant-select:has(#batch-level2)'), '展示用品');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载模板' }).click();
    expect((await download).suggestedFilename()).toContain('批量上传模板.xlsx');

    const file = await batchXlsxOf([
      ['得力 磁性白板 E2E', WHITEBOARD, '得力', 'E2E-1', '块', '', '', '90x60cm', '', '128.00', 10],
      ['得力 磁性白板 E2E', WHITEBOARD, '得力', 'E2E-1', '块', '', '', '120x90cm', '', '198.50', 5],
      ['得力 软木板 E2E', WHITEBOARD, '得力', 'E2E-2', '块', '', '', '60x45cm', '', '-3', 5],
    ]);
    await page.locator('input[type=file]').setInputFiles({
      name: '批量上传.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.locator('.ant-upload-list-item-done').first().waitFor();
    await page.getByRole('button', { name: /校\s?验/ }).click();
    const problem = page.locator('tr.ant-table-row', { hasText: '市场价*' });
    await settled(problem);
    expect(await problem.textContent()).toContain('金额格式不正确');
    await page.getByText('下载错误报告').waitFor();
    await screenshot(page, 'batch-upload-report-zh_CN');

    await page.getByRole('button', { name: '导入 1 个商品' }).click();
    await page.locator('.ant-result-title', { hasText: '已导入 1 个商品（草稿）' }).waitFor();
    await page.getByRole('button', { name: '去商品列表补充图片并提交审核' }).click();
    await page.waitForURL('**/goods/index');
    const row = page.locator('tr.ant-table-row', { hasText: '得力 磁性白板 E2E' });
    await settled(row);
    expect(await row.textContent()).toContain('草稿');
  });
});
