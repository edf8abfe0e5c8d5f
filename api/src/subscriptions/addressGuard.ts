// The SSRF guard of outside calendars (docs/product.md section 10): which addresses the api may read a
// subscription from. In production only public addresses over https; in development and tests also
// http://localhost and 127.0.0.1 (a test serves its calendar there).
import { BlockList, isIP } from 'node:net';

/** Private, loopback, link-local (cloud metadata at 169.254.169.254), unique-local and other non-public ranges. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata at 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::, 6to4 2002::), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::ffff:0:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1] as string;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1] as string, 16);
    const lo = parseInt(hex[2] as string, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) {
    const hi = parseInt(sixToFour[1] as string, 16);
    const lo = parseInt(sixToFour[2] as string, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** True for an address a public calendar cannot be on (and the api must never be made to read from). */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return BLOCKED.check(bare, 'ipv4');
  const v4 = embeddedIpv4(bare);
  if (v4 !== null) return isIP(v4) !== 4 || BLOCKED.check(v4, 'ipv4');
  return BLOCKED.check(bare, 'ipv6');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface GuardOptions {
  /** Production: https only and public addresses only. Otherwise http://localhost is allowed too. */
  production: boolean;
}

/**
 * Whether the api may read `url` at all, before any DNS: https (or, outside production, http to this
 * machine). The addresses a name resolves to are checked when connecting (fetchCalendar).
 */
export function isAllowedUrl(url: URL, { production }: GuardOptions): boolean {
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return !production && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}
