import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVING_MESSAGES } from './messages';
import { AVATAR_FILE_NAME } from '../accounts/avatar';
import { Code } from '../http/envelope';
import type { Queryable } from '../db/types';
import type { FastifyReply } from 'fastify';

/**
 * Sends a stored avatar: from the database, or (avatars uploaded before they moved there)
 * from <filesDir>/avatars. Only names this server generates are accepted, so no path can
 * leave the avatars folder; the type comes from the checked extension (and helmet's nosniff
 * tells the browser not to guess another).
 */
export async function serveAvatar(q: Queryable, filesDir: string, name: string, reply: FastifyReply) {
  const match = AVATAR_FILE_NAME.exec(name);
  const bytes = match ? ((await storedAvatar(q, name)) ?? (await readFile(join(filesDir, 'avatars', name)).catch(() => null))) : null;
  if (!match || !bytes) return reply.code(404).send({ code: Code.noSuchPath, message: SERVING_MESSAGES.fileNotFound, data: [] });
  return reply
    .header('content-type', match[1] === 'png' ? 'image/png' : 'image/gif')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(bytes);
}

async function storedAvatar(q: Queryable, name: string): Promise<Buffer | null> {
  const { rows } = await q.query<{ bytes: Uint8Array }>('SELECT bytes FROM avatars WHERE name = $1', [name]);
  return rows[0] ? Buffer.from(rows[0].bytes) : null;
}
