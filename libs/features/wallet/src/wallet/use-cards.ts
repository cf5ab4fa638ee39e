import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCardsQuery, useDeleteCardMutation } from '@h5/api-client';
import type { Card } from '@h5/api-contract';
import { CARD_KIND, CARD_MESSAGES, canAddCard, cardLimitHint, type CardKind } from '@h5/domain';
import { notifyBusinessError, refusalMessage, useBack, useRouteLink } from '@h5/feature-kit';
import { links, readQuery, type WalletTab } from '@h5/routing';
import { confirm, showError, showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import type { WalletViewProps } from './wallet-view';

/** Tab 1 虚拟币 lists USDT addresses, tab 2 银行卡 bank cards (docs/product.md §2). */
export const TAB_KIND: Record<WalletTab, CardKind> = { 1: 'usdt', 2: 'bank' };

function useCardList(kind: CardKind) {
  const query = useCardsQuery(CARD_KIND[kind]);
  useEffect(() => notifyBusinessError(query.error), [query.error]);
  const cards = query.data;
  return {
    cards,
    failed: query.isError && !cards,
    retry: () => void query.refetch(),
    /** Hidden at 5, with the spec's hint instead. */
    canAdd: cards !== undefined && canAddCard(cards.length),
    limitHint: cards !== undefined && !canAddCard(cards.length) ? cardLimitHint(kind) : null,
  };
}

export type CardList = ReturnType<typeof useCardList>;

/** /wallet's model: the tab from the query, both card lists, unbinding with its confirm. */
export function useCards(): WalletViewProps {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const tab: WalletTab = readQuery('/wallet', search).type ?? 1;
  const lists: Record<CardKind, CardList> = { usdt: useCardList('usdt'), bank: useCardList('bank') };
  const [deleteCard] = useDeleteCardMutation();
  const onBack = useBack();
  const kind = TAB_KIND[tab];
  const list = lists[kind];
  // The entry's state goes along (`depositGate`: opened from /recharge's 去绑定, see use-bind-card),
  // so a bind opened from the deposit gate returns to the deposit.
  const addLink = useRouteLink(kind === 'usdt' ? links.addUsdtCard() : links.addBankCard(), { state });

  const unbind = async (card: Card) => {
    const accepted = await confirm({ title: CARD_MESSAGES.unbindTitle, content: CARD_MESSAGES.unbindConfirm });
    if (!accepted) return;
    const result = await deleteCard(card.id);
    if ('data' in result) showToast(messages.cards.unbindOk, { icon: 'success' });
    else {
      const message = refusalMessage(result.error);
      if (message) showError(message);
    }
  };

  return {
    tab,
    kind,
    cards: list.cards,
    failed: list.failed,
    onRetry: list.retry,
    canAdd: list.canAdd,
    limitHint: list.limitHint,
    /** The tab lives in the query, so a reload or a shared link opens the same tab. */
    onTab: (next: WalletTab) => navigate({ pathname, search: `?type=${next}` }, { replace: true, state }),
    onUnbind: (card: Card) => void unbind(card),
    onBack,
    addLink,
  };
}
