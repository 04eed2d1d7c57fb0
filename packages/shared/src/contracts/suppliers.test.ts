import { describe, expect, it } from 'vitest';
import { isUnifiedSocialCreditCode, usccCheckCharacterOf } from './partner-profile';
import { CommissionRateSchema, CreditCodeSchema, SupplierOptionPageQuerySchema } from './suppliers';

describe('the unified social credit code (GB 32100-2015)', () => {
  it('accepts published codes and computes their check character', () => {
    // The standard's own example first, then two codes of listed companies.
    for (const code of ['91350100M000100Y43', '91110108551385082Q', '914403001922038216']) {
      expect(isUnifiedSocialCreditCode(code), code).toBe(true);
      expect(usccCheckCharacterOf(code.slice(0, 17))).toBe(code[17]);
    }
  });

  it('refuses a wrong check character, a wrong length and the letters I, O, S, V, Z', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y433')).toBe(false);
    for (const letter of ['I', 'O', 'S', 'V', 'Z']) {
      const first17 = `9135010${letter}M000100Y4`;
      expect(isUnifiedSocialCreditCode(first17 + usccCheckCharacterOf(first17)), letter).toBe(false);
    }
  });

  it('trims and upper-cases what is typed before checking it', () => {
    expect(CreditCodeSchema.parse(' 91110108551385082q ')).toBe('91110108551385082Q');
    expect(CreditCodeSchema.safeParse('91110108551385082A').error?.issues[0].message).toBe(
      'supplier.creditCodeInvalid',
    );
    expect(CreditCodeSchema.safeParse('  ').error?.issues[0].message).toBe('supplier.creditCodeRequired');
  });
});

describe('the commission rate', () => {
  it('keeps the exact decimal text from 0 to 100 with at most two decimals', () => {
    expect(CommissionRateSchema.parse('12.5')).toBe('12.5');
    expect(CommissionRateSchema.parse(3)).toBe('3');
    expect(CommissionRateSchema.parse('100.00')).toBe('100.00');
    expect(CommissionRateSchema.parse('7%')).toBe('7');
    for (const bad of ['100.01', '-1', '1.234', '1e2', 'abc', '']) {
      expect(CommissionRateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('the selector page body', () => {
  it('defaults to the first page of 10 and keeps the nested page of the spec', () => {
    expect(SupplierOptionPageQuerySchema.parse({ supplierName: ' 晨光 ' })).toEqual({
      supplierName: '晨光',
      page: { current: 1, size: 10 },
    });
    expect(SupplierOptionPageQuerySchema.safeParse({ page: { current: 0, size: 10 } }).success).toBe(false);
  });
});
