import styled from 'styled-components';
import type { UserInfo } from '@h5/api-contract';
import type { Fen } from '@h5/domain';
import { ShortcutGrid } from '@h5/feature-kit';
import {
  Amount,
  Button,
  Card,
  EmptyState,
  IconButton,
  Inline,
  InlineAlert,
  LineIcon,
  Skeleton,
  Stack,
  Text,
  TouchLink,
  VipBadge,
} from '@h5/ui-kit';
import { AvatarPicker } from '../components/avatar/avatar-picker';
import { messages } from '../messages';
import { shortcutIcon } from './shortcut-icon';
import type { MineShortcut } from './use-mine';
import type { AnchorHTMLAttributes } from 'react';

type LinkProps = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;

export interface MineViewProps {
  user: UserInfo | undefined;
  /** The central balance (fen) from the one money entry; undefined until the first answer. */
  central: Fen | undefined;
  failed: boolean;
  onRetry: () => void;
  avatarSrc: string | null;
  avatarUploading: boolean;
  avatarRefusal: string | null;
  onPickAvatar: (file: File | undefined) => void;
  refreshing: boolean;
  onRefresh: () => void;
  shortcuts: readonly MineShortcut[];
  onLogout: () => void;
  /** 客服 in the bar (/kefu). */
  serviceLink: LinkProps;
  /** The member's name and VIP: their details (/userInfo). */
  userInfoLink: LinkProps;
}

const Top = styled.header`
  padding: 0 ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.xxl}px;
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
`;

// A light chip, so every metal (the diamond too) stands out on the accent header.
const Vip = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xxs}px
    ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-style: italic;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill}px;
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin-top: -${({ theme }) => theme.space.xl}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
`;

/** /mine: header hidden by the shell, so the screen draws its own bar and h1. */
export function MineView(props: MineViewProps) {
  const { user, central, failed, onRetry, refreshing, onRefresh, shortcuts, onLogout } = props;
  return (
    <Stack $padding={[0, 0, 'xl']}>
      {/* The shell hides its header on /mine (docs/product.md §2): this bar is the screen's banner. */}
      <Top role="banner">
        <Inline $justify="between">
          <Text as="h1" $size="lg">
            {messages.mine.title}
          </Text>
          <TouchLink $tone="inherit" $size="sm" $gap="xs" {...props.serviceLink}>
            <LineIcon size={20}>
              <path d="M5 13v-2a7 7 0 0 1 14 0v2M5 13h2v5H5a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1Zm14 0h-2v5h2a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1Z" />
            </LineIcon>
            {messages.mine.service}
          </TouchLink>
        </Inline>
        {/* 64 px avatar + 4 px above and below: the 72 px profile row. */}
        <Inline $gap="md" $padding={['xs', 0]}>
          <AvatarPicker src={props.avatarSrc} uploading={props.avatarUploading} refusal={null} onPick={props.onPickAvatar} />
          {user ? (
            <TouchLink $tone="inherit" $grow {...props.userInfoLink} title={messages.mine.toUserInfo}>
              <Stack as="span" $grow $gap="xs">
                <Inline as="span" $gap="sm">
                  <Text as="span" $size="lg" $weight="bold" $breakAnywhere>
                    {user.username}
                  </Text>
                  <Vip>
                    <VipBadge level={user.vip} size={18} decorative />
                    {`VIP${user.vip}`}
                  </Vip>
                </Inline>
                <Text as="span" $size="sm">
                  {messages.mine.joined(user.joinday)}
                </Text>
              </Stack>
              <LineIcon size={20}>
                <path d="m9 5 7 7-7 7" />
              </LineIcon>
            </TouchLink>
          ) : (
            <Stack as="span" $grow $gap="xs">
              <Skeleton width={140} height={22} />
              <Skeleton width={90} height={16} />
            </Stack>
          )}
        </Inline>
      </Top>
      <Content>
        {props.avatarRefusal && <InlineAlert>{props.avatarRefusal}</InlineAlert>}
        {failed ? (
          <Card>
            <EmptyState variant="error" onRetry={onRetry} />
          </Card>
        ) : (
          <Card>
            <Inline $justify="between" $gap="sm">
              <Stack $gap="xs">
                <Text as="span" $size="sm" $tone="secondary">
                  {messages.mine.centralWallet}
                </Text>
                <Amount fen={central} loading={central === undefined} size="lg" />
              </Stack>
              <IconButton
                type="button"
                aria-label={messages.mine.refreshBalance}
                aria-busy={refreshing}
                disabled={refreshing || !user}
                onClick={onRefresh}
              >
                <LineIcon size={20}>
                  <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
                </LineIcon>
              </IconButton>
            </Inline>
          </Card>
        )}
        <Card>
          <ShortcutGrid
            items={shortcuts.map((item) => ({ to: item.to, label: item.label, icon: shortcutIcon(item.key) }))}
            label={messages.mine.shortcutsLabel}
            smallLabels
          />
        </Card>
        <Button variant="ghost" block onClick={onLogout}>
          {messages.mine.logout}
        </Button>
      </Content>
    </Stack>
  );
}
