import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Actions, Body, Close, Footer, Mask, Panel, Title } from './dialog.styles';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { messages } from '../../messages';
import { useOverlayHistory } from '../../overlay/use-overlay-history';
import { Button } from '../button/button';
import { CloseIcon } from '../line-icon/line-icon';

export interface DialogAction {
  label: string;
  onClick: () => void;
}

export interface DialogProps {
  /** Empty for a one-line question: the body then names the dialog. */
  title?: ReactNode;
  children: ReactNode;
  /** The main button (right, filled). */
  confirm?: DialogAction;
  /** The way out (left, outlined). */
  cancel?: DialogAction;
  /**
   * An action is running (a call after 确定): both buttons, the close icon and Escape do
   * nothing and the main button shows a spinner, so it cannot be sent twice.
   */
  busy?: boolean;
  /** Escape, the mask and the × call it. Without it only the buttons close the dialog. */
  onClose?: () => void;
  /** Shows the × in the corner (needs onClose). */
  closable?: boolean;
  /** Whether a tap on the mask closes (needs onClose). */
  closeOnMask?: boolean;
  closeLabel?: string;
  /** Extra content under the body, above the buttons (e.g. a link to a full list). */
  footer?: ReactNode;
  /** alertdialog for questions that need an answer (confirm, session expired). */
  role?: 'dialog' | 'alertdialog';
  /** Lets tests tap the mask. */
  maskTestId?: string;
}

/**
 * The product's one dialog: one width, a centred title, the kit's buttons in the footer, a
 * busy state, focus trapped inside and given back on close, Escape closes, the page behind
 * does not scroll. Modal, ConfirmDialog, confirm() and alert() are all this component. Light
 * enough for a first-paint route (no antd-mobile).
 */
export function Dialog({
  title,
  children,
  confirm,
  cancel,
  busy = false,
  onClose,
  closable = false,
  closeOnMask = false,
  closeLabel = messages.close,
  footer,
  role = 'dialog',
  maskTestId,
}: DialogProps) {
  const headingId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel);

  // Kept in a ref so a new callback from the parent does not re-run the effect (and re-focus).
  const dismiss = useRef<(() => void) | undefined>(undefined);
  dismiss.current = busy ? undefined : onClose;
  // Back closes it as Escape does (取消 when there is no onClose); a dialog that must be answered
  // (认证失败) takes no history entry (docs/architecture.md §8).
  const backAction = onClose ?? cancel?.onClick;
  useOverlayHistory(Boolean(backAction), () => (busy ? undefined : backAction?.()));

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  // Long text scrolls inside the body; a keyboard must be able to reach (and scroll) it.
  const body = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    // Measured whenever the body or what it holds changes size: a dialog first laid out hidden
    // or half-sized (revealed by a Suspense boundary, a late font) measured no overflow and its
    // scrolling text stayed out of the keyboard's reach (the story scan's notice modal). The
    // observer's first report comes after the browser's own layout: measuring here as well
    // forced a layout of the whole page inside the commit (the welcome modal's long task on /,
    // docs/performance.md), and its state update re-rendered the dialog synchronously.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);

  const hasActions = Boolean(confirm || cancel);
  // A question without a title (退出登录?) is named by its text instead.
  const hasTitle = title !== '' && title !== null && title !== undefined;
  return createPortal(
    <Mask data-testid={maskTestId} onClick={(event) => closeOnMask && event.target === event.currentTarget && dismiss.current?.()}>
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={hasTitle ? headingId : bodyId}
        aria-describedby={hasTitle ? bodyId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
      >
        {hasTitle && (
          <Title id={headingId} $closable={closable}>
            {title}
          </Title>
        )}
        <Body ref={body} id={bodyId} $last={!hasActions && !footer} tabIndex={scrolls ? 0 : undefined}>
          {children}
        </Body>
        {footer ? <Footer>{footer}</Footer> : null}
        {hasActions && (
          <Actions>
            {cancel && (
              <Button variant="ghost" block disabled={busy} onClick={cancel.onClick}>
                {cancel.label}
              </Button>
            )}
            {confirm && (
              <Button block loading={busy} onClick={confirm.onClick}>
                {confirm.label}
              </Button>
            )}
          </Actions>
        )}
        {closable && onClose && (
          <Close type="button" aria-label={closeLabel} disabled={busy} onClick={() => dismiss.current?.()}>
            <CloseIcon />
          </Close>
        )}
      </Panel>
    </Mask>,
    document.body,
  );
}
