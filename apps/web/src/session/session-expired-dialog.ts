import { alert } from '@h5/ui-kit';
import { messages } from '../messages';

/** The 认证失败 alert, on ui-kit's one dialog; resolves when the player confirms. */
export function showSessionExpiredDialog(): Promise<void> {
  return alert({
    title: messages.sessionExpiredTitle,
    content: messages.sessionExpiredContent,
    confirmText: messages.confirm,
  });
}
