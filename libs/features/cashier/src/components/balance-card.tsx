import type { Fen } from '@h5/domain';
import { Amount, Button, Card, EmptyState } from '@h5/ui-kit';
import styled, { keyframes } from 'styled-components';
import { messages } from '../messages';
import { RefreshIcon } from './icons';

export interface BalanceCardProps {
  /** Shown on /money only: central + game. */
  total?: Fen;
  showTotal?: boolean;
  central: Fen | undefined;
  game: Fen | undefined;
  /** The member's info failed before any answer. */
  failed?: boolean;
  onRetry?: () => void;
  onRefresh: () => void;
  refreshing?: boolean;
  /** 一键回收 (on /transfer; /money has it under the venue list). */
  onRecycle?: () => void;
  recycling?: boolean;
}

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Wallets = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.md}px 0 0;

  dt {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }

  dd {
    margin: 0;
    min-width: 0;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const IconButton = styled.button<{ $spinning: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  margin: -${({ theme }) => theme.space.sm}px -${({ theme }) => theme.space.sm}px 0 0;
  color: ${({ theme }) => theme.colors.accent};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  cursor: pointer;

  svg {
    animation: ${spin} 0.8s linear infinite;
    animation-play-state: ${({ $spinning }) => ($spinning ? 'running' : 'paused')};
  }
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.md}px;
`;

/** Central and game wallet (and on /money the total) with refresh; amounts never cut off. */
export function BalanceCard(props: BalanceCardProps) {
  const { total, showTotal = false, central, game, failed = false, refreshing = false, recycling = false } = props;
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
          <Label>{showTotal ? messages.money.totalAssets : messages.money.central}</Label>
          <Amount fen={showTotal ? total : central} size="xl" tone="accent" loading={loading} />
        </div>
        <IconButton type="button" aria-label={messages.refresh} onClick={props.onRefresh} disabled={refreshing} $spinning={refreshing}>
          <RefreshIcon />
        </IconButton>
      </Top>
      <Wallets>
        {showTotal && (
          <div>
            <dt>{messages.money.central}</dt>
            <dd>
              <Amount fen={central} size="md" loading={loading} />
            </dd>
          </div>
        )}
        <div>
          <dt>{messages.money.game}</dt>
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
