import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../locales';
import { documentTitleOf, groupTitleOf, routeTitleOf } from './route-title';

describe('route titles', () => {
  // zh_CN's menu texts are bundled; the other languages' load as on a language switch.
  beforeAll(() => Promise.all([loadLanguage('zh_TW'), loadLanguage('en')]));

  it('translates a route pattern in the three languages', () => {
    expect(routeTitleOf('/ucenter/profile', 'zh_CN')).toBe('个人资料');
    expect(routeTitleOf('/ucenter/profile', 'zh_TW')).toBe('個人資料');
    expect(routeTitleOf('/ucenter/profile', 'en')).toBe('Profile');
    expect(routeTitleOf('/goods/edit/:id', 'en')).toBe('Edit goods');
  });

  it('falls back to the served title, then the path', () => {
    expect(routeTitleOf('/new/page', 'en', '新页面')).toBe('新页面');
    expect(routeTitleOf('/new/page', 'en')).toBe('/new/page');
    expect(groupTitleOf('order', 'en')).toBe('Orders');
  });

  it('makes the page title `<route title> - <platform name>`', () => {
    expect(documentTitleOf('登录', '供应商门户')).toBe('登录 - 供应商门户');
    expect(documentTitleOf(undefined, 'Supplier Portal')).toBe('Supplier Portal');
  });
});
