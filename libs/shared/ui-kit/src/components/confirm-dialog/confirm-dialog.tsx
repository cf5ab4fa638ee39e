import { messages } from '../../messages';
import { Dialog } from '../dialog/dialog';
import { openDialog } from '../dialog/open-dialog';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /**
   * What Escape and the phone's back answer (default 取消, false). A question whose cancel button
   * is the one that acts (上次登录's 不是我？ ends sessions) answers true instead, so closing it
   * by habit changes nothing.
   */
  dismissAs?: boolean;
}

export interface ConfirmDialogProps extends Omit<ConfirmOptions, 'dismissAs'> {
  visible: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape and back (default: onCancel). */
  onDismiss?: () => void;
  /** The confirmed action is running: both buttons are disabled until it settles. */
  busy?: boolean;
}

/**
 * A controlled confirm/cancel question on the one Dialog. The mask does not close it, so a
 * choice is explicit; Escape and back count as 取消 unless `onDismiss` says otherwise.
 */
export function ConfirmDialog({
  visible,
  title = '',
  content,
  confirmText = messages.confirm,
  cancelText = messages.cancel,
  onConfirm,
  onCancel,
  onDismiss = onCancel,
  busy = false,
}: ConfirmDialogProps) {
  if (!visible) return null;
  return (
    <Dialog
      role="alertdialog"
      title={title}
      busy={busy}
      onClose={onDismiss}
      cancel={{ label: cancelText, onClick: onCancel }}
      confirm={{ label: confirmText, onClick: onConfirm }}
    >
      {content}
    </Dialog>
  );
}

/** Imperative form for one-off questions (logout, unbind card): resolves true on confirm. */
export function confirm({ dismissAs = false, ...options }: ConfirmOptions): Promise<boolean> {
  return openDialog<boolean>((settle) => (
    <ConfirmDialog visible {...options} onConfirm={() => settle(true)} onCancel={() => settle(false)} onDismiss={() => settle(dismissAs)} />
  ));
}

export interface AlertOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
}

/**
 * A message the player acknowledges with one button (认证失败): resolves when tapped, on whatever
 * screen it then stands over. It belongs to no screen (it must be answered, so it takes no history
 * entry and a navigation does not close it): the session that ended under a call of the last
 * screen is answered on the next one just the same.
 */
export function alert({ title = '', content, confirmText = messages.confirm }: AlertOptions): Promise<void> {
  return openDialog<void>(
    (settle) => (
      <Dialog role="alertdialog" title={title} confirm={{ label: confirmText, onClick: () => settle() }}>
        {content}
      </Dialog>
    ),
    { ownScreen: false },
  );
}
