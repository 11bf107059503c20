// IP helpers: normalise IPv4-mapped IPv6 and test membership in a CIDR range.
import { BlockList, isIP } from 'node:net';

export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

export function ipInCidr(ip: string, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const family = isIP(base ?? '');
  const ipFamily = isIP(ip);
  if (!base || !family || family !== ipFamily) {
    return false;
  }
  const bits = bitsText === undefined ? (family === 4 ? 32 : 128) : Number(bitsText);
  if (!Number.isInteger(bits)) {
    return false;
  }
  const list = new BlockList();
  const type = family === 4 ? 'ipv4' : 'ipv6';
  list.addSubnet(base, bits, type);
  return list.check(ip, type);
}
