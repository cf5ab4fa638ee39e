import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn, useUserQuery, useVipLevelsQuery } from '@h5/api-client';
import { initialVipTab, VIP_LEVELS, vipLevelFromText } from '@h5/domain';
import { useBack, useNotifyBusinessError } from '@h5/feature-kit';
import type { VipViewProps } from './vip-view';

/** /vip: the levels, the member (none for visitors) and the selected tab, starting at the member's level. */
export function useVip(): VipViewProps {
  const loggedIn = useSelector(selectIsLoggedIn);
  const levels = useVipLevelsQuery();
  const user = useUserQuery(undefined, { skip: !loggedIn });
  useNotifyBusinessError(levels.error);
  const memberLevel = user.data
    ? Number.isInteger(Number(user.data.vip))
      ? Number(user.data.vip)
      : vipLevelFromText(user.data.current_vip)
    : null;
  // null until the player picks a tab: the start follows the member's level once it arrives.
  const [picked, setPicked] = useState<number | null>(null);
  const level = picked ?? initialVipTab(memberLevel);
  const select = (next: number) => setPicked(Math.min(VIP_LEVELS, Math.max(1, next)));
  return {
    levels: levels.data,
    failed: levels.isError,
    onRetry: () => void levels.refetch(),
    memberLevel: memberLevel ?? 0,
    paysum: user.data?.paysum ?? 0,
    level,
    onLevel: select,
    onBack: useBack(),
  };
}
