import type { Card } from '@h5/api-contract';
import { cardLastFour, type WithdrawMethod } from '@h5/domain';
import { EmptyState, PickerField, Skeleton, TouchLink, type PickerOption } from '@h5/ui-kit';
import { messages } from '../messages';
import type { AnchorHTMLAttributes } from 'react';

export interface AccountChooserProps {
  method: WithdrawMethod;
  /** undefined while loading. */
  cards: readonly Card[] | undefined;
  failed: boolean;
  onRetry: () => void;
  chosen: Card | null;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChoose: (id: number) => void;
  error: string | null;
  /** With no account saved: the add screen of the method's kind (/addUsdtCard, /addBankCard). */
  addLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

/** Bank cards: icon, bank, owner, last 4; USDT addresses: protocol (bank_owner) and last 4 (docs/product.md §2). */
const toOptions = (method: WithdrawMethod, cards: readonly Card[]): PickerOption<number>[] =>
  cards.map((card) =>
    method === 'usdt'
      ? { value: card.id, label: `${card.bank_owner} ${cardLastFour(card.bank_no)}`, icon: card.ico || undefined }
      : { value: card.id, label: card.bank, description: `${card.bank_owner} ${cardLastFour(card.bank_no)}`, icon: card.ico || undefined },
  );

/** The chosen account on the row: bank, owner and last 4 (USDT: protocol and last 4). */
const describe = (option: PickerOption<number>) => (option.description ? `${option.label} ${option.description}` : option.label);

/** The payout account row: opens the 70 % bottom popup; with no account saved, the add link. */
export function AccountChooser(props: AccountChooserProps) {
  const { method, cards } = props;
  const title = method === 'usdt' ? messages.withdrawal.pickUsdt : messages.withdrawal.pickBank;
  let fallback;
  if (props.failed) fallback = <EmptyState variant="error" onRetry={props.onRetry} />;
  else if (!cards) fallback = <Skeleton height={44} />;
  else if (cards.length === 0)
    fallback = (
      <TouchLink $underline {...props.addLink}>
        {method === 'usdt' ? messages.withdrawal.addUsdt : messages.withdrawal.addBank}
      </TouchLink>
    );
  return (
    <PickerField
      label={method === 'usdt' ? messages.withdrawal.usdtAccount : messages.withdrawal.bankAccount}
      title={title}
      placeholder={title}
      options={cards ? toOptions(method, cards) : []}
      value={props.chosen?.id ?? null}
      onChange={props.onChoose}
      formatValue={describe}
      error={props.error}
      fallback={fallback}
      open={props.open}
      onOpenChange={(open) => (open ? props.onOpen() : props.onClose())}
    />
  );
}
