import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** URL prefix the stored avatars are served under. */
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
/** File names this server writes: anything else asked for under the prefix does not exist. */
export const AVATAR_FILE_NAME = /^[0-9]+-[0-9a-f]{16}\.(png|gif)$/;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The picture type by its first bytes; the file name and declared type are not trusted. */
export function sniffImage(bytes: Buffer): 'png' | 'gif' | null {
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/**
 * Stores the avatar in the database (every instance of a fleet serves it), makes it the
 * member's, and returns its URL path. The name is random, so a new picture gets a new URL and
 * the old one stays cacheable.
 */
export async function storeAvatar(q: Queryable, userId: number, bytes: Buffer, ext: 'png' | 'gif'): Promise<string> {
  const name = `${userId}-${randomBytes(8).toString('hex')}.${ext}`;
  const path = AVATAR_URL_PREFIX + name;
  await q.query('INSERT INTO avatars (name, user_id, bytes) VALUES ($1, $2, $3)', [name, userId, bytes]);
  await q.query('UPDATE users SET avatar = $2 WHERE id = $1', [userId, path]);
  return path;
}
