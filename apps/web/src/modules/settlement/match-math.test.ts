import { describe, expect, it } from 'vitest';
import {
  type ChosenOrder,
  fullMatchCheck,
  linesFor,
  partMatchSummary,
  suggestionMatchOf,
} from './match-math';

const order = (orderId: number, outstandingAmount: string): ChosenOrder => ({
  orderId,
  orderNo: `DD${orderId}`,
  customerName: '某单位',
  orderAmount: outstandingAmount,
  outstandingAmount,
});

describe('a full match against the payment rest', () => {
  it('adds the outstanding amounts exactly (no float drift)', () => {
    const check = fullMatchCheck('0.30', [order(1, '0.10'), order(2, '0.20')]);
    expect(check).toEqual({ total: '0.30', difference: '0.00', status: 'equal' });
  });

  it('says by how much the payment is short of the orders, or above them', () => {
    expect(fullMatchCheck('999.95', [order(1, '1000.00')])).toEqual({
      total: '1000.00',
      difference: '0.05',
      status: 'short',
    });
    expect(fullMatchCheck('1200.00', [order(1, '1000.00')]).status).toBe('over');
    expect(fullMatchCheck('1200.00', []).status).toBe('empty');
  });
});

describe('a part match running remainder', () => {
  it('keeps the remainder of the payment and what stays open on each order', () => {
    const summary = partMatchSummary('1000.00', [
      { order: order(1, '300.10'), amount: '300.10' },
      { order: order(2, '800.00'), amount: '600.00' },
    ]);
    expect(summary.allocated).toBe('900.10');
    expect(summary.remainder).toBe('99.90');
    expect(summary.leftOnOrder).toEqual({ 1: '0.00', 2: '200.00' });
    expect(summary.ready).toBe(true);
  });

  it('refuses an amount above the outstanding amount, zero, or not an amount', () => {
    const summary = partMatchSummary('1000.00', [
      { order: order(1, '100.00'), amount: '100.01' },
      { order: order(2, '100.00'), amount: '0' },
      { order: order(3, '100.00'), amount: '1.234' },
    ]);
    expect(summary.problems).toEqual({ 1: 'aboveOutstanding', 2: 'zero', 3: 'invalid' });
    expect(summary.ready).toBe(false);
  });

  it('refuses lines that add up to more than the rest', () => {
    const summary = partMatchSummary('100.00', [
      { order: order(1, '80.00'), amount: '80.00' },
      { order: order(2, '80.00'), amount: '20.01' },
    ]);
    expect(summary.remainder).toBe('-0.01');
    expect(summary.overRest).toBe(true);
    expect(summary.ready).toBe(false);
  });

  it('fills new lines with what they are owed, as far as the rest goes', () => {
    const lines = linesFor(
      '500.00',
      [{ order: order(1, '200.00'), amount: '200.00' }],
      [order(2, '250.00'), order(3, '250.00'), order(1, '200.00'), order(4, '10.00')],
    );
    expect(lines.map((line) => [line.order.orderId, line.amount])).toEqual([
      [1, '200.00'],
      [2, '250.00'],
      [3, '50.00'],
      [4, '0.00'],
    ]);
  });
});

describe('one click on a suggestion', () => {
  it('is a full match when the orders add up to the rest', () => {
    expect(
      suggestionMatchOf('350.00', { orders: [order(1, '100.00'), order(2, '250.00')], total: '350.00' }),
    ).toEqual({
      kind: 'full',
      orderIds: [1, 2],
    });
  });

  it('is a part match within the rest otherwise', () => {
    expect(
      suggestionMatchOf('300.00', { orders: [order(1, '100.00'), order(2, '250.00')], total: '350.00' }),
    ).toEqual({
      kind: 'part',
      lines: [
        { orderId: 1, amount: '100.00' },
        { orderId: 2, amount: '200.00' },
      ],
    });
    expect(suggestionMatchOf('500.00', { orders: [order(1, '100.00')], total: '100.00' })).toEqual({
      kind: 'part',
      lines: [{ orderId: 1, amount: '100.00' }],
    });
  });
});
