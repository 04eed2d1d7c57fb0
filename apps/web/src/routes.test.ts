import { MENU } from '@portal/shared/menu';
import { describe, expect, it } from 'vitest';
import { pages, publicPages } from './routes';

describe('the page table', () => {
  it('has a page for every delivered menu route, and the public routes', () => {
    const delivered = MENU.flatMap((group) => group.children)
      .filter((route) => route.delivered)
      .map((route) => route.path);
    expect(delivered.filter((path) => !(path in pages))).toEqual([]);
    expect(Object.keys(publicPages)).toEqual(['/login', '/login/result', '/register', '/forget', '/medium']);
  });
});
