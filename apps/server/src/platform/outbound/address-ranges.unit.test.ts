import { describe, expect, it } from 'vitest';
import { allowListOf, refusalOf } from './address-ranges';

describe('refusalOf', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.100.100.200', 'shared'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.0.192', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['::7f00:1', 'reserved'],
    ['localhost', 'not-an-address'],
  ])('refuses %s as %s', (address, refusal) => {
    expect(refusalOf(address)).toBe(refusal);
  });

  it('sees through IPv4-mapped IPv6 addresses', () => {
    expect(refusalOf('::ffff:127.0.0.1')).toBe('loopback');
    expect(refusalOf('::ffff:7f00:1')).toBe('loopback');
    expect(refusalOf('::ffff:a9fe:a9fe')).toBe('link-local');
    expect(refusalOf('0:0:0:0:0:ffff:c0a8:0101')).toBe('private');
    expect(refusalOf('::ffff:8.8.8.8')).toBeNull();
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '2606:4700::1111',
    '2400:3200::1',
  ])('allows the public address %s', (address) => {
    expect(refusalOf(address)).toBeNull();
  });
});

describe('allowListOf', () => {
  it('allows listed addresses, ranges and host names, nothing else', () => {
    const allowed = allowListOf(['127.0.0.1', '10.8.0.0/16', 'fd00::/8', 'ERP.internal']);
    expect(allowed.allowsAddress('127.0.0.1')).toBe(true);
    expect(allowed.allowsAddress('127.0.0.2')).toBe(false);
    expect(allowed.allowsAddress('10.8.3.4')).toBe(true);
    expect(allowed.allowsAddress('10.9.0.1')).toBe(false);
    expect(allowed.allowsAddress('fd12::1')).toBe(true);
    expect(allowed.allowsHost('erp.internal.')).toBe(true);
    expect(allowed.allowsHost('other.internal')).toBe(false);
  });

  it('refuses a range of a host name', () => {
    expect(() => allowListOf(['erp.internal/24'])).toThrow();
  });
});
