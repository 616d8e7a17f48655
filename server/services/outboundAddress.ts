// Where the server may send a request of its own (webhook deliveries): a guard against server-side request forgery.
// A shop names the URL, so without it a shop could make the server call its own private network (a database's HTTP
// port, a cloud's metadata address) and read the answer from the delivery log. The rule: https only, and every address
// the host name resolves to must be a public unicast address: not private, loopback, link-local, CGNAT (100.64/10),
// multicast, unspecified, reserved or documentation ranges, for IPv4 and IPv6 (IPv4-mapped and -translated IPv6 are
// judged as the IPv4 address they carry). The check runs when an endpoint is saved and again before every delivery
// (DNS may have changed), and the delivery connects to the address that was checked, not to a second lookup's.
// WEBHOOKS_ALLOW_PRIVATE=true (tests, local development) allows http and any address.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** IPv4 ranges that are not the public internet (RFC 6890 and its updates). */
const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

/** IPv6 ranges that are not the public internet (the IPv4-carrying ones are judged by their IPv4 address). */
const V6_BLOCKED: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo and others)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (carries an IPv4 address of any kind)
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [address, prefix] of V4_BLOCKED) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of V6_BLOCKED) blocked.addSubnet(address, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/** Whether an address (IPv4 or IPv6 text) is a public unicast address a delivery may go to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return isIP(v4) === 4 && !blocked.check(v4, 'ipv4');
  return !blocked.check(address, 'ipv6');
}

/** Why an outbound URL is refused (the i18n key of the field error is the caller's). */
export type OutboundRefusal = 'httpsOnly' | 'privateAddress' | 'unresolvable';

export class OutboundRefused extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

export interface ResolvedTarget {
  url: URL;
  /** The address to connect to: checked when the private switch is off. */
  address: string;
  family: 4 | 6;
}

/** How a host name is resolved (tests replace it; the default is the system resolver, every address). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the URL's host and checks every address it resolves to (one private address among public ones is
 * refused: the connection could be steered to it). Throws OutboundRefused. With `allowPrivate` http and any address
 * pass; the first address is still the one connected to.
 */
export async function resolveOutbound(
  rawUrl: string,
  { allowPrivate, resolver = systemResolver }: { allowPrivate: boolean; resolver?: Resolver },
): Promise<ResolvedTarget> {
  const url = new URL(rawUrl);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new OutboundRefused('httpsOnly', 'Only https URLs are allowed');
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) }];
  else {
    try {
      addresses = await resolver(hostname);
    } catch {
      throw new OutboundRefused('unresolvable', `The host ${hostname} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new OutboundRefused('unresolvable', `The host ${hostname} has no address`);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
    throw new OutboundRefused('privateAddress', `The host ${hostname} resolves to a private or reserved address`);
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
