import { links } from '@h5/routing';
import { Modal } from '@h5/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '../../messages';

export interface NoticeModalProps {
  notices: readonly string[];
  onClose: () => void;
}

const List = styled.ol`
  margin: 0;
  padding: 0;
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
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;

/** All home notices at once, with the way to the message centre. Loaded on first open. */
export function NoticeModal({ notices, onClose }: NoticeModalProps) {
  return (
    <Modal
      title={messages.noticeTitle}
      closeLabel={messages.close}
      onClose={onClose}
      maskTestId="notice-mask"
      footer={
        <More to={links.message()} onClick={onClose}>
          {messages.noticeMore}
        </More>
      }
    >
      <List>
        {(notices.length ? notices : [messages.noticeEmpty]).map((notice, i) => (
          <Item key={i}>{notice}</Item>
        ))}
      </List>
    </Modal>
  );
}
