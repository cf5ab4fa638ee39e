import { isIP } from 'node:net';

/**
 * TRUSTED_PROXIES: the load balancers (IPs or CIDR ranges, comma separated) whose
 * X-Forwarded-For this server believes. Empty (the default) trusts no one, so a client
 * cannot pick its own address for the per-address limits by sending the header.
 *
 * The list goes to fastify's `trustProxy` (@fastify/proxy-addr): the client address is the
 * TCP peer unless that peer is listed; then the X-Forwarded-For hops are walked from the
 * right, skipping listed proxies, and the first unlisted one is the client. A hop a client
 * wrote itself sits left of the one its proxy appended, so it is never reached.
 *
 * Checked here, at start-up, so a typo stops the server with a clear message instead of
 * silently trusting nothing (or, worse, the wrong range).
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.5,10.1.0.0/16,fd00::/8)`);
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
