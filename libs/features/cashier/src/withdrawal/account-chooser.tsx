import type { Card } from '@h5/api-contract';
import { cardLastFour, type WithdrawMethod } from '@h5/domain';
import { links } from '@h5/routing';
import { EmptyState, InlineAlert, PickerPopup, Skeleton, type PickerOption } from '@h5/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FieldRow } from '../components/form-field';
import { ChevronIcon } from '../components/icons';
import { messages } from '../messages';

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
}

const Label = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-align: left;
  background: none;
  border: 0;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textTertiary};
`;

const AddLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.accent};
`;

/** Bank cards: icon, bank, owner, last 4; USDT addresses: protocol (bank_owner) and last 4 (spec §2). */
const toOptions = (method: WithdrawMethod, cards: readonly Card[]): PickerOption<number>[] =>
  cards.map((card) =>
    method === 'usdt'
      ? { value: card.id, label: `${card.bank_owner} ${cardLastFour(card.bank_no)}`, icon: card.ico || undefined }
      : { value: card.id, label: card.bank, description: `${card.bank_owner} ${cardLastFour(card.bank_no)}`, icon: card.ico || undefined },
  );

const describe = (method: WithdrawMethod, card: Card) =>
  method === 'usdt' ? `${card.bank_owner} ${cardLastFour(card.bank_no)}` : `${card.bank} ${card.bank_owner} ${cardLastFour(card.bank_no)}`;

/** The payout account row: opens the 70 % bottom popup; with no account saved, the add link. */
export function AccountChooser(props: AccountChooserProps) {
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const { method, cards } = props;
  const label = method === 'usdt' ? messages.withdrawal.usdtAccount : messages.withdrawal.bankAccount;
  const title = method === 'usdt' ? messages.withdrawal.pickUsdt : messages.withdrawal.pickBank;
  let body;
  if (props.failed) body = <EmptyState variant="error" onRetry={props.onRetry} />;
  else if (!cards) body = <Skeleton height={44} />;
  else if (cards.length === 0)
    body = (
      <AddLink to={method === 'usdt' ? links.addUsdtCard() : links.addBankCard()}>
        {method === 'usdt' ? messages.withdrawal.addUsdt : messages.withdrawal.addBank}
      </AddLink>
    );
  else
    body = (
      <>
        <Trigger
          type="button"
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={props.error ? errorId : undefined}
          aria-haspopup="dialog"
          onClick={props.onOpen}
        >
          {props.chosen ? <span id={valueId}>{describe(method, props.chosen)}</span> : <Placeholder id={valueId}>{title}</Placeholder>}
          <ChevronIcon />
        </Trigger>
        <PickerPopup
          visible={props.open}
          title={title}
          options={toOptions(method, cards)}
          value={props.chosen?.id ?? null}
          onSelect={props.onChoose}
          onClose={props.onClose}
        />
      </>
    );
  return (
    <FieldRow>
      <Label id={labelId}>{label}</Label>
      {body}
      {props.error && (
        <InlineAlert variant="field" id={errorId}>
          {props.error}
        </InlineAlert>
      )}
    </FieldRow>
  );
}
