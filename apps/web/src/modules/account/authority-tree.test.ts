import type { AuthorityGroup } from '@portal/shared/contracts/auth';
import { describe, expect, it } from 'vitest';
import { buildAuthorityTree, checkedKeysOf, codesOfCheckedKeys } from './authority-tree';

const groups: AuthorityGroup[] = [
  {
    key: 'order',
    title: '订单',
    children: [
      {
        path: '/order/index',
        title: '订单列表',
        hidden: false,
        delivered: false,
        viewCode: 'order:index:view',
        actions: ['order:confirm', 'order:ship'],
      },
      {
        path: '/order/delivery',
        title: '发货管理',
        hidden: false,
        delivered: false,
        viewCode: 'order:delivery:view',
        actions: ['order:ship'],
      },
    ],
  },
];

describe('authority tree', () => {
  const tree = buildAuthorityTree(groups);

  it('puts codes on leaves only, one leaf per occurrence of an action', () => {
    const page = tree.nodes[0].children?.[0];
    expect(page?.kind).toBe('page');
    expect(page?.children?.map((n) => n.kind)).toEqual(['view', 'action', 'action']);
    expect([...tree.codeOf.values()].filter((code) => code === 'order:ship')).toHaveLength(2);
  });

  it('checks every leaf of a held code, and nothing else', () => {
    const keys = checkedKeysOf(tree, ['order:index:view', 'order:ship']);
    expect(keys.sort()).toEqual(
      ['view|/order/index', 'action|/order/index|order:ship', 'action|/order/delivery|order:ship'].sort(),
    );
  });

  it('turns checked leaves back into codes, adding the view of a page with an action', () => {
    expect(codesOfCheckedKeys(tree, ['action|/order/delivery|order:ship', 'group|order'])).toEqual([
      'order:delivery:view',
      'order:ship',
    ]);
  });

  it('round-trips a role that sees a page without its actions', () => {
    const codes = ['order:index:view'];
    expect(codesOfCheckedKeys(tree, checkedKeysOf(tree, codes))).toEqual(codes);
  });
});
