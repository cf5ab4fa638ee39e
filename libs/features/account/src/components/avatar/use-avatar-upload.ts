import { useCallback, useEffect, useState } from 'react';
import { useUploadAvatarMutation } from '@h5/api-client';
import { isAcceptedAvatar } from '@h5/domain';
import { refusalMessage } from '@h5/feature-kit';
import { showToast } from '@h5/ui-kit';
import { messages } from '../../messages';

/** The server's limit (2 MB); checked first here so a big file is refused without uploading. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a picked file cannot be an avatar, or null when it can (gif and png only, docs/product.md §5). */
export function avatarRefusal(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isAcceptedAvatar(file.type)) return messages.avatar.type;
  if (file.size > AVATAR_MAX_BYTES) return messages.avatar.tooBig;
  return null;
}

export interface AvatarUpload {
  /** The picture to show: the picked file at once, the server's URL afterwards. */
  preview: string | null;
  uploading: boolean;
  /** The reason the last pick was refused (shown beside the avatar), null otherwise. */
  refusal: string | null;
  pick: (file: File | undefined) => void;
}

/**
 * Avatar upload for /mine and /userInfo: refuses other types and big files with a clear
 * message, shows the picked picture at once, and the cached member (header, /mine) takes the
 * server's URL when the upload lands.
 */
export function useAvatarUpload(current: string | null | undefined): AvatarUpload {
  const [upload, { isLoading }] = useUploadAvatarMutation();
  const [local, setLocal] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local);
    },
    [local],
  );

  const pick = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      const reason = avatarRefusal(file);
      setRefusal(reason);
      if (reason) return;
      setLocal(URL.createObjectURL(file));
      upload(file)
        .unwrap()
        .then(() => {
          // The cached member now holds the server's URL: show that (what a reload shows).
          setLocal(null);
          showToast(messages.avatar.uploaded, { icon: 'success' });
        })
        .catch((error: unknown) => {
          setLocal(null);
          setRefusal(refusalMessage(error, { network: true, empty: messages.failed }));
        });
    },
    [upload],
  );

  return { preview: local ?? current ?? null, uploading: isLoading, refusal, pick };
}
