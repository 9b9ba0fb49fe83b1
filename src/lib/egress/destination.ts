// Save-time half of the egress guard (decision E7): is this URL an acceptable destination? The same
// resolve-and-check runs again at send time (fetch.ts), because DNS answers change after saving.
import { lookup as dnsLookup } from 'node:dns/promises';
import { EgressError } from './errors.ts';
import { classifyAddress, isAddressAllowed, parseIp } from './ip-policy.ts';

export interface LookupAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all of its addresses. Injectable so tests never touch real DNS. */
export type LookupFn = (hostname: string) => Promise<LookupAddress[]>;

export interface DestinationOptions {
  /** BATON_ALLOW_PRIVATE_NETWORKS=true: also allow loopback, private, link-local... (not multicast). */
  allowPrivate?: boolean;
  lookup?: LookupFn;
  signal?: AbortSignal;
}

export interface CheckedDestination {
  url: URL;
  /** Host name without IPv6 brackets, as given to DNS and used for TLS SNI. */
  hostname: string;
  /** Every address the host resolved to; all of them passed the check. */
  addresses: LookupAddress[];
}

export const defaultLookup: LookupFn = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/** BATON_ALLOW_PRIVATE_NETWORKS is opt-in: only the exact string `true` turns it on. */
export function allowPrivateFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.BATON_ALLOW_PRIVATE_NETWORKS === 'true';
}

/** Parses and shape-checks a destination URL; no network. */
export function parseDestinationUrl(input: string | URL): URL {
  let url: URL;
  try {
    // The WHATWG parser also rewrites odd IPv4 spellings (2130706433, 0x7f.1, 0177.0.0.1, 127.1) to
    // dotted quads for http(s), so the literal check below sees the real address.
    url = new URL(String(input));
  } catch (cause) {
    throw new EgressError('invalid_url', 'Not a valid absolute URL', { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EgressError('invalid_url', `Only http and https URLs are allowed, not ${url.protocol}`);
  }
  // Credentials in a URL end up in logs and dashboards; endpoints must authenticate by signature.
  if (url.username !== '' || url.password !== '') {
    throw new EgressError('invalid_url', 'URLs with credentials (user:password@) are not allowed');
  }
  if (url.hostname === '') throw new EgressError('invalid_url', 'The URL has no host');
  return url;
}

function unbracket(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function resolveHost(hostname: string, options: DestinationOptions): Promise<LookupAddress[]> {
  // An IP literal is its own answer; normalised so that any spelling reaches the socket as a plain address.
  const literal = parseIp(hostname);
  if (literal) return [{ address: literal.toString(), family: literal.kind() === 'ipv6' ? 6 : 4 }];
  let addresses: LookupAddress[];
  try {
    addresses = await raceAbort((options.lookup ?? defaultLookup)(hostname), options.signal);
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // the caller maps its own abort reason
    throw new EgressError('host_not_found', `Could not resolve ${hostname}`, { cause });
  }
  if (addresses.length === 0) throw new EgressError('host_not_found', `${hostname} has no addresses`);
  return addresses;
}

/** Resolves the URL's host and refuses it when ANY address is not allowed (E7). */
export async function resolveDestination(url: URL, options: DestinationOptions = {}): Promise<CheckedDestination> {
  const hostname = unbracket(url.hostname);
  const addresses = await resolveHost(hostname, options);
  // One bad answer refuses the whole host: a name that also points inside the network could be
  // connected there by a retry, or by a resolver that orders answers differently.
  for (const { address } of addresses) {
    if (!isAddressAllowed(address, options.allowPrivate === true)) {
      const { range } = classifyAddress(address);
      const where = address === hostname ? address : `${hostname} resolves to ${address}, which`;
      throw new EgressError('destination_not_allowed', `${where} is not a public address (${range})`);
    }
  }
  return { url, hostname, addresses };
}

/**
 * Save-time check for webhook endpoints and custom tool URLs. Throws EgressError
 * (`invalid_url`, `destination_not_allowed`, `host_not_found`); returns what was checked.
 */
export async function checkDestinationUrl(input: string | URL, options: DestinationOptions = {}): Promise<CheckedDestination> {
  return resolveDestination(parseDestinationUrl(input), options);
}
