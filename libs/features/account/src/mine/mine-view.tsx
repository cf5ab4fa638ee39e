import styled from 'styled-components';
import type { UserInfo } from '@h5/api-contract';
import type { Fen } from '@h5/domain';
import { ShortcutGrid } from '@h5/feature-kit';
import { Amount, Button, Card, EmptyState, Inline, InlineAlert, LineIcon, Skeleton, Stack, Text, VipBadge } from '@h5/ui-kit';
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

const Root = styled.div`
  min-height: 100%;
  padding-bottom: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.background};
`;

const Top = styled.header`
  padding: 0 ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.xxl}px;
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.navBarHeight}px;
`;

const ServiceLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  text-decoration: none;
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: 72px;
`;

const Who = styled.a`
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  color: inherit;
  text-decoration: none;
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

const BalanceLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  cursor: pointer;

  &[aria-busy='true'] svg {
    animation: spin 0.8s linear infinite;
  }

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** /mine: header hidden by the shell, so the screen draws its own bar and h1. */
export function MineView(props: MineViewProps) {
  const { user, central, failed, onRetry, refreshing, onRefresh, shortcuts, onLogout } = props;
  return (
    <Root>
      {/* The shell hides its header on /mine (docs/product.md §2): this bar is the screen's banner. */}
      <Top role="banner">
        <Bar>
          <Text as="h1" $size="lg">
            {messages.mine.title}
          </Text>
          <ServiceLink {...props.serviceLink}>
            <LineIcon size={20}>
              <path d="M5 13v-2a7 7 0 0 1 14 0v2M5 13h2v5H5a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1Zm14 0h-2v5h2a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1Z" />
            </LineIcon>
            {messages.mine.service}
          </ServiceLink>
        </Bar>
        <Profile>
          <AvatarPicker src={props.avatarSrc} uploading={props.avatarUploading} refusal={null} onPick={props.onPickAvatar} />
          {user ? (
            <Who {...props.userInfoLink} title={messages.mine.toUserInfo}>
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
            </Who>
          ) : (
            <Stack as="span" $grow $gap="xs">
              <Skeleton width={140} height={22} />
              <Skeleton width={90} height={16} />
            </Stack>
          )}
        </Profile>
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
              <span>
                <BalanceLabel>{messages.mine.centralWallet}</BalanceLabel>
                <Amount fen={central} loading={central === undefined} size="lg" />
              </span>
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
    </Root>
  );
}
