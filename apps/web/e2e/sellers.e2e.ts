// Sellers and customers (/seller/list, /seller/customer): a seller is added, an unassigned customer
// is assigned to them, and the seller's list row counts the customer; the customer's history shows
// the assignment. The pages, the editors and the history are captured in zh_CN and en.
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

const SELLER = '赵敏';
/** The demo's customer added by hand and not yet assigned. */
const CUSTOMER = '江苏省南京市第十三中学';

/** Saves the open form dialog (antd spaces two-character button texts: 确 定). */
const save = (form: ReturnType<typeof dialog>) => form.getByRole('button', { name: /确\s?定|OK/ }).click();

const seePage = async (page: Page, path: string, row: string) => {
  await page.goto(path);
  await settled(rowOf(page, row));
};

describe('sellers and customers', () => {
  const journey = useJourney();

  beforeAll(() => acknowledgeAnnouncements(journey.portal, 'demo'));

  it('adds a seller, assigns a customer to them and sees it in the list', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');

    await seePage(page, '/seller/list', '王建国');
    await page.getByRole('button', { name: '新增销售人员' }).click();
    const form = dialog(page, '新增销售人员');
    await settled(form);
    await form.locator('#seller_name').fill(SELLER);
    await form.locator('#seller_phone').fill('123');
    await save(form);
    await form.getByText('请输入手机号或带区号的座机').waitFor();
    await form.locator('#seller_phone').fill('13905170009');
    await form.locator('#seller_email').fill('zhaomin@example.com');
    await save(form);
    const row = rowOf(page, SELLER);
    await settled(row);
    await row.getByText('13905170009').waitFor();

    // The unassigned tab holds the demo's customer added by hand; it is assigned to the new seller.
    await page.goto('/seller/customer?tab=unassigned');
    const customer = rowOf(page, CUSTOMER);
    await settled(customer);
    await customer.getByText('分配', { exact: true }).click();
    const assign = dialog(page, '分配客户');
    await settled(assign);
    await pickOption(page, assign.locator('.ant-select:has(#assign_sellerId)'), SELLER);
    await save(assign);
    await page.locator('.ant-message', { hasText: '已分配 1 个客户' }).waitFor();
    await customer.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /已分配/ }).click();
    await rowOf(page, CUSTOMER).getByText(SELLER).waitFor();

    // Its history shows the assignment, by the signed-in account.
    await rowOf(page, CUSTOMER).getByText('分配记录').click();
    const drawer = page.locator('.ant-drawer', { hasText: `分配记录：${CUSTOMER}` });
    await drawer.getByText(`未分配 → ${SELLER}`).waitFor();
    await page.keyboard.press('Escape');

    // Filtered by the seller: the one customer.
    await page.goto('/seller/customer');
    await settled(page.locator('tr.ant-table-row').first());
    await pickOption(page, page.locator('.ant-select:has(#sellerId)'), SELLER);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await settled(rowOf(page, CUSTOMER));

    // The seller's row counts the customer (a link to them); deleting waits until they have none.
    await seePage(page, '/seller/list', SELLER);
    await rowOf(page, SELLER).getByRole('button', { name: '1', exact: true }).waitFor();
  });

  for (const [language, lang] of [
    ['zh-CN', 'zh_CN'],
    ['en', 'en'],
  ] as const) {
    it(`shows the seller and customer pages, editors and history in ${lang}`, async () => {
      const page = await (await journey.context(language)).newPage();
      await signIn(page, 'demo');
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), lang);
      await seePage(page, '/seller/list', '李晓梅');
      await screenshot(page, `sellers-list-${lang}`);
      await rowOf(page, '王建国')
        .getByText(/编辑|Edit/)
        .click();
      const editor = page.locator('.ant-modal').filter({ has: page.locator('#seller_name') });
      await settled(editor);
      await poll(() => editor.locator('#seller_name').inputValue()).toBe('王建国');
      await screenshot(page, `sellers-edit-${lang}`);
      await page.keyboard.press('Escape');

      await seePage(page, '/seller/customer', '苏州市财政局');
      await screenshot(page, `customers-list-${lang}`);
      await rowOf(page, '苏州市财政局')
        .getByText(/分配记录|History/)
        .click();
      const drawer = page.locator('.ant-drawer', { has: page.getByTestId('assignment') });
      await drawer.getByTestId('assignment').first().waitFor();
      await settled(drawer);
      await screenshot(page, `customers-history-${lang}`);
      await page.keyboard.press('Escape');
      await rowOf(page, '苏州市财政局')
        .getByText(/改分配|Reassign/)
        .click();
      const assign = page.locator('.ant-modal').filter({ has: page.locator('#assign_sellerId') });
      await settled(assign);
      await screenshot(page, `customers-assign-${lang}`);
    });
  }
});
