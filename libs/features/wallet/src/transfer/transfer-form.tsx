import styled from 'styled-components';
import { CASHIER_MESSAGES, formatMoney, type Fen, type TransferField, type ValidationError, type VenueWallet } from '@h5/domain';
import { ServiceNote } from '@h5/feature-kit';
import { AmountField, Button, InlineAlert, LineIcon, PickerField, type PickerOption, Section, Stack, Text } from '@h5/ui-kit';
import { messages } from '../messages';

export interface TransferFormProps {
  wallets: readonly VenueWallet[];
  source: string;
  target: string | null;
  /** What the source holds (fen), shown as 可转 beside the amount. */
  available: Fen;
  amount: string;
  error: ValidationError<TransferField> | null;
  refusal: string | null;
  submitting: boolean;
  onSource: (platname: string) => void;
  onTarget: (platname: string) => void;
  onSwap: () => void;
  onAmount: (text: string) => void;
  onMax: () => void;
  onSubmit: () => void;
}

// The two pickers with the swap control on their shared divider, at the rows' right end
// where the thumb is; it is 32 px drawn, 44 px tapped (docs/product.md §2), and does not move the rows.
const Pair = styled.div`
  position: relative;
`;

const Swap = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xl}px;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  transform: translateY(-50%);
  cursor: pointer;

  &::before {
    position: absolute;
    /* From the padding box (inside the 1 px border): 32 + 2 × 6 = 44 px tapped. */
    inset: -7px;
    content: '';
  }

  &:active {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const SwapIcon = () => (
  <LineIcon size={18}>
    <path d="M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4" />
  </LineIcon>
);

const toOptions = (wallets: readonly VenueWallet[]): PickerOption[] =>
  wallets.map((w) => ({ value: w.platname, label: w.name, description: formatMoney(w.balance) }));

/** The manual form: 转出 / 转入 pickers, amount with 最大金额, the rule note, 立即转账. */
export function TransferForm(props: TransferFormProps) {
  const { error } = props;
  const options = toOptions(props.wallets);
  const fieldError = (field: TransferField) => (error?.field === field ? error.message : null);
  return (
    <Section title={messages.transfer.form}>
      <Pair>
        <PickerField
          label={messages.transfer.source}
          title={messages.transfer.pickerTitle}
          options={options}
          value={props.source}
          onChange={props.onSource}
        />
        <Swap type="button" aria-label={messages.transfer.swap} onClick={props.onSwap} disabled={props.target === null}>
          <SwapIcon />
        </Swap>
        <PickerField
          label={messages.transfer.target}
          title={messages.transfer.pickerTitle}
          options={options}
          value={props.target}
          onChange={props.onTarget}
        />
      </Pair>
      {fieldError('sourcetype') && <InlineAlert variant="field">{fieldError('sourcetype')}</InlineAlert>}
      <AmountField
        label={messages.transfer.amount}
        placeholder={messages.transfer.amountPlaceholder}
        value={props.amount}
        onChange={props.onAmount}
        onMax={props.onMax}
        error={fieldError('amount')}
        available={messages.transfer.available(formatMoney(props.available))}
      />
      <Text $spaceAbove="sm" $tone="secondary" $size="xs">
        {CASHIER_MESSAGES.venueToVenue}
      </Text>
      {props.refusal && <InlineAlert>{props.refusal}</InlineAlert>}
      <Stack $spaceAbove="lg">
        <Button block onClick={props.onSubmit} loading={props.submitting}>
          {messages.transfer.submit}
        </Button>
      </Stack>
      <ServiceNote lead={messages.transfer.serviceLead} linkText={messages.customerService} gapAbove />
    </Section>
  );
}
