import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  isApiError,
  rememberRecordType,
  useBanksQuery,
  useMoneyAction,
  usePayBanksQuery,
  usePayRangeQuery,
  usePayWaysQuery,
  useRechargeMutation,
  useUserQuery,
} from '@h5/api-client';
import type { RechargeRequest } from '@h5/api-contract';
import {
  DEFAULT_USDT_PROTOCOL,
  defaultPayWay,
  payRangeType,
  payWayTabs,
  rechargePayType,
  toPayRange,
  validateBankDeposit,
  validateDepositAmount,
  type BankDepositField,
  type PayWay,
  type UsdtProtocol,
  type ValidationError,
} from '@h5/domain';
import { refusalMessage, useAmountInput, useBack, useEntryState, useRouteLink } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { showError, showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import { useDepositAllowance } from './deposit-allowance';
import { useNoCardModal } from './no-card-gate';
import { useVippay } from './use-vippay';
import type { RechargeViewProps } from './recharge-view';

const PAY_WAYS: readonly PayWay[] = ['bank', 'usdt', 'vippay', 'wechat', 'alipay'];
const isPayWay = (value: unknown): value is PayWay => PAY_WAYS.includes(value as PayWay);

/** gettransrecord's type of deposits. */
const DEPOSIT_RECORDS = 1;

const EMPTY_BANK = { bank_owner: '', bank: '', bank_no: '', bank_address: '' };
export type BankFields = typeof EMPTY_BANK;

/**
 * /recharge's model (docs/product.md §2, §4, §5): tabs by the pay-way map, the range of the chosen way
 * (100–10000 until it answers), the bank form, USDT protocol, and the deposit as one
 * idempotent money action.
 */
export function useRecharge(): RechargeViewProps {
  useNoCardModal();
  const ways = usePayWaysQuery();
  const tabs = ways.data ? payWayTabs(ways.data) : undefined;
  // Kept in the page's history entry: back from /usdtmore or /payInfo returns on the way chosen.
  const [chosen, setChosen] = useEntryState('payWay', isPayWay);
  // A way kept from before that the site has closed since falls back to the default.
  const kept = chosen && (!tabs || tabs.includes(chosen)) ? chosen : undefined;
  const way: PayWay | null = kept ?? (ways.data ? defaultPayWay(ways.data) : null);
  const [protocol, setProtocol] = useState<UsdtProtocol>(DEFAULT_USDT_PROTOCOL);
  const rangeType = way ? payRangeType(way, protocol) : null;
  const vippay = useVippay();
  const rangeQuery = usePayRangeQuery(rangeType ?? 'bank', { skip: rangeType === null });
  // currentData, not data: data keeps the previous way's range while the new one loads (and
  // for good if that call fails); §9 wants the defaults 100–10000 until this way's answer.
  const range = toPayRange(rangeType === null ? null : rangeQuery.currentData);
  const payBanks = usePayBanksQuery(undefined, { skip: way !== 'bank' });
  const bankList = useBanksQuery(undefined, { skip: way !== 'bank' });
  const user = useUserQuery();
  const allowance = useDepositAllowance();
  const [typedBank, setBank] = useState<BankFields>(EMPTY_BANK);
  // The depositor's name must match the member's (docs/product.md §2 /login: 须与提款人一致), so it starts as
  // the real name; once the player edits it (even to empty) their text stands until the form clears.
  const [ownerTyped, setOwnerTyped] = useState(false);
  const bank: BankFields = ownerTyped ? typedBank : { ...typedBank, bank_owner: user.data?.realname ?? '' };
  const { amount, change: changeAmountText, clear: clearAmount } = useAmountInput();
  const [error, setError] = useState<ValidationError<BankDepositField> | null>(null);
  const [recharge] = useRechargeMutation();
  const navigate = useNavigate();
  const wayRef = useRef(way);
  wayRef.current = way;

  const run = useCallback(
    async (body: RechargeRequest, idempotencyKey: string) => {
      const result = await recharge({ body, idempotencyKey });
      if ('data' in result) {
        clearAmount();
        setBank(EMPTY_BANK);
        setOwnerTyped(false);
        rememberRecordType(DEPOSIT_RECORDS);
        if (body.paytype === 'bank') {
          showToast(messages.recharge.done, { icon: 'success' });
          navigate(links.transRecord(DEPOSIT_RECORDS));
        } else navigate(links.payInfo(result.data?.message ?? ''));
        return { settled: true };
      }
      // A 401 is the shell's 认证失败 dialog alone (docs/product.md §4), never a toast beside it.
      const refusal = refusalMessage(result.error, { network: true });
      if (refusal) showError(refusal);
      return { settled: isApiError(result.error) && result.error.kind === 'business' };
    },
    [recharge, navigate, clearAmount],
  );
  const action = useMoneyAction(run);
  const onBack = useBack();
  const usdtMoreLink = useRouteLink(links.usdtmore());

  return {
    tabs,
    waysFailed: ways.isError && !ways.data,
    onRetryWays: () => void ways.refetch(),
    way,
    /** Switching clears the bank form and amount and reloads the range (docs/product.md §4). */
    onWay: (next: PayWay) => {
      if (next === way) return;
      setChosen(next);
      setBank(EMPTY_BANK);
      setOwnerTyped(false);
      clearAmount();
      setError(null);
    },
    protocol,
    onProtocol: (next: UsdtProtocol) => {
      setProtocol(next);
      setError(null);
    },
    range,
    payBanks: payBanks.data,
    bankNames: (bankList.data ?? []).map((b) => b.bank_name),
    usdtRate: user.data?.usdtrate,
    bank,
    onBank: (field: keyof BankFields, value: string) => {
      if (field === 'bank_owner') setOwnerTyped(true);
      setBank((prev) => ({ ...prev, [field]: value }));
      setError(null);
    },
    amount,
    allowance,
    onAmount: (text: string) => {
      changeAmountText(text);
      setError(null);
    },
    error,
    submitting: action.busy || vippay.busy,
    onSubmit: () => {
      const current = wayRef.current;
      if (!current) return;
      if (current === 'vippay') {
        // The same §5 range rule as every way, against VipPay's own range.
        const failed = validateDepositAmount(amount, range);
        setError(failed);
        if (!failed) void vippay.start(amount);
        return;
      }
      const paytype = rechargePayType(current);
      if (!paytype) return;
      const failed = current === 'bank' ? validateBankDeposit({ ...bank, amount }, range) : validateDepositAmount(amount, range);
      setError(failed);
      if (failed) return;
      const body: RechargeRequest =
        current === 'bank'
          ? { paytype, amount, ...bank }
          : current === 'usdt'
            ? { paytype, amount, catepay: protocol }
            : { paytype, amount };
      void action.submit(body);
    },
    onBack,
    usdtMoreLink,
  };
}
