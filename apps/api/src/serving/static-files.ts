import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

// @fastify/static pulls in an ESM-only dependency that jest cannot load, and the few
// needs here (fixed roots, no ranges, no directory listings) fit in one small function.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The regular file at `relativePath` under `root`, or null: no way out of root (.., encoded
 * slashes, absolute paths), no dot-files, no directories.
 */
export async function resolveFile(root: string, relativePath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((part) => part.startsWith('.'))) return null;
  const base = resolve(root);
  const full = resolve(base, `.${sep}${decoded}`);
  if (!full.startsWith(base + sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? full : null;
}

/** Content codings this server has copies of, in the order it prefers them. */
export type Coding = 'br' | 'gzip';
const CODINGS: readonly Coding[] = ['br', 'gzip'];
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** The codings an Accept-Encoding header allows (q=0 refuses one; '*' allows all), best first. */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const allowed = (coding: Coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  return CODINGS.filter(allowed);
}

/**
 * Sends a file. With `acceptEncoding` (a text asset the build compressed) it sends the
 * build's .br or .gz copy the client accepts, with Content-Encoding and Vary; headers such
 * as Cache-Control are the same for every coding.
 */
export async function sendFile(reply: FastifyReply, file: string, headers: Record<string, string>, acceptEncoding?: string) {
  reply.header('content-type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  if (acceptEncoding === undefined) return reply.send(createReadStream(file));
  reply.header('vary', 'accept-encoding');
  for (const coding of acceptedCodings(acceptEncoding)) {
    const copy = `${file}${SUFFIX[coding]}`;
    const info = await stat(copy).catch(() => null);
    if (info?.isFile()) {
      reply.header('content-encoding', coding);
      reply.header('content-length', info.size);
      return reply.send(createReadStream(copy));
    }
  }
  return reply.send(createReadStream(file));
}
