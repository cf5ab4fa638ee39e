import { messages } from '../../messages';
import { Dialog } from '../dialog/dialog';
import type { ReactNode } from 'react';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Actions under the scrolling body (e.g. a link to the full list). */
  footer?: ReactNode;
  /** Accessible name of the close icon; defaults to 关闭. */
  closeLabel?: string;
  /** Lets tests tap the mask. */
  maskTestId?: string;
}

/**
 * An information dialog (welcome text, notices): the one Dialog with its × — the mask, the ×
 * and Escape dismiss it. Long content scrolls inside.
 */
export function Modal({ title, onClose, children, footer, closeLabel = messages.close, maskTestId }: ModalProps) {
  return (
    <Dialog title={title} onClose={onClose} closable closeOnMask closeLabel={closeLabel} footer={footer} maskTestId={maskTestId}>
      {children}
    </Dialog>
  );
}
