import { describe, expect, it } from 'vitest';
import { maySeeOrderTodos, todoLinkOf, todoOf } from './todo-kinds';

const served = (...paths: string[]) => new Set(paths);

describe('order to-dos', () => {
  it('lead to the filtered lists the menu serves', () => {
    const all = served(
      '/order/index',
      '/order/contract',
      '/order/invoice',
      '/order/sign',
      '/settlement/confirm',
    );
    expect(todoLinkOf('confirm', all)).toBe('/order/index?state=2');
    expect(todoLinkOf('ship', all)).toBe('/order/index?state=3');
    expect(todoLinkOf('contract', all)).toBe('/order/contract');
    expect(todoLinkOf('invoice', all)).toBe('/order/invoice');
    expect(todoLinkOf('sign', all)).toBe('/order/sign');
    expect(todoLinkOf('settlement', all)).toBe('/settlement/confirm');
  });

  it('fall back to the to-do page for orders, and to no link for settlement money', () => {
    const todoOnly = served('/todo/order');
    expect(todoLinkOf('confirm', todoOnly)).toBe('/todo/order?tab=confirm');
    expect(todoLinkOf('sign', todoOnly)).toBe('/todo/order?tab=sign');
    expect(todoLinkOf('settlement', todoOnly)).toBeNull();
    expect(todoLinkOf('ship', served())).toBeNull();
  });

  it('are shown only to users with an order route', () => {
    expect(maySeeOrderTodos(served('/index', '/goods/index'))).toBe(false);
    expect(maySeeOrderTodos(served('/todo/order'))).toBe(true);
    expect(maySeeOrderTodos(served('/order/index'))).toBe(true);
  });

  it('list rejected documents beside the missing ones', () => {
    expect(todoOf('contract').segments.map((s) => s.filter)).toEqual([
      { documentKind: 'contract', documentState: 1 },
      { documentKind: 'contract', documentState: 4 },
    ]);
    expect(todoOf('ship').segments.map((s) => s.filter.state)).toEqual([3, 4]);
  });
});
