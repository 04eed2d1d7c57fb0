// Suppliers, referrers and labels (/scm/supplier, /scm/referrer, /scm/label): a label and a referrer
// are made, then a supplier with both; the supplier is found by the list's filters and disabled.
// The three pages and the editor are captured in zh_CN and en.
import { usccCheckCharacterOf } from '@portal/shared/contracts/partner-profile';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  dialog,
  pickOption,
  poll,
  rowOf,
  settled,
  signIn,
  useJourney,
} from './journey';

const CODE17 = '91320102MA1E2E3F4';
const CREDIT_CODE = CODE17 + usccCheckCharacterOf(CODE17);
const SUPPLIER = '南京测试办公设备有限公司';

/** Saves the open form dialog (antd spaces two-character button texts: 确 定). */
const save = (form: ReturnType<typeof dialog>) => form.getByRole('button', { name: /确\s?定|OK/ }).click();

/** Runs the list's search form. */
const query = (page: Page) => page.getByRole('button', { name: /查\s?询/ }).click();

describe('suppliers, referrers and labels', () => {
  const journey = useJourney();

  beforeAll(() => acknowledgeAnnouncements(journey.portal, 'demo'));

  it('makes a label, a referrer and a supplier with both, finds it by the filters and disables it', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');

    // A label.
    await page.goto('/scm/label');
    await settled(rowOf(page, '办公用品'));
    await page.getByRole('button', { name: '新增标签' }).click();
    const labelForm = dialog(page, '新增标签');
    await settled(labelForm);
    await labelForm.locator('#label_labelName').fill('重点跟进');
    await pickOption(page, labelForm.locator('.ant-select:has(#label_color)'), '紫');
    await save(labelForm);
    await settled(rowOf(page, '重点跟进'));

    // A referrer.
    await page.goto('/scm/referrer');
    await settled(rowOf(page, '张伟'));
    await page.getByRole('button', { name: '新增推荐人' }).click();
    const referrerForm = dialog(page, '新增推荐人');
    await settled(referrerForm);
    await referrerForm.locator('#referrer_name').fill('赵介绍');
    await referrerForm.locator('#referrer_commissionRate').fill('4.5');
    await save(referrerForm);
    await rowOf(page, '赵介绍').getByText('4.50%').waitFor();

    // A supplier with both; a wrong credit code is refused on the form first.
    await page.goto('/scm/supplier');
    await settled(rowOf(page, '南京晨光文具供应链有限公司'));
    await page.getByRole('button', { name: '新增供应商' }).click();
    const supplierForm = dialog(page, '新增供应商');
    await settled(supplierForm);
    await supplierForm.locator('#supplier_name').fill(SUPPLIER);
    await supplierForm
      .locator('#supplier_creditCode')
      .fill(`${CODE17}0`.slice(0, 17) + (CREDIT_CODE[17] === '0' ? '1' : '0'));
    await supplierForm.locator('#supplier_contactName').fill('钱经理');
    await supplierForm.locator('#supplier_contactPhone').fill('13851700099');
    await save(supplierForm);
    await supplierForm.getByText('统一社会信用代码不正确，请核对').waitFor();
    await supplierForm.locator('#supplier_creditCode').fill(CREDIT_CODE.toLowerCase());
    await pickOption(page, supplierForm.locator('.ant-select:has(#supplier_referrerId)'), '赵介绍');
    await pickOption(page, supplierForm.locator('.ant-select:has(#supplier_labelIds)'), '重点跟进');
    await page.keyboard.press('Escape');
    await supplierForm.locator('#supplier_region').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '江苏省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '南京市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '玄武区' }).click();
    await supplierForm.locator('#supplier_address').fill('北京东路 8 号');
    await save(supplierForm);
    const row = rowOf(page, SUPPLIER);
    await settled(row);
    await row.getByText(CREDIT_CODE).waitFor();
    await row.getByText('江苏省 南京市 玄武区').waitFor();

    // Found by the label and the referrer together, and not by another referrer.
    await pickOption(page, page.locator('.ant-select:has(#labelIds)'), '重点跟进');
    await page.keyboard.press('Escape');
    await pickOption(page, page.locator('.ant-select:has(#referrerId)'), '赵介绍');
    await query(page);
    await poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await settled(rowOf(page, SUPPLIER));
    await pickOption(page, page.locator('.ant-select:has(#referrerId)'), '张伟');
    await query(page);
    await page.getByText('暂无供应商').waitFor();
    await page.getByRole('button', { name: /重\s?置/ }).click();
    await page.locator('#supplierName').fill('测试办公');
    await query(page);
    await poll(() => page.locator('tr.ant-table-row').count()).toBe(1);

    // Disabled: it moves to the disabled tab.
    await rowOf(page, SUPPLIER).getByText('停用', { exact: true }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await rowOf(page, SUPPLIER).locator('.ant-tag', { hasText: '停用' }).waitFor();
    await page.getByRole('tab', { name: /停用/ }).click();
    await settled(rowOf(page, SUPPLIER));
    // Without the keyword the tab holds the demo's disabled supplier too.
    await page.getByRole('button', { name: /重\s?置/ }).click();
    await settled(rowOf(page, '杭州广博纸业有限公司'));
    await settled(rowOf(page, SUPPLIER));
  });

  for (const [language, lang] of [
    ['zh-CN', 'zh_CN'],
    ['en', 'en'],
  ] as const) {
    it(`shows the three pages and the editor in ${lang}`, async () => {
      const page = await (await journey.context(language)).newPage();
      await signIn(page, 'demo');
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), lang);
      await page.goto('/scm/supplier');
      await settled(rowOf(page, '苏州得力办公用品有限公司'));
      await screenshot(page, `scm-supplier-${lang}`);
      await rowOf(page, '苏州得力办公用品有限公司')
        .getByText(/编辑|Edit/)
        .click();
      const editor = page.locator('.ant-modal').filter({ has: page.locator('#supplier_name') });
      await settled(editor);
      await poll(() => editor.locator('#supplier_name').inputValue()).toBe('苏州得力办公用品有限公司');
      await screenshot(page, `scm-supplier-edit-${lang}`);
      await page.keyboard.press('Escape');

      await page.goto('/scm/referrer');
      await settled(rowOf(page, '李娜'));
      await screenshot(page, `scm-referrer-${lang}`);

      await page.goto('/scm/label');
      await settled(rowOf(page, '待评估'));
      await screenshot(page, `scm-label-${lang}`);
      await page.getByRole('button', { name: /新增标签|New label/ }).click();
      const labelEditor = page.locator('.ant-modal').filter({ has: page.locator('#label_labelName') });
      await settled(labelEditor);
      await screenshot(page, `scm-label-edit-${lang}`);
    });
  }
});
