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

export function sendFile(reply: FastifyReply, file: string, headers: Record<string, string>) {
  reply.header('content-type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  reply.header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.send(createReadStream(file));
}
