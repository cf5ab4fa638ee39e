import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusTrap, useOverlayHistory } from '@h5/ui-kit';

const Mask = styled.div<{ $shown: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.mask};
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  transition:
    opacity ${({ theme }) => theme.durations.normal},
    visibility ${({ theme }) => theme.durations.normal};
`;

const Panel = styled.aside<{ $shown: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  width: 280px;
  max-width: 82vw;
  padding: var(--safe-top) 0 var(--safe-bottom) var(--safe-left);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateX(${({ $shown }) => ($shown ? '0' : '-105%')});
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  /* Visible at once when opening (so it can take focus), hidden only after sliding out. */
  transition:
    transform ${({ theme }) => theme.durations.normal} ease-out,
    visibility ${({ theme, $shown }) => ($shown ? '0s' : theme.durations.normal)};

  /* The panel only holds focus for its entries; they show the focus ring, it does not. */
  &:focus {
    outline: none;
  }
`;

export interface DrawerProps {
  visible: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A left side panel over a mask; the mask and Escape close it. Slides in on the frame after
 * mounting. While open it holds the keyboard's focus, and gives it back when it closes.
 */
export function Drawer({ visible, label, onClose, children }: DrawerProps) {
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLElement>(null);
  // On `shown`, not `visible`: a panel still visibility:hidden cannot take focus.
  useFocusTrap(panel, shown && visible);
  // Back closes the menu, also on the first page of the visit (docs/architecture.md §8).
  useOverlayHistory(visible, onClose);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(visible));
    return () => cancelAnimationFrame(frame);
  }, [visible]);
  useEffect(() => {
    if (!visible) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, onClose]);

  return (
    <>
      <Mask $shown={shown} data-testid="menu-mask" onClick={onClose} />
      <Panel ref={panel} tabIndex={-1} $shown={shown} role="dialog" aria-modal="true" aria-label={label} aria-hidden={!visible}>
        {children}
      </Panel>
    </>
  );
}
