import type { ServerConfig } from '../config';
import type { FastifyRequest } from 'fastify';

/**
 * The address clients reach this server at: PUBLIC_URL when configured, else the scheme
 * and Host of the request. Stored picture and upload paths are relative, so the same
 * database serves correct URLs whatever address the server is reached at.
 */
export function publicBase(config: Pick<ServerConfig, 'publicUrl'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** '/pictures/x.svg' → 'http://host/pictures/x.svg'; absolute URLs and '' pass through. */
export function absoluteUrl(base: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? base + pathOrUrl : pathOrUrl;
}
