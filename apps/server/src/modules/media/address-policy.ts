import { BlockList, isIP } from 'node:net';

/* IANA special-purpose IPv4 ranges: none of them is a public photo host. */
const reservedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  reservedV4.addSubnet(network, prefix, 'ipv4');
}

/*
 * IPv6 is judged by allowing only global unicast (2000::/3): that alone refuses loopback,
 * unspecified, link-local, unique-local, multicast, IPv4-mapped and IPv4-compatible forms
 * (::ffff:127.0.0.1 included) and NAT64. Inside it, the special ranges are refused too.
 */
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const reservedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds any IPv4 address
  ['3fff::', 20], // documentation
] as const) {
  reservedV6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address (either family, with or without brackets or a zone) is a public host. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1').split('%')[0] ?? '';
  switch (isIP(bare)) {
    case 4:
      return !reservedV4.check(bare, 'ipv4');
    case 6:
      return globalV6.check(bare, 'ipv6') && !reservedV6.check(bare, 'ipv6');
    default:
      return false;
  }
}
