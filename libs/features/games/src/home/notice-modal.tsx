import styled from 'styled-components';
import { useUnreadMessageCount } from '@h5/api-client';
import { useRouteLink } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { ButtonLink, Modal, Stack } from '@h5/ui-kit';
import { messages } from '../messages';
import { screenMessages } from '../screens/messages';
import type { AnchorHTMLAttributes } from 'react';

export interface NoticeModalViewProps {
  notices: readonly string[];
  /** The member's unread site messages; null for a visitor or while unknown (no badge). */
  unread: number | null;
  onClose: () => void;
  /** 更多: the message centre, its 站内信 tab when there are unread messages. */
  moreLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

/** More than this shows as "99+", so the badge keeps its size. */
const BADGE_MAX = 99;

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

// Light on the accent button: the count reads as part of it, not as a second control.
const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.onAccent};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 20px;
  text-align: center;
`;

/**
 * All home notices at once, with the way to the message centre. With unread site messages
 * the button carries their count and opens the 站内信 tab, where they are.
 */
export function NoticeModalView({ notices, unread, onClose, moreLink }: NoticeModalViewProps) {
  const count = unread ?? 0;
  return (
    <Modal
      title={messages.noticeTitle}
      closeLabel={messages.close}
      onClose={onClose}
      maskTestId="notice-mask"
      footer={
        <ButtonLink
          block
          href={moreLink.href}
          // Closes the modal, then moves as the link would (Link's order: its own onClick first).
          onClick={(event) => {
            onClose();
            moreLink.onClick?.(event);
          }}
          aria-label={count > 0 ? screenMessages.noticeModal.moreUnread(count) : undefined}
        >
          {messages.noticeMore}
          {count > 0 && (
            <>
              {/* The flex box shows no space, but without one the link's text reads "avisos3",
                  one word axe's label-in-name check finds nowhere in the name (en, vi, pt-BR). */}{' '}
              <Badge aria-hidden="true">{count > BADGE_MAX ? `${BADGE_MAX}+` : count}</Badge>
            </>
          )}
        </ButtonLink>
      }
    >
      <Stack as="ol">
        {(notices.length ? notices : [messages.noticeEmpty]).map((notice, i) => (
          <Item key={i}>{notice}</Item>
        ))}
      </Stack>
    </Modal>
  );
}

export interface NoticeModalProps {
  notices: readonly string[];
  onClose: () => void;
}

/** The notice modal home opens on demand (its own chunk): the notices, the unread count and 更多's link. */
export function NoticeModal({ notices, onClose }: NoticeModalProps) {
  const unread = useUnreadMessageCount();
  const moreLink = useRouteLink((unread ?? 0) > 0 ? links.message(2) : links.message());
  return <NoticeModalView notices={notices} unread={unread} onClose={onClose} moreLink={moreLink} />;
}
