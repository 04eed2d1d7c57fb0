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
    expect(statuses(shipped).slice(4)).toEqual(['invoice:waiting', 'review:waiting']);
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
    ]);
    for (const state of [8, 9]) {
      expect(checklistOf(order({ state })).every((item) => item.status === 'skipped')).toBe(true);
    }
  });
});
