import type { Fen } from '@h5/domain';
import { Amount } from '@h5/ui-kit';
import { Actions } from './header.styles';
import { Balance, RefreshButton, Spin } from './member-actions.styles';
import { memberMessages as messages } from './member-messages';
import { PillButton } from '../layout/pill-button';

export interface MemberActionsViewProps {
  /** Central wallet; undefined until the first balance answer. */
  balance?: Fen | null;
  refreshing: boolean;
  recycling: boolean;
  onRefresh: () => void;
  onRecycle: () => void;
}

function RefreshIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M20 11a8 8 0 1 0-2.3 5.7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M20 4v7h-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
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
      <RefreshButton
        type="button"
        aria-label={messages.refreshBalance}
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
      >
        <Spin $active={refreshing}>
          <RefreshIcon />
        </Spin>
      </RefreshButton>
      <PillButton type="button" $solid onClick={onRecycle} disabled={recycling}>
        <span>{messages.recycle}</span>
      </PillButton>
    </Actions>
  );
}
