import { useEffect, useId, useRef, type ReactNode } from 'react';
import { messages } from '../../messages';
import { CloseIcon } from '../line-icon/line-icon';
import { Body, Close, Footer, Mask, Panel, Title } from './modal.styles';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Actions under the scrolling body (e.g. a link button). */
  footer?: ReactNode;
  /** Accessible name of the close icon; defaults to 关闭. */
  closeLabel?: string;
  maxWidth?: number;
  /** Lets tests tap the mask. */
  maskTestId?: string;
}

/**
 * A centred dialog over a mask, light enough for a first-paint route (no antd-mobile): the
 * mask, the close icon and Escape dismiss it; it takes focus and the page behind does not
 * scroll while it is open. Long content scrolls inside.
 */
export function Modal({ title, onClose, children, footer, closeLabel = messages.close, maxWidth = 320, maskTestId }: ModalProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <Mask data-testid={maskTestId} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1} $maxWidth={maxWidth}>
        <Title id={headingId}>{title}</Title>
        <Body $hasFooter={Boolean(footer)}>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
        <Close type="button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </Close>
      </Panel>
    </Mask>
  );
}
