import { links } from '@h5/routing';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { messages } from '../../messages';
import { CloseIcon } from '../icons/icons';

export interface NoticeModalProps {
  notices: readonly string[];
  onClose: () => void;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: scale(0.94); }`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.mask};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

const Dialog = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 340px;
  max-height: 80vh;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${popIn} ${({ theme }) => theme.durations.normal} ease-out;
  outline: none;
`;

const Title = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xxl + theme.space.lg}px ${theme.space.sm}px`};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

const Close = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textTertiary};
  cursor: pointer;
`;

const Body = styled.ol`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.lg}px`};
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md}px 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const More = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  margin: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;

/** All home notices at once, with the way to the message centre. Loaded on first open. */
export function NoticeModal({ notices, onClose }: NoticeModalProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.focus();
    // The page behind must not scroll under the open modal.
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
    <Mask onClick={(event) => event.target === event.currentTarget && onClose()} data-testid="notice-mask">
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby="home-notice-title" tabIndex={-1}>
        <Title id="home-notice-title">{messages.noticeTitle}</Title>
        <Close type="button" onClick={onClose} aria-label={messages.close}>
          <CloseIcon size={20} />
        </Close>
        <Body>
          {(notices.length ? notices : [messages.noticeEmpty]).map((notice, i) => (
            <Item key={i}>{notice}</Item>
          ))}
        </Body>
        <More to={links.message()} onClick={onClose}>
          {messages.noticeMore}
        </More>
      </Dialog>
    </Mask>
  );
}
