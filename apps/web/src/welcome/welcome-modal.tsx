import { RichHtml } from '@h5/ui-kit';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.mask};
`;

const Panel = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 320px;
  max-height: 80vh;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Title = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.layout.touchTarget}px ${theme.space.sm}px`};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Close = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.textTertiary};
  background: none;
  border: 0;
  cursor: pointer;
`;

export interface WelcomeModalProps {
  /** The site title; the heading reads 欢迎来到{title}. */
  title: string;
  /** Server HTML (webcontent), rendered sanitized. */
  html: string;
  onClose: () => void;
}

/** The welcome text over the page; the mask, the close icon and Escape dismiss it. */
export function WelcomeModal({ title, html, onClose }: WelcomeModalProps) {
  const headingId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Mask data-testid="welcome-mask" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <Title id={headingId}>{title ? messages.welcomeTitle(title) : messages.welcomeFallbackTitle}</Title>
        <Body>
          <RichHtml html={html} />
        </Body>
        <Close type="button" aria-label={messages.closeWelcome} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Close>
      </Panel>
    </Mask>
  );
}
