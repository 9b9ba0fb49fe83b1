// Which IP addresses Baton may connect to on a user's behalf (decision E7). ipaddr.js names the
// special ranges; this file decides what each name means for us. Anything ipaddr.js does not call
// plain unicast is treated as non-public, so a range added in a later ipaddr.js release fails closed.
import ipaddr from 'ipaddr.js';

type IP = ipaddr.IPv4 | ipaddr.IPv6;

export interface AddressVerdict {
  /** ipaddr.js range name, or `public`; for embedding forms, e.g. `ipv4Mapped/loopback`. */
  range: string;
  /** Routable on the public internet: allowed without BATON_ALLOW_PRIVATE_NETWORKS. */
  public: boolean;
  /** A unicast host an HTTP server can sit on; unspecified, multicast and broadcast never are. */
  connectable: boolean;
}

const NEVER_CONNECTABLE = new Set(['unspecified', 'multicast', 'broadcast', 'invalid']);

// 64:ff9b::/96 carries an IPv4 address in its last 32 bits (RFC 6052); the local-use 64:ff9b:1::/48
// (RFC 8215) places it by operator choice, so it is judged as a private range instead.
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
// All allocated global unicast space. ipaddr.js calls unassigned space (e.g. 4000::/3, the deprecated
// IPv4-compatible ::a.b.c.d) `unicast` too; none of it is reachable on the internet.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

function verdict(range: string): AddressVerdict {
  return { range, public: range === 'public', connectable: !NEVER_CONNECTABLE.has(range) };
}

function ipv4FromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The IPv4 address an IPv6 address stands for, when its range is an IPv4 embedding we can judge. */
function embeddedIPv4(v6: ipaddr.IPv6, range: string): ipaddr.IPv4 | undefined {
  const p = v6.parts;
  if (range === 'ipv4Mapped' || range === 'rfc6145') return ipv4FromWords(p[6], p[7]);
  if (range === 'rfc6052' && v6.match(NAT64_WELL_KNOWN)) return ipv4FromWords(p[6], p[7]);
  if (range === '6to4') return ipv4FromWords(p[1], p[2]); // 2002:AABB:CCDD::/48
  return undefined;
}

function classify(addr: IP): AddressVerdict {
  if (addr.kind() === 'ipv4') {
    const range = addr.range();
    return verdict(range === 'unicast' ? 'public' : range);
  }
  const v6 = addr as ipaddr.IPv6;
  const range = v6.range();
  const inner = embeddedIPv4(v6, range);
  if (inner) {
    // Translation and tunnel forms reach whatever IPv4 host they embed: judge that host, so
    // ::ffff:127.0.0.1 is loopback and 64:ff9b::8.8.8.8 is as public as 8.8.8.8.
    const innerVerdict = classify(inner);
    return innerVerdict.public ? innerVerdict : { ...innerVerdict, range: `${range}/${innerVerdict.range}` };
  }
  if (range === 'unicast') return verdict(v6.match(GLOBAL_UNICAST_V6) ? 'public' : 'reserved');
  return verdict(range);
}

/** Parses an IP address in any spelling ipaddr.js accepts (incl. `::ffff:7f00:1`, `0x7f.1`). */
export function parseIp(text: string): IP | undefined {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  try {
    return ipaddr.parse(bare);
  } catch {
    return undefined;
  }
}

export function classifyAddress(text: string): AddressVerdict {
  const addr = parseIp(text);
  return addr ? classify(addr) : verdict('invalid');
}

/** The E7 rule: public addresses always; other unicast ones only when private networks are allowed. */
export function isAddressAllowed(text: string, allowPrivate: boolean): boolean {
  const v = classifyAddress(text);
  return v.public || (allowPrivate && v.connectable);
}
