import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { AVATAR_FILE_NAME } from '../accounts/avatar';
import { SERVING_MESSAGES } from './messages';

/**
 * Sends a stored avatar. Only names this server generates are accepted, so no path
 * can leave the avatars folder; the type comes from the checked extension and the
 * browser is told not to guess another.
 */
export async function serveAvatar(filesDir: string, name: string, reply: FastifyReply) {
  const match = AVATAR_FILE_NAME.exec(name);
  const bytes = match ? await readFile(join(filesDir, 'avatars', name)).catch(() => null) : null;
  if (!match || !bytes) return reply.code(404).send({ code: 404, message: SERVING_MESSAGES.fileNotFound, data: [] });
  return reply
    .header('content-type', match[1] === 'png' ? 'image/png' : 'image/gif')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(bytes);
}
