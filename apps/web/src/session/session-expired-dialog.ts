import Dialog from 'antd-mobile/es/components/dialog';
import { messages } from '../messages';

/** The 认证失败 alert; resolves when the player confirms. Loaded only when a 401 arrives. */
export function showSessionExpiredDialog(): Promise<void> {
  return Dialog.alert({
    title: messages.sessionExpiredTitle,
    content: messages.sessionExpiredContent,
    confirmText: messages.confirm,
  });
}
