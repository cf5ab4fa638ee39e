import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppInfoQuery } from '@h5/api-client';
import { links } from '@h5/routing';
import { Button, Modal, RichHtml } from '@h5/ui-kit';
import { dismissedToday, rememberDismissal, welcomeFingerprint } from './dismissal';
import { messages } from './messages';

export interface WelcomeModalViewProps {
  /** The site title; the heading reads 欢迎来到{title}. */
  title: string;
  /** Server HTML (webcontent), rendered sanitized. */
  html: string;
  /** The operator says the text announces a deposit offer (index_modal_recharge): 去充值 shows. */
  offer: boolean;
  onClose: () => void;
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

// The whole line is the checkbox's label, so the tap target is the row's 44 px, not the box.
const NotToday = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;

  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
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
 * The shell's welcome modal: the view with the operator's deposit-offer setting read here, in
 * the lazy chunk, so the first paint's code (use-welcome.ts, the layout) does not grow.
 */
export function WelcomeModal(props: Omit<WelcomeModalViewProps, 'offer'>) {
  const { data } = useAppInfoQuery();
  return <WelcomeModalView {...props} offer={data?.index_modal_recharge === '1'} />;
}
