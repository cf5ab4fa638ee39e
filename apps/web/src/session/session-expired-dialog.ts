import { installAntdMobileReact19 } from '@h5/ui-kit';
import Dialog from 'antd-mobile/es/components/dialog';
import { messages } from '../messages';

/** The 认证失败 alert; resolves when the player confirms. Loaded only when a 401 arrives. */
export function showSessionExpiredDialog(): Promise<void> {
  // Without it antd-mobile's imperative dialogs render nothing under React 19.
  installAntdMobileReact19();
  return Dialog.alert({
    title: messages.sessionExpiredTitle,
    content: messages.sessionExpiredContent,
    confirmText: messages.confirm,
  });
}
