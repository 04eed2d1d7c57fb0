import { PurchaseState } from '@portal/shared/scm-states';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
  uploadAs,
} from '../../../test/fixtures';
import { TINY_PDF } from '../../communal/upload.fixtures';
import { orderDocuments } from '../../orders/orders.table';
import { notices } from '../../partner/notice.table';
import { auditLog } from '../../../platform/audit.table';
import { givenPurchaseOrder } from './purchase-documents.fixtures';
import { purchaseMailings } from './purchase.table';

type Lang = 'zh-CN' | 'en';

describe('purchase contracts and invoices', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const post = async (actor: Pick<TestActor, 'token'>, url: string, payload: object, lang?: Lang) =>
    (
      await injectAs(t.app, actor, { method: 'POST', url: `/api/trade/purchase/${url}`, payload, lang })
    ).json();
  const get = async (actor: Pick<TestActor, 'token'>, url: string, lang?: Lang) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/trade/purchase/${url}`, lang })).json();
  const ops = (name: string, ...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, name, args);
  const given = (actor: TestActor, state: PurchaseState, extra: object = {}) =>
    givenPurchaseOrder(t.database.db, actor.partnerId, { state, ...extra });
  const upload = async (
    actor: TestActor,
    kind: 'contract' | 'invoice',
    id: number,
    extra = {},
    lang?: Lang,
  ) => {
    const fileId = await uploadAs(t.app, actor, `${kind}.pdf`, TINY_PDF);
    return post(actor, `${kind}/upload`, { purchaseOrderId: id, fileIds: [fileId], ...extra }, lang);
  };
  const invoice = (amount: string, taxAmount = '14.96') => ({
    invoice: {
      invoiceType: 'special',
      invoiceNo: '04412345',
      invoiceCode: null,
      invoiceDate: '2026-11-23',
      amount,
      taxAmount,
    },
  });
  const pending = async (id: number, kind: string) => {
    const [row] = await t.database.db
      .select({ id: orderDocuments.id })
      .from(orderDocuments)
      .where(
        and(
          eq(orderDocuments.subject, 'purchase'),
          eq(orderDocuments.orderId, id),
          eq(orderDocuments.kind, kind),
          eq(orderDocuments.state, 2),
        ),
      );
    return String(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  it('takes a contract only once the supplier confirmed, reviews it, and a rejection is uploaded again', async () => {
    const submitted = await given(a, PurchaseState.submitted);
    expect((await upload(a, 'contract', submitted.id, {}, 'en')).msg).toBe(
      'The document is uploaded once the supplier confirmed the purchase order, before it completes',
    );
    const order = await given(a, PurchaseState.confirmed);
    const before = await get(a, 'contract/counts');
    const uploaded = await upload(a, 'contract', order.id);
    expect(uploaded).toMatchObject({
      code: '0000',
      data: { contractState: 2, purchaseNo: order.purchaseNo },
    });
    expect(uploaded.data.documents[0]).toMatchObject({ kind: 'contract', state: 2, invoice: null });
    expect(uploaded.data.documents[0].files[0].name).toBe('contract.pdf');
    const after = await get(a, 'contract/counts');
    expect(after.data['1'] ?? 0).toBe((before.data['1'] ?? 0) - 1);
    expect(after.data['2']).toBe((before.data['2'] ?? 0) + 1);
    expect((await upload(a, 'contract', order.id, {}, 'en')).msg).toBe('The document is being reviewed');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject({ action: 'contractUploaded', entity: 'purchase_order' });

    // The operator's queue has it beside orders' documents; a rejection tells the partner why.
    const queue = await ops('order', 'docs');
    expect(queue.output).toContain(`purchase  contract  ${order.purchaseNo}`);
    const rejected = await ops('order', 'reject-doc', await pending(order.id, 'contract'), '缺少盖章页');
    expect(rejected.ok).toBe(true);
    const shown = await get(a, `contract/detail?id=${order.id}`);
    expect(shown.data).toMatchObject({ contractState: 4, documents: [{ state: 4, reason: '缺少盖章页' }] });
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(
        and(eq(notices.partnerId, a.partnerId), eq(notices.title, `采购合同被驳回：${order.purchaseNo}`)),
      );
    expect(notice.content).toContain('缺少盖章页');
    expect(
      (await post(a, 'contract/page', { documentState: 4 })).data.map((r: { id: number }) => r.id),
    ).toContain(order.id);

    expect((await upload(a, 'contract', order.id)).data.contractState).toBe(2);
    const approved = await ops('order', 'approve-doc', await pending(order.id, 'contract'));
    expect(approved.output).toContain(`purchase ${order.purchaseNo} state 3`);
    expect((await upload(a, 'contract', order.id, {}, 'en')).msg).toBe(
      'The document has been approved already',
    );
    // Reviewed already: a second review is refused.
    const twice = await ops('order', 'approve-doc', String((shown.data.documents[0] as { id: number }).id));
    expect(twice.ok).toBe(false);
  });

  it('takes an invoice of exactly the purchase total, and approval of both completes a received order', async () => {
    const order = await given(a, PurchaseState.received);
    expect(order.totalAmount).toBe('130.00');
    const mismatch = await upload(a, 'invoice', order.id, invoice('129.99'), 'en');
    expect(mismatch).toMatchObject({
      code: '1111',
      msg: 'The invoice amount 129.99 must equal the purchase order amount 130.00',
    });
    expect((await upload(a, 'invoice', order.id, invoice('130', '130.01'), 'en')).msg).toBe(
      'The tax is at most the invoice amount',
    );
    const noDetails = await upload(a, 'invoice', order.id);
    expect(noDetails.code).toBe('1111');
    expect(noDetails.data.fields.invoice).toBeDefined();

    const uploaded = await upload(a, 'invoice', order.id, invoice('130'));
    expect(uploaded.data.documents[0].invoice).toMatchObject({ amount: '130.00', taxAmount: '14.96' });
    await upload(a, 'contract', order.id);
    await ops('order', 'approve-doc', await pending(order.id, 'invoice'));
    expect((await get(a, `invoice/detail?id=${order.id}`)).data).toMatchObject({ state: 5, invoiceState: 3 });
    await ops('order', 'approve-doc', await pending(order.id, 'contract'));
    expect((await get(a, `invoice/detail?id=${order.id}`)).data).toMatchObject({
      state: PurchaseState.completed,
      contractState: 3,
      invoiceState: 3,
    });
    // Completed: nothing more is due.
    expect((await upload(a, 'invoice', order.id, invoice('130'), 'en')).msg).toBe(
      'The document has been approved already',
    );
  });

  it('refuses a document the order does not need, and one of a cancelled order', async () => {
    const without = await given(a, PurchaseState.confirmed, { contractRequired: false });
    expect((await upload(a, 'contract', without.id, {}, 'en')).msg).toBe(
      'The purchase order does not need this document',
    );
    expect((await post(a, 'contract/page', { purchaseNo: without.purchaseNo })).total).toBe(0);
    const cancelled = await given(a, PurchaseState.cancelled);
    expect((await upload(a, 'invoice', cancelled.id, invoice('130'), 'en')).msg).toBe(
      'The document is uploaded once the supplier confirmed the purchase order, before it completes',
    );
  });

  it("gives the other partner nothing of the first's purchase orders, files or documents", async () => {
    const order = await given(a, PurchaseState.confirmed);
    expect((await get(b, `contract/detail?id=${order.id}`)).code).toBe('1111');
    expect((await upload(b, 'contract', order.id)).code).toBe('1111');
    expect((await post(b, 'contract/page', { purchaseNo: order.purchaseNo })).total).toBe(0);
    // A's file in B's upload: unknown to B.
    const own = await given(b, PurchaseState.confirmed);
    const fileOfA = await uploadAs(t.app, a, 'a.pdf', TINY_PDF);
    const foreign = await post(b, 'contract/upload', { purchaseOrderId: own.id, fileIds: [fileOfA] });
    expect(foreign.code).toBe('1111');
    expect((await get(b, `contract/detail?id=${own.id}`)).data.contractState).toBe(1);
  });

  it('answers 0002 to a sub-account whose role leaves the screen out, and serves one that has it', async () => {
    const order = await given(a, PurchaseState.confirmed);
    const clerk = await createAccount(t.database.db, a.partnerId, { authorities: ['purchase:mail:view'] });
    const token = { token: await sessionTokenFor(t.database.db, a.partnerId, clerk.id) };
    expect((await get(token, `contract/detail?id=${order.id}`)).code).toBe('0002');
    expect((await post(token, 'invoice/page', {})).code).toBe('0002');
    expect((await post(token, 'mail/page', {})).code).toBe('0000');
    const contracts = await createAccount(t.database.db, a.partnerId, {
      authorities: ['purchase:contract:view'],
    });
    const contractToken = { token: await sessionTokenFor(t.database.db, a.partnerId, contracts.id) };
    expect((await get(contractToken, `contract/detail?id=${order.id}`)).code).toBe('0000');
    expect((await post(contractToken, 'mail/page', {})).code).toBe('0002');
  });

  it('lists by state, purchase number, supplier and day, and exports', async () => {
    const order = await given(a, PurchaseState.shipped);
    const today = new Date().toISOString().slice(0, 10);
    const page = await post(a, 'invoice/page', {
      documentState: 1,
      purchaseNo: order.purchaseNo,
      supplierId: order.supplierId,
      createdFrom: '2020-01-01',
      createdTo: '2100-01-01',
    });
    expect(page.data).toEqual([
      expect.objectContaining({ id: order.id, invoiceState: 1, totalAmount: '130.00', state: 4 }),
    ]);
    expect((await post(a, 'invoice/page', { supplierId: order.supplierId, documentState: 2 })).total).toBe(0);
    const badRange = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/trade/purchase/invoice/page',
      payload: { createdFrom: today, createdTo: '2020-01-01' },
    });
    expect(badRange.statusCode).toBe(400);
    expect((await post(a, 'invoice/export', { documentState: 1 })).code).toBe('0000');
    expect((await post(a, 'contract/export', {})).code).toBe('0000');
  });
});

describe('invoice mailings', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const post = async (actor: Pick<TestActor, 'token'>, url: string, payload: object, lang?: Lang) =>
    (
      await injectAs(t.app, actor, { method: 'POST', url: `/api/trade/purchase/${url}`, payload, lang })
    ).json();
  const get = async (actor: Pick<TestActor, 'token'>, url: string) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/trade/purchase/${url}` })).json();
  const ops = (name: string, ...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, name, args);
  const withInvoice = async (actor: TestActor, supplierId?: number) => {
    const order = await givenPurchaseOrder(t.database.db, actor.partnerId, {
      state: PurchaseState.received,
      supplierId,
    });
    const fileId = await uploadAs(t.app, actor, 'invoice.pdf', TINY_PDF);
    await post(actor, 'invoice/upload', {
      purchaseOrderId: order.id,
      fileIds: [fileId],
      invoice: {
        invoiceType: 'normal',
        invoiceNo: '12345678',
        invoiceDate: '2026-11-23',
        amount: '130.00',
        taxAmount: '0',
      },
    });
    return order;
  };
  const mailing = (purchaseOrderIds: number[], extra: object = {}) => ({
    purchaseOrderIds,
    expressCode: 'SF',
    trackingNo: 'SF1234567890',
    senderName: '王会计',
    receiverName: '李财务',
    receiverPhone: '025-83001234',
    address: '江苏省南京市玄武区中山路18号',
    remark: '两张专票',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  it('mails the invoices of purchase orders of one supplier, tracks and delivers them', async () => {
    const first = await withInvoice(a);
    const second = await withInvoice(a, first.supplierId);
    const other = await withInvoice(a);
    const notUploaded = await givenPurchaseOrder(t.database.db, a.partnerId, {
      state: PurchaseState.confirmed,
      supplierId: first.supplierId,
    });

    const mailable = await post(a, 'mail/mailable', { supplierId: first.supplierId });
    expect(mailable.data.map((row: { id: number }) => row.id).sort()).toEqual([first.id, second.id].sort());
    expect((await post(a, 'mail/create', mailing([first.id, other.id]), 'en')).msg).toBe(
      'One mailing carries the purchase orders of one supplier only',
    );
    expect((await post(a, 'mail/create', mailing([first.id, notUploaded.id]), 'en')).msg).toBe(
      `The invoice of purchase order ${notUploaded.purchaseNo} has not been uploaded yet`,
    );
    const created = await post(a, 'mail/create', mailing([first.id, second.id]));
    expect(created).toMatchObject({
      code: '0000',
      data: {
        state: 1,
        expressName: '顺丰速运',
        supplierName: first.supplierName,
        purchaseOrders: [
          { id: first.id, purchaseNo: first.purchaseNo, totalAmount: '130.00' },
          { id: second.id, purchaseNo: second.purchaseNo, totalAmount: '130.00' },
        ],
      },
    });
    expect((await get(a, `invoice/detail?id=${first.id}`)).data.mailState).toBe(1);
    expect((await post(a, 'mail/create', mailing([second.id]), 'en')).msg).toBe(
      `The invoice of purchase order ${second.purchaseNo} has been mailed already`,
    );
    expect((await post(a, 'mail/mailable', { supplierId: first.supplierId })).total).toBe(0);

    const listed = await post(a, 'mail/page', { purchaseNo: second.purchaseNo, state: 1 });
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([created.data.id]);
    expect((await get(a, 'mail/counts')).data).toMatchObject({ '1': 1 });
    const trace = await get(a, `mail/logistics?id=${created.data.id}`);
    expect(trace.data).toMatchObject({
      mailingId: created.data.id,
      trackingNo: 'SF1234567890',
      delivered: false,
    });

    expect((await ops('purchase-mail', 'deliver', String(created.data.id))).output).toContain('delivered');
    expect((await post(a, 'mail/page', { state: 2 })).data[0]).toMatchObject({
      id: created.data.id,
      state: 2,
    });
    expect((await get(a, `invoice/detail?id=${second.id}`)).data.mailState).toBe(2);
    expect((await ops('purchase-mail', 'deliver', String(created.data.id))).ok).toBe(false);
    expect((await post(a, 'mail/export', { state: 2 })).code).toBe('0000');
  });

  it("refuses the other partner's purchase orders and shows it none of the first's mailings", async () => {
    const own = await withInvoice(a);
    const created = await post(
      a,
      'mail/create',
      mailing([own.id], { trackingNo: 'YT0000000001', expressCode: 'YTO' }),
    );
    expect(created.code).toBe('0000');
    const theirs = await withInvoice(b);
    expect((await post(b, 'mail/create', mailing([own.id]))).code).toBe('1111');
    expect((await post(b, 'mail/create', mailing([theirs.id, own.id]))).code).toBe('1111');
    expect((await get(b, `invoice/detail?id=${theirs.id}`)).data.mailState).toBe(0);
    expect((await get(b, `mail/logistics?id=${created.data.id}`)).code).toBe('1111');
    expect((await post(b, 'mail/page', { trackingNo: 'YT0000000001' })).total).toBe(0);
    expect((await post(b, 'mail/mailable', {})).data.map((row: { id: number }) => row.id)).toEqual([
      theirs.id,
    ]);
  });

  it('delivers the mailings whose express traces say signed (the daily task, or `purchase-mail track`)', async () => {
    const order = await withInvoice(a);
    const created = await post(
      a,
      'mail/create',
      mailing([order.id], { trackingNo: 'ZT0000000042', expressCode: 'ZTO' }),
    );
    expect((await ops('purchase-mail', 'track')).output).not.toContain('delivered: 1');
    // Two days on, the provider's traces end in 签收.
    await t.database.db
      .update(purchaseMailings)
      .set({ mailedTime: new Date(Date.now() - 48 * 60 * 60 * 1000) })
      .where(eq(purchaseMailings.id, created.data.id));
    expect((await get(a, `mail/logistics?id=${created.data.id}`)).data.delivered).toBe(true);
    expect((await ops('purchase-mail', 'track')).output).toMatch(/delivered: [1-9]/);
    expect((await get(a, `invoice/detail?id=${order.id}`)).data.mailState).toBe(2);
    expect((await post(a, 'mail/page', { trackingNo: 'ZT0000000042' })).data[0].state).toBe(2);
  });

  it('answers bad input with the fields', async () => {
    const res = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/trade/purchase/mail/create',
      payload: mailing([], { trackingNo: 'x', receiverPhone: 'abc', address: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(
      ['address', 'purchaseOrderIds', 'receiverPhone', 'trackingNo'].sort(),
    );
    const unknown = await post(a, 'mail/create', mailing([1], { expressCode: 'NOPE' }));
    expect(unknown.code).toBe('1111');
  });
});
