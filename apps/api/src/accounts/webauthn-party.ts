import type { FastifyRequest } from 'fastify';

/** The relying party a passkey is made for and checked against. */
export interface RelyingParty {
  rpID: string;
  origins: string[];
}

/**
 * PUBLIC_URL when set (production: the one address players use), else the page calling us:
 * its Origin header, accepted only when it names the host the call was sent to (the browser
 * sets Origin; a page elsewhere cannot make it ours, and a credential is bound to its rpID by
 * the authenticator, so another site can never use a passkey made here). null: no usable origin.
 */
export function relyingParty(request: FastifyRequest, publicUrl: string | undefined): RelyingParty | null {
  if (publicUrl) {
    const url = new URL(publicUrl);
    return { rpID: url.hostname, origins: [url.origin] };
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? '')
    .split(',')[0]
    .trim();
  if (url.host !== host && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return null;
  return { rpID: url.hostname, origins: [url.origin] };
}
