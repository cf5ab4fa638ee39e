import { Modal, RichHtml } from '@h5/ui-kit';
import { messages } from './messages';

export interface WelcomeModalProps {
  /** The site title; the heading reads 欢迎来到{title}. */
  title: string;
  /** Server HTML (webcontent), rendered sanitized. */
  html: string;
  onClose: () => void;
}

/** The welcome text over the page; the mask, the close icon and Escape dismiss it. */
export function WelcomeModal({ title, html, onClose }: WelcomeModalProps) {
  return (
    <Modal
      title={title ? messages.welcomeTitle(title) : messages.welcomeFallbackTitle}
      closeLabel={messages.closeWelcome}
      onClose={onClose}
      maskTestId="welcome-mask"
    >
      <RichHtml html={html} />
    </Modal>
  );
}
