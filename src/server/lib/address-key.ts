import { isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts (decision 032): an IPv4 address as it is, an IPv6
 * address by its /64 network. One home or phone is given a whole /64 and can use any of its
 * 2^64 addresses, so counting each alone would let one client make unlimited "new" clients.
 * An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) counts as the IPv4 address it carries.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  // Drop a zone (fe80::1%eth0), expand "::", then keep the first four groups.
  const bare = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups; only the first four are kept anyway.
  const tailLength = tailGroups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailLength).fill('0'),
          ...tailGroups,
        ];
  const network = groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? '0' : g.replace(/^0+(?=.)/, '')));
  return `${network.join(':')}::/64`;
}
