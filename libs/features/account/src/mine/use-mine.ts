import { useLogout, useMoneyFigures, useRefreshUserMoneyMutation, useUserQuery } from '@h5/api-client';
import { BALANCE_POLL_MS } from '@h5/domain';
import { notifyBusinessError, useRouteLink } from '@h5/feature-kit';
import { links, ROUTES } from '@h5/routing';
import { confirm } from '@h5/ui-kit';
import { useAvatarUpload } from '../components/avatar/use-avatar-upload';
import { messages } from '../messages';
import type { MineViewProps } from './mine-view';

export interface MineShortcut {
  key: keyof typeof messages.mine.shortcuts;
  to: string;
  label: string;
}

const askToConfirm = (content: string) => confirm({ content });

/** docs/product.md §2 order; 合营计划 only for isagent 0, the agent login entry only for isagent 1. */
export function mineShortcuts(isagent: number): MineShortcut[] {
  const all: Array<[MineShortcut['key'], string]> = [
    ['vip', ROUTES.vip],
    ['activity', ROUTES.activity],
    ['money', ROUTES.money],
    ['transRecord', ROUTES.transRecord],
    ['betRecord', ROUTES.betRecord],
    ['userCent', ROUTES.userCent],
    ['message', ROUTES.message],
    ['fanshui', ROUTES.fanshui],
    ['activityRecord', ROUTES.activityRecord],
    ['welfare', ROUTES.welfare],
    ['applyagent', ROUTES.applyagent],
    ['agentLogin', links.gamePage({ dailiD: 1 })],
    ['app', ROUTES.app],
    ['help', ROUTES.boutBallBet],
    ['responsibleGaming', ROUTES.responsibleGaming],
  ];
  return all
    .filter(([key]) => (key === 'applyagent' ? isagent === 0 : key === 'agentLogin' ? isagent === 1 : true))
    .map(([key, to]) => ({ key, to, label: messages.mine.shortcuts[key] }));
}

/**
 * /mine: the member, the central balance with its refresh, the avatar upload and logout.
 * /mine hides the header, so the page polls the central balance itself, at the header's
 * 4300 ms (docs/product.md §9 names no interval of its own for /mine; this keeps the figure exactly as
 * fresh as on every screen that shows the header, with the same single request).
 */
export function useMine(): MineViewProps {
  const user = useUserQuery();
  const { central } = useMoneyFigures(BALANCE_POLL_MS);
  const [refresh, { isLoading: refreshing }] = useRefreshUserMoneyMutation();
  const avatar = useAvatarUpload(user.data?.avatar);
  const logout = useLogout(askToConfirm);
  const serviceLink = useRouteLink(ROUTES.kefu);
  const userInfoLink = useRouteLink(ROUTES.userInfo);
  return {
    user: user.data,
    /** The central balance from the one money entry (followed by the poll above). */
    central,
    failed: user.isError && !user.data,
    onRetry: () => void user.refetch(),
    avatarSrc: avatar.preview,
    avatarUploading: avatar.uploading,
    avatarRefusal: avatar.refusal,
    onPickAvatar: avatar.pick,
    refreshing,
    onRefresh: () => {
      refresh().unwrap().catch(notifyBusinessError);
    },
    shortcuts: mineShortcuts(user.data?.isagent ?? 0),
    onLogout: () => void logout(),
    serviceLink,
    userInfoLink,
  };
}
