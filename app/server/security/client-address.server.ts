import { isIP } from 'node:net';

/**
 * Who is asking: the client address that the configured proxies make trustworthy (ADR 024).
 *
 * With `TRUST_PROXY=0` (the default) it is the socket's address. With N proxies in front, each of
 * them appends the address it received the request from to X-Forwarded-For, so the Nth entry from
 * the right was written by the outermost trusted proxy: that is the client. Entries further left are
 * the client's own word and never count (a forged header cannot buy a new rate-limit bucket). Express
 * picks `req.ip` the same way when `trust proxy` is set to the same number.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string | undefined {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket, then X-Forwarded-For from the right.
  const chain = [socketAddress ?? '', ...forwarded.reverse()];
  // Fewer entries than proxies: the leftmost one is still a trusted proxy's (the first one appended it).
  let index = Math.min(hops, chain.length - 1);
  // An entry that is not an address (a misbehaving proxy): the proxy that passed it on is the client.
  while (index >= 0) {
    const address = normalizeAddress(chain[index]);
    if (address) return address;
    index -= 1;
  }
  return undefined;
}

/**
 * An IP address in a canonical text form, or undefined: IPv4-mapped IPv6 becomes IPv4; a port
 * (`203.0.113.7:5123`, `[2001:db8::1]:443`) or an IPv6 zone (`fe80::1%eth0`) is dropped.
 */
export function normalizeAddress(raw: string): string | undefined {
  let value = raw.trim();
  if (value.length === 0 || value.length > 64) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) value = mapped[1];
  return isIP(value) ? value : undefined;
}

/**
 * The request header through which the production server (server/rate-limit.ts) hands the resolved
 * address to the app: Remix sees no socket. The server overwrites whatever a client sends under
 * this name; under `npm run dev`, which has no such server in front, it is absent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/** The client address the production server resolved for this request, if any. */
export function clientAddressOf(request: Request): string | undefined {
  const value = request.headers.get(CLIENT_ADDRESS_HEADER);
  return value ? normalizeAddress(value) : undefined;
}

/**
 * The rate-limit bucket of an address: IPv4 addresses one by one; IPv6 addresses by their /64
 * prefix, because one subscriber usually holds a whole /64 and could otherwise change address at will.
 */
export function rateLimitBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) stands for two groups.
  const width = (parts: string[]) => parts.length + (parts.at(-1)?.includes('.') ? 1 : 0);
  const groups = [...left, ...Array(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
