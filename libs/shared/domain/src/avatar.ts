/** Avatars are gif or png (docs/product.md §5); the value suits an <input type="file" accept>. */
export const AVATAR_ACCEPT = 'image/gif,image/png';

const ACCEPTED = new Set(AVATAR_ACCEPT.split(','));

/** Whether a picked file's MIME type is an accepted avatar format. */
export function isAcceptedAvatar(mimeType: string): boolean {
  return ACCEPTED.has(mimeType.trim().toLowerCase());
}
