import styled from 'styled-components';
import type { Card as CardRow } from '@h5/api-contract';
import type { CardKind } from '@h5/domain';
import type { WalletTab } from '@h5/routing';
import { EmptyState, InlineAlert, Screen, Skeleton, Stack, Tabs } from '@h5/ui-kit';
import { messages } from '../messages';
import { CardItem } from './card-item';
import type { AnchorHTMLAttributes } from 'react';

export interface WalletViewProps {
  tab: WalletTab;
  kind: CardKind;
  /** undefined while loading. */
  cards: readonly CardRow[] | undefined;
  failed: boolean;
  onRetry: () => void;
  canAdd: boolean;
  limitHint: string | null;
  onTab: (tab: WalletTab) => void;
  onUnbind: (card: CardRow) => void;
  onBack: () => void;
  /** + 添加…: the add screen of the tab's kind, with the history entry's state (a bind from the deposit gate returns to the deposit). */
  addLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

// Built when rendering, not when this module loads: the titles are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const tabItems = () =>
  [
    { key: '1', title: messages.cards.usdtTab },
    { key: '2', title: messages.cards.bankTab },
  ] as const;

const Add = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 64px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg}px;
`;

/** A card's height, so nothing jumps when the list arrives. */
const CARD_HEIGHT = 108;

/** /wallet: 虚拟币 / 银行卡 tabs, the bound cards with unbind, add (hidden at 5 with the hint). */
export function WalletView(props: WalletViewProps) {
  const usdt = props.kind === 'usdt';
  const tabs = (
    <Tabs items={tabItems()} activeKey={String(props.tab) as '1' | '2'} onChange={(key) => props.onTab(Number(key) as WalletTab)} />
  );
  return (
    <Screen title={messages.cards.title} onBack={props.onBack} sticky={tabs}>
      {props.failed && <EmptyState variant="error" onRetry={props.onRetry} />}
      {!props.failed && props.cards === undefined && (
        <Stack as="ul" $gap="md" aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton height={CARD_HEIGHT} />
            </li>
          ))}
        </Stack>
      )}
      {props.cards?.length === 0 && <EmptyState variant="empty" text={usdt ? messages.cards.emptyUsdt : messages.cards.emptyBank} />}
      {props.cards && props.cards.length > 0 && (
        <Stack as="ul" $gap="md">
          {props.cards.map((card) => (
            <li key={card.id}>
              <CardItem card={card} onUnbind={props.onUnbind} />
            </li>
          ))}
        </Stack>
      )}
      {props.canAdd && <Add {...props.addLink}>+ {usdt ? messages.cards.addUsdt : messages.cards.addBank}</Add>}
      {props.limitHint && <InlineAlert tone="info">{props.limitHint}</InlineAlert>}
    </Screen>
  );
}
