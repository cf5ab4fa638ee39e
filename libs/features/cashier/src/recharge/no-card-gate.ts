import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCardsQuery } from '@h5/api-client';
import { links } from '@h5/routing';
import { confirm } from '@h5/ui-kit';
import { messages } from '../messages';

/** docs/product.md §5: a deposit needs a bound card or address; without one, 去绑定 → /wallet, closing goes back. */
export function useNoCardModal() {
  const banks = useCardsQuery(1);
  const usdt = useCardsQuery(2);
  const navigate = useNavigate();
  const none = banks.data !== undefined && usdt.data !== undefined && banks.data.length === 0 && usdt.data.length === 0;
  useEffect(() => {
    if (!none) return;
    void confirm({ content: messages.recharge.noCard, confirmText: messages.recharge.goBind, cancelText: messages.recharge.close }).then(
      // The state tells /wallet's bind to come back here once a card is bound (wallet's use-bind-card).
      (accepted) => (accepted ? navigate(links.wallet(), { state: { depositGate: true } }) : navigate(-1)),
    );
  }, [none, navigate]);
}
