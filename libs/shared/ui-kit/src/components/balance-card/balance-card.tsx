import type { Fen } from '@h5/domain';
import { Actions, IconButton, Label, Top, Wallets } from './balance-card.styles';
import { messages } from '../../messages';
import { Amount } from '../amount/amount';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { EmptyState } from '../empty-state/empty-state';
import { LineIcon } from '../line-icon/line-icon';

export interface BalanceCardProps {
  /** central + game; shown with `showTotal` (/money, /withdrawal). */
  total?: Fen;
  showTotal?: boolean;
  /** The total's caption: 总资产 (docs/product.md, glossary). */
  totalLabel?: string;
  /** undefined until the member's info answers (the amounts show skeletons). */
  central: Fen | undefined;
  game: Fen | undefined;
  /** The member's info failed before any answer. */
  failed?: boolean;
  onRetry?: () => void;
  onRefresh: () => void;
  refreshing?: boolean;
  /** 一键回收 (on /transfer and /withdrawal; /money has it under the venue list). */
  onRecycle?: () => void;
  recycling?: boolean;
}

const RefreshIcon = () => (
  <LineIcon size={20}>
    <path d="M20 12a8 8 0 1 1-2.34-5.66" />
    <path d="M20 4v5h-5" />
  </LineIcon>
);

/** Central and game wallet (and the total where asked) with refresh; amounts never cut off. */
export function BalanceCard(props: BalanceCardProps) {
  const {
    total,
    showTotal = false,
    totalLabel = messages.totalAssets,
    central,
    game,
    failed = false,
    refreshing = false,
    recycling = false,
  } = props;
  if (failed) {
    return (
      <Card>
        <EmptyState variant="error" onRetry={props.onRetry} />
      </Card>
    );
  }
  const loading = central === undefined;
  return (
    <Card>
      <Top>
        <div>
          <Label>{showTotal ? totalLabel : messages.centralWallet}</Label>
          <Amount fen={showTotal ? total : central} size="xl" tone="accent" loading={loading} />
        </div>
        <IconButton
          type="button"
          aria-label={messages.refreshBalance}
          onClick={props.onRefresh}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
          $spinning={refreshing}
        >
          <RefreshIcon />
        </IconButton>
      </Top>
      <Wallets>
        {showTotal && (
          <div>
            <dt>{messages.centralWallet}</dt>
            <dd>
              <Amount fen={central} size="md" loading={loading} />
            </dd>
          </div>
        )}
        <div>
          <dt>{messages.gameWallet}</dt>
          <dd>
            <Amount fen={game} size="md" loading={loading} />
          </dd>
        </div>
      </Wallets>
      {props.onRecycle && (
        <Actions>
          <Button variant="ghost" block onClick={props.onRecycle} loading={recycling}>
            {messages.recycle}
          </Button>
        </Actions>
      )}
    </Card>
  );
}
