import { BlockList, isIP } from 'node:net';

/** Why an address is not one the server may call on a user's behalf. */
export type AddressRefusal =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved'
  | 'not-an-address';

const listOf = (ranges: readonly string[]): BlockList => {
  const list = new BlockList();
  for (const range of ranges) {
    const [network, prefix] = range.split('/');
    list.addSubnet(network, Number(prefix), isIP(network) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
};

// Node's BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 ranges.
// Cloud metadata services sit inside these ranges: 169.254.169.254 (link-local), Alibaba's
// 100.100.100.200 (shared), Oracle's 192.0.0.192 (reserved), AWS's fd00:ec2::254 (unique-local).
const REFUSED: readonly { refusal: AddressRefusal; list: BlockList }[] = [
  { refusal: 'unspecified', list: listOf(['0.0.0.0/8', '::/128']) },
  { refusal: 'loopback', list: listOf(['127.0.0.0/8', '::1/128']) },
  { refusal: 'private', list: listOf(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']) },
  { refusal: 'shared', list: listOf(['100.64.0.0/10']) },
  { refusal: 'link-local', list: listOf(['169.254.0.0/16', 'fe80::/10']) },
  { refusal: 'unique-local', list: listOf(['fc00::/7']) },
  { refusal: 'multicast', list: listOf(['224.0.0.0/4', 'ff00::/8']) },
  {
    refusal: 'reserved',
    list: listOf([
      '192.0.0.0/24',
      '192.0.2.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      // 240/4 includes the broadcast address 255.255.255.255.
      '240.0.0.0/4',
      '2001:db8::/32',
      // Teredo and 6to4 carry an IPv4 address the tunnel would reach.
      '2001::/32',
      '2002::/16',
    ]),
  },
];

const IPV4_MAPPED = listOf(['::ffff:0:0/96']);
/** The only IPv6 unicast space handed out for the Internet; the rest is special or unassigned. */
const IPV6_GLOBAL = listOf(['2000::/3']);

/**
 * Null when `address` (an IP literal, IPv6 without brackets) is a public unicast address the server
 * may connect to for a user; otherwise why not. NAT64 (64:ff9b::/96) is refused like any IPv6
 * address outside 2000::/3.
 */
export const refusalOf = (address: string): AddressRefusal | null => {
  const family = isIP(address);
  if (family === 0) return 'not-an-address';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  for (const { refusal, list } of REFUSED) if (list.check(address, type)) return refusal;
  if (family === 6 && !IPV4_MAPPED.check(address, 'ipv6') && !IPV6_GLOBAL.check(address, 'ipv6')) {
    return 'reserved';
  }
  return null;
};

/**
 * Addresses and host names an operator lets the server reach although they are not public (an
 * on-premises accounting system, a test receiver): `entries` are IPs, CIDR ranges or host names.
 */
export type AllowList = {
  allowsAddress: (address: string) => boolean;
  allowsHost: (host: string) => boolean;
};

export const allowListOf = (entries: readonly string[]): AllowList => {
  const addresses = new BlockList();
  const hosts = new Set<string>();
  for (const entry of entries) {
    const [network, prefix] = entry.split('/');
    const family = isIP(network);
    if (family === 0) {
      if (prefix !== undefined) throw new Error(`not an address range: ${entry}`);
      hosts.add(hostKeyOf(entry));
      continue;
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) addresses.addAddress(network, type);
    else addresses.addSubnet(network, Number(prefix), type);
  }
  return {
    allowsAddress: (address) => {
      const family = isIP(address);
      return family !== 0 && addresses.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
    allowsHost: (host) => hosts.has(hostKeyOf(host)),
  };
};

/** Host names compare without case and without the root's trailing dot (`localhost.`). */
const hostKeyOf = (host: string) => host.toLowerCase().replace(/\.$/, '');
