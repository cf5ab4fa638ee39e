import { messages } from '../../messages';
import { Dialog } from '../dialog/dialog';
import { openDialog } from '../dialog/open-dialog';
import type { ReactNode } from 'react';

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
  /** The confirmed action is running: both buttons are disabled until it settles. */
  busy?: boolean;
}

/**
 * A controlled confirm/cancel question on the one Dialog. The mask does not close it, so a
 * choice is explicit; Escape counts as 取消.
 */
export function ConfirmDialog({
  visible,
  title = '',
  content,
  confirmText = messages.confirm,
  cancelText = messages.cancel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  if (!visible) return null;
  return (
    <Dialog
      role="alertdialog"
      title={title}
      busy={busy}
      onClose={onCancel}
      cancel={{ label: cancelText, onClick: onCancel }}
      confirm={{ label: confirmText, onClick: onConfirm }}
    >
      {content}
    </Dialog>
  );
}

/** Imperative form for one-off questions (logout, unbind card): resolves true on confirm. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return openDialog<boolean>((settle) => (
    <ConfirmDialog visible {...options} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
  ));
}

export interface AlertOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
}

/** A message the player acknowledges with one button (认证失败): resolves when tapped. */
export function alert({ title = '', content, confirmText = messages.confirm }: AlertOptions): Promise<void> {
  return openDialog<void>((settle) => (
    <Dialog role="alertdialog" title={title} confirm={{ label: confirmText, onClick: () => settle() }}>
      {content}
    </Dialog>
  ));
}
