import { startTransition, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectCentralBalance, selectIsLoggedIn, useAppInfoQuery } from '@h5/api-client';
import { links } from '@h5/routing';
import { Button, Modal, prepareRichHtml, RichHtml } from '@h5/ui-kit';
import { dismissedToday, rememberDismissal, welcomeFingerprint } from './dismissal';
import { messages } from './messages';
import { whenIdle } from '../startup/idle';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from './locales';

export interface WelcomeModalViewProps {
  /** The site title; the heading reads 欢迎来到{title}. */
  title: string;
  /** Server HTML (webcontent), rendered sanitized. */
  html: string;
  /**
   * 去存款 shows: the operator says the text announces a deposit offer (index_modal_recharge), or
   * the member's central wallet is at ¥0 (the welcome is the moment to pay in).
   */
  offer: boolean;
  onClose: () => void;
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

// The whole 44 px line is the checkbox: the native input lies invisible over it (so its own
// box, what a tap and a target check measure, is the line), and Box draws the 16 px square.
const NotToday = styled.label`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const Box = styled.span`
  display: grid;
  place-items: center;
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.colors.onAccent};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;

  svg {
    visibility: hidden;
  }

  input:checked + & {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }

  input:checked + & svg {
    visibility: visible;
  }

  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/**
 * The welcome text over the page; the mask, the close icon and Escape dismiss it. With
 * 今日不再提示 ticked (the default) closing keeps this text away for the rest of the day.
 */
export function WelcomeModalView({ title, html, offer, onClose }: WelcomeModalViewProps) {
  const fingerprint = welcomeFingerprint(title, html);
  const hidden = useMemo(() => dismissedToday(fingerprint), [fingerprint]);
  const [notToday, setNotToday] = useState(true);
  const navigate = useNavigate();
  if (hidden) return null;
  const close = () => {
    if (notToday) rememberDismissal(fingerprint);
    onClose();
  };
  const recharge = () => {
    close();
    navigate(links.recharge());
  };
  return (
    <Modal
      title={title ? messages.welcomeTitle(title) : messages.welcomeFallbackTitle}
      closeLabel={messages.closeWelcome}
      onClose={close}
      maskTestId="welcome-mask"
      footer={
        <Footer>
          {offer && (
            <Button block onClick={recharge}>
              {messages.goRecharge}
            </Button>
          )}
          <NotToday>
            <input type="checkbox" checked={notToday} onChange={(e) => setNotToday(e.target.checked)} />
            <Box>
              <svg width="12" height="12" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <path d="m5 12 5 5 9-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Box>
            {messages.notToday}
          </NotToday>
        </Footer>
      }
    >
      <RichHtml html={html} />
    </Modal>
  );
}

/**
 * The welcome text sanitised in an idle task of its own, before the modal renders it: parsing the
 * server's HTML was part of the modal's render, one long task on a slow phone (docs/performance.md).
 * The text it was done for, once done.
 */
function useTextPrepared(html: string): boolean {
  const [prepared, setPrepared] = useState<string | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        prepareRichHtml(html);
        startTransition(() => setPrepared(html));
      }),
    [html],
  );
  return prepared === html;
}

/**
 * The shell's welcome modal: the view with the operator's deposit-offer setting and the member's
 * central balance (the header's poll keeps it in the store) read here, in the lazy chunk, so the
 * first paint's code (use-welcome.ts, the layout) does not grow.
 */
export function WelcomeModal(props: Omit<WelcomeModalViewProps, 'offer'>) {
  const { data } = useAppInfoQuery();
  const loggedIn = useSelector(selectIsLoggedIn);
  const central = useSelector(selectCentralBalance);
  const prepared = useTextPrepared(props.html);
  const empty = loggedIn && central === 0;
  if (!prepared) return null;
  return <WelcomeModalView {...props} offer={data?.index_modal_recharge === '1' || empty} />;
}
