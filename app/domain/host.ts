/**
 * The Host a request names (RFC 9110 §7.2): a host name, an IPv4 address or a bracketed IPv6
 * address, then an optional port. Anything else is refused with a 400 before the app runs.
 */

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]{2,45}\\])(?::(\\d{1,5}))?$`, 'i');
/** The longest Host header accepted: a DNS name (253) and a port. */
const MAX_HOST_LENGTH = 260;

export function isWellFormedHost(host: string | undefined | null): host is string {
  if (!host || host.length > MAX_HOST_LENGTH) return false;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

/** The host name of a Host value, lower-cased, without its port (brackets kept for IPv6). */
export function hostName(host: string): string {
  const lower = host.toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Whether an allow-list (ALLOWED_HOSTS) lets a Host through: an entry without a port admits the
 * name on any port, an entry with a port only that port. Names compare case-insensitively.
 */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const lower = host.toLowerCase().replace(/\.(?=:\d+$|$)/, '');
  const name = hostName(host);
  return allowed.some((entry) => {
    const candidate = entry.toLowerCase();
    return /:\d+$/.test(candidate) && !candidate.endsWith(']') ? candidate === lower : candidate === name;
  });
}
