import { describe, expect, it } from 'vitest';
import { nameSimilarity, normaliseName, sameName } from './name-similarity';

describe('payer and customer names', () => {
  it('normalises spaces, brackets, full-width forms and legal-form suffixes', () => {
    expect(normaliseName(' 南京 玄武区（教育局） ')).toBe('南京玄武区教育局');
    expect(normaliseName('华信科技有限公司')).toBe('华信科技');
    expect(normaliseName('华信科技股份有限公司')).toBe('华信科技');
    expect(normaliseName('ＡＢＣ Trading Co., Ltd.')).toBe('abctrading');
    // A name that is only a suffix stays.
    expect(normaliseName('公司')).toBe('公司');
  });

  it('is 1 for the same customer, high for a part of it, low for another', () => {
    expect(nameSimilarity('华信科技有限公司', '华信科技（有限公司）')).toBe(1);
    expect(sameName('南京市 玄武区教育局', '南京市玄武区教育局')).toBe(true);
    expect(sameName('南京市玄武区教育局', '南京市鼓楼区教育局')).toBe(false);
    const part = nameSimilarity('玄武区教育局', '南京市玄武区教育局');
    expect(part).toBeGreaterThanOrEqual(0.8);
    expect(part).toBeLessThan(1);
    const sibling = nameSimilarity('南京市鼓楼区教育局', '南京市玄武区教育局');
    expect(sibling).toBeGreaterThan(0.3);
    expect(sibling).toBeLessThan(part);
    expect(nameSimilarity('江苏省人民医院', '杭州市西湖区税务局')).toBeLessThan(0.2);
    expect(nameSimilarity('', '杭州市西湖区税务局')).toBe(0);
  });
});
