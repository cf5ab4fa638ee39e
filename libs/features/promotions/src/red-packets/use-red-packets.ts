import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  isApiError,
  selectIsLoggedIn,
  useAppInfoQuery,
  useGrabRedPacketMutation,
  useMoneyAction,
  useRedPacketInfoQuery,
} from '@h5/api-client';
import { BusinessCode } from '@h5/api-contract';
import { guardRedPacket, parseYuan, remainingGrabs, type Fen } from '@h5/domain';
import { useBack, useNotifyBusinessError } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { confirm } from '@h5/ui-kit';
import { messages } from '../messages';
import type { RedPacketsViewProps } from './red-packets-view';

/** The popups of docs/product.md §2 /hongbao. */
export type RedPacketsPopup =
  | { kind: 'notStarted' }
  | { kind: 'ended' }
  | { kind: 'won'; fen: Fen | null }
  | { kind: 'insufficient' }
  | { kind: 'failed'; message: string };

/**
 * /hongbao: closed switch → 红包已关闭; visitors are invited to log in (docs/product.md §5); members see
 * their grabs and grab once per tap (Idempotency-Key, a double tap sends one request).
 */
export function useRedPackets(): RedPacketsViewProps {
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const app = useAppInfoQuery();
  const guard = app.data ? guardRedPacket({ loggedIn, redpacketSwitch: app.data.redpacket_switch }) : null;
  const closed = guard?.kind === 'toast';
  const open = app.data !== undefined && guard === null;
  const info = useRedPacketInfoQuery(undefined, { skip: !open });
  const [grab] = useGrabRedPacketMutation();
  useNotifyBusinessError(info.error);
  const [popup, setPopup] = useState<RedPacketsPopup | null>(null);

  useEffect(() => {
    if (guard?.kind !== 'confirm-login') return;
    void confirm({ content: guard.message }).then((accepted) =>
      navigate(accepted ? links.login({ redirect: links.hongbao() }) : links.home(), { replace: true }),
    );
  }, [guard?.kind, guard?.message, navigate]);

  const run = useCallback(
    async (_action: 'grab', idempotencyKey: string) => {
      const result = await grab({ body: undefined, idempotencyKey });
      if (result.data) {
        setPopup({ kind: 'won', fen: parseYuan(result.data.redpacketmoney) });
        return { settled: true };
      }
      const error = result.error;
      if (isApiError(error) && error.kind === 'business') {
        // douserredpacket's 203 is noGrabs (the same number is a wrong password on login_pc).
        setPopup(error.code === BusinessCode.noGrabs ? { kind: 'insufficient' } : { kind: 'failed', message: error.message });
        return { settled: true };
      }
      if (isApiError(error) && error.kind === 'unauthorized') return { settled: true };
      setPopup({ kind: 'failed', message: messages.failed });
      return { settled: false };
    },
    [grab],
  );
  const action = useMoneyAction<'grab'>(run);

  const onGrab = () => {
    const data = info.data;
    if (!data) return;
    // docs/product.md §4: the window and the count are checked before asking the server.
    if (data.redPacketStatus === 'READY') return setPopup({ kind: 'notStarted' });
    if (data.redPacketStatus === 'END') return setPopup({ kind: 'ended' });
    if (remainingGrabs(data.sendnums) <= 0) return setPopup({ kind: 'insufficient' });
    void action.submit('grab');
  };

  const onBack = useBack();
  return {
    closed,
    waiting: !app.data || (open && info.isLoading),
    info: open ? info.data : undefined,
    failed: open && info.isError,
    onRetry: () => void info.refetch(),
    grabbing: action.busy,
    onGrab,
    popup,
    onClosePopup: () => setPopup(null),
    onRecharge: () => navigate(links.wallet(0)),
    onRecords: () => navigate(links.welfare()),
    onBack,
  };
}
