import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, rememberRecordType, useCardsQuery, useMoneyAction } from '@h5/api-client';
import type { Card, WithdrawRequest } from '@h5/api-contract';
import {
  DEFAULT_USDT_PROTOCOL,
  protocolOfCard,
  validateWithdrawal,
  WITHDRAW_REDIRECT_MS,
  type Fen,
  type UsdtProtocol,
  type ValidationError,
  type WithdrawalField,
  type WithdrawMethod,
} from '@h5/domain';
import { refusalMessage, useAmountInput, useEntryState, useRouteLink } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { showError, showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import { useConfirmedWithdraw } from './use-confirmed-withdraw';

/** getcard's type: 1 bank cards, 2 USDT addresses. */
const CARD_TYPE: Record<WithdrawMethod, 1 | 2> = { bank: 1, usdt: 2 };
const isWithdrawMethod = (value: unknown): value is WithdrawMethod => value === 'usdt' || value === 'bank';
/** gettransrecord's type of withdrawals. */
const WITHDRAWAL_RECORDS = 2;

/**
 * The withdrawal form (docs/product.md §2 /withdrawal, §4, §5): tab, chosen account, amount with max
 * (the whole main balance), pay password, validation in the spec's order, and the
 * withdrawal as one idempotent money action; success goes to /transRecord after 1.5 s.
 */
export function useWithdrawalForm(central: Fen | undefined, skip: boolean) {
  // Kept in the page's history entry: back from /addBankCard returns on the 银行卡 tab.
  const [keptMethod, setMethod] = useEntryState('withdrawMethod', isWithdrawMethod);
  const method: WithdrawMethod = keptMethod ?? 'usdt';
  const [cardId, setCardId] = useState<number | null>(null);
  const [protocol, setProtocol] = useState<UsdtProtocol>(DEFAULT_USDT_PROTOCOL);
  const { amount, change: changeAmountText, fill: fillAmount, clear: clearAmount } = useAmountInput();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ValidationError<WithdrawalField> | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const cards = useCardsQuery(CARD_TYPE[method], { skip });
  const addLink = useRouteLink(method === 'usdt' ? links.addUsdtCard() : links.addBankCard());
  // With its confirmation step when the member has a passkey or TOTP (docs/security.md).
  const withdraw = useConfirmedWithdraw();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const run = useCallback(
    async (body: WithdrawRequest, idempotencyKey: string) => {
      const result = await withdraw({ body, idempotencyKey });
      if ('data' in result) {
        clearAmount();
        setPassword('');
        showToast(messages.withdrawal.done, { icon: 'success' });
        // The records open on 取款, where this withdrawal now is (审核中), not on the default 存款.
        rememberRecordType(WITHDRAWAL_RECORDS);
        redirect.current = setTimeout(() => navigate(links.transRecord(WITHDRAWAL_RECORDS)), WITHDRAW_REDIRECT_MS);
        return { settled: true };
      }
      // A 401 is the shell's 认证失败 dialog alone (docs/product.md §4), never a toast beside it.
      const refusal = refusalMessage(result.error, { network: true });
      if (refusal) showError(refusal);
      // A network failure keeps the key: tapping again retries the same withdrawal.
      return { settled: isApiError(result.error) && result.error.kind === 'business' };
    },
    [withdraw, navigate, clearAmount],
  );
  const action = useMoneyAction(run);

  const list: readonly Card[] | undefined = cards.data;
  const chosen = list?.find((card) => card.id === cardId) ?? null;

  return {
    method,
    addLink,
    cards: list,
    cardsFailed: cards.isError && !cards.data,
    retryCards: () => void cards.refetch(),
    chosen,
    protocol,
    amount,
    password,
    error,
    submitting: action.busy,
    chooserOpen,
    openChooser: () => setChooserOpen(true),
    closeChooser: () => setChooserOpen(false),
    /** Switching tab clears card, amount, password and protocol (docs/product.md §4). */
    chooseMethod: (next: WithdrawMethod) => {
      if (next === method) return;
      setMethod(next);
      setCardId(null);
      clearAmount();
      setPassword('');
      setProtocol(DEFAULT_USDT_PROTOCOL);
      setError(null);
    },
    /** Picking selects and closes; a USDT address sets the protocol; amount and password clear. */
    chooseCard: (id: number) => {
      const card = list?.find((c) => c.id === id);
      setCardId(id);
      if (card && method === 'usdt') setProtocol(protocolOfCard(card.bank_owner));
      clearAmount();
      setPassword('');
      setError(null);
      setChooserOpen(false);
    },
    changeAmount: (text: string) => {
      changeAmountText(text);
      setError(null);
    },
    changePassword: (text: string) => {
      setPassword(text);
      setError(null);
    },
    fillMax: () => {
      fillAmount(central ?? 0);
      setError(null);
    },
    submit: () => {
      const failed = validateWithdrawal({ method, bank: cardId, amount, password });
      setError(failed);
      if (!failed && cardId !== null) void action.submit({ amount, bank: cardId, password });
    },
  };
}

export type WithdrawalForm = ReturnType<typeof useWithdrawalForm>;
