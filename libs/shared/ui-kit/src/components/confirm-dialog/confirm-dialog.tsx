import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { installAntdMobileReact19 } from '../../theme/antd-react19';

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  visible: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A controlled confirm/cancel dialog; the mask does not close it, so a choice is explicit. */
export function ConfirmDialog({
  visible,
  title,
  content,
  confirmText = messages.confirm,
  cancelText = messages.cancel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      visible={visible}
      title={title}
      content={content}
      aria-label={typeof title === 'string' ? title : undefined}
      actions={[
        [
          { key: 'cancel', text: cancelText, onClick: onCancel },
          { key: 'confirm', text: confirmText, bold: true, onClick: onConfirm },
        ],
      ]}
    />
  );
}

/** Imperative form for one-off questions (logout, unbind card): resolves true on confirm. */
export function confirm({
  title,
  content,
  confirmText = messages.confirm,
  cancelText = messages.cancel,
}: ConfirmOptions): Promise<boolean> {
  installAntdMobileReact19();
  return Dialog.confirm({ title, content, confirmText, cancelText });
}
