import { describe, expect, it } from 'vitest';
import { blockersOf, type ChecklistOrder, checklistOf } from './order-checklist';

const order = (changes: Partial<ChecklistOrder>): ChecklistOrder => ({
  state: 2,
  signState: 0,
  contractState: 0,
  invoiceState: 0,
  contractRequired: false,
  invoiceRequired: true,
  ...changes,
});

const statuses = (of: ChecklistOrder) => checklistOf(of).map((item) => `${item.step}:${item.status}`);

describe('the order checklist', () => {
  it('waits on the buyer before the partner can confirm', () => {
    expect(statuses(order({ state: 1 }))).toEqual([
      'confirm:waiting',
      'ship:later',
      'sign:later',
      'contract:skipped',
      'invoice:later',
      'review:later',
      'settle:later',
      'settleConfirm:later',
      'payout:later',
    ]);
    expect(blockersOf(order({ state: 1 }))).toEqual([]);
  });

  it('asks for shipping and the due documents once confirmed, with what has shipped', () => {
    const partly = order({
      state: 4,
      contractRequired: true,
      contractState: 1,
      invoiceState: 1,
      shipped: { shipped: '3', ordered: '5' },
    });
    expect(blockersOf(partly)).toEqual(['ship', 'contract', 'invoice']);
    expect(checklistOf(partly)[1]).toEqual({ step: 'ship', status: 'todo', detail: '3/5' });
  });

  it('shows a rejected document as to do again with its reason, and one in review as waiting', () => {
    const shipped = order({
      state: 5,
      signState: 4,
      invoiceState: 2,
      rejections: { sign: '签收单缺少签字' },
    });
    expect(checklistOf(shipped).find((item) => item.step === 'sign')).toEqual({
      step: 'sign',
      status: 'todo',
      detail: '签收单缺少签字',
    });
    expect(statuses(shipped).slice(4, 6)).toEqual(['invoice:waiting', 'review:waiting']);
  });

  it('is all done when completed, and all skipped when refused or cancelled', () => {
    const completed = order({ state: 7, signState: 3, invoiceState: 3 });
    expect(statuses(completed)).toEqual([
      'confirm:done',
      'ship:done',
      'sign:done',
      'contract:skipped',
      'invoice:done',
      'review:done',
      'settle:waiting',
      'settleConfirm:later',
      'payout:later',
    ]);
    expect(blockersOf(completed)).toEqual([]);
    for (const state of [8, 9]) {
      expect(checklistOf(order({ state })).every((item) => item.status === 'skipped')).toBe(true);
    }
  });

  it('follows the statement of a completed order: the partner confirms its money, the operator pays it', () => {
    const completed = (statementState: number) =>
      order({ state: 7, signState: 3, invoiceState: 3, statementState, statementNo: 'JS202612010001' });
    const settlement = (statementState: number) => statuses(completed(statementState)).slice(6);
    expect(settlement(1)).toEqual(['settle:done', 'settleConfirm:todo', 'payout:later']);
    expect(blockersOf(completed(1))).toEqual(['settleConfirm']);
    expect(checklistOf(completed(1))[6]).toEqual({
      step: 'settle',
      status: 'done',
      detail: 'JS202612010001',
    });
    expect(settlement(3)).toEqual(['settle:done', 'settleConfirm:waiting', 'payout:later']);
    expect(settlement(2)).toEqual(['settle:done', 'settleConfirm:done', 'payout:waiting']);
    expect(settlement(4)).toEqual(['settle:done', 'settleConfirm:done', 'payout:done']);
    // A withdrawn statement freed its orders: awaiting the next one.
    expect(settlement(0)).toEqual(['settle:waiting', 'settleConfirm:later', 'payout:later']);
    expect(blockersOf(completed(4))).toEqual([]);
  });
});
