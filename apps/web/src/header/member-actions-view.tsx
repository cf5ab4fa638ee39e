import type { Fen } from '@h5/domain';
import { Amount } from '@h5/ui-kit';
import { PillButton } from '../layout/pill-button';
import { messages } from '../messages';
import { RefreshIcon } from './header-icons';
import { Actions, Balance, IconButton, Spin } from './header.styles';

export interface MemberActionsViewProps {
  /** Central wallet; undefined until the first balance answer. */
  balance?: Fen | null;
  refreshing: boolean;
  recycling: boolean;
  onRefresh: () => void;
  onRecycle: () => void;
}

/**
 * A member's part of the logo header: balance, refresh and 一键回收. Its own chunk: the server
 * renders the visitor header and a member's replaces it only after hydration, so the first
 * paint never needs this code (nor ui-kit's Amount).
 */
export default function MemberActionsView({ balance, refreshing, recycling, onRefresh, onRecycle }: MemberActionsViewProps) {
  return (
    <Actions>
      <Balance aria-label={messages.balanceLabel}>
        <Amount fen={balance} currency tone="accent" size="md" loading={balance === undefined} />
      </Balance>
      <IconButton type="button" aria-label={messages.refreshBalance} onClick={onRefresh} disabled={refreshing} aria-busy={refreshing || undefined}>
        <Spin $active={refreshing}>
          <RefreshIcon />
        </Spin>
      </IconButton>
      <PillButton type="button" $solid onClick={onRecycle} disabled={recycling}>
        <span>{messages.recycle}</span>
      </PillButton>
    </Actions>
  );
}
