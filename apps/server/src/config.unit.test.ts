import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  const trustProxyOf = (value?: string) =>
    loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy unless told', () => {
    expect(trustProxyOf()).toBe(false);
    expect(trustProxyOf('off')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
  });

  it('takes on, a hop count or a list of addresses and CIDRs', () => {
    expect(trustProxyOf('on')).toBe(true);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.5, 10.1.0.0/16,fd00::/8')).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
  });

  it('refuses anything else', () => {
    for (const value of ['yes', '10.0.0.0/33', 'lb.internal', '10.0.0.1,']) {
      expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY/);
    }
  });
});
