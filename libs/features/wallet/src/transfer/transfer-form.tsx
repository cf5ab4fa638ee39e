import styled from 'styled-components';
import { CASHIER_MESSAGES, formatMoney, type TransferField, type ValidationError, type VenueWallet } from '@h5/domain';
import { ServiceNote } from '@h5/feature-kit';
import { AmountField, Button, InlineAlert, PickerField, type PickerOption, Section } from '@h5/ui-kit';
import { messages } from '../messages';

export interface TransferFormProps {
  wallets: readonly VenueWallet[];
  source: string;
  target: string | null;
  amount: string;
  error: ValidationError<TransferField> | null;
  refusal: string | null;
  submitting: boolean;
  onSource: (platname: string) => void;
  onTarget: (platname: string) => void;
  onAmount: (text: string) => void;
  onMax: () => void;
  onSubmit: () => void;
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const Submit = styled.div`
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

const toOptions = (wallets: readonly VenueWallet[]): PickerOption[] =>
  wallets.map((w) => ({ value: w.platname, label: w.name, description: formatMoney(w.balance) }));

/** The manual form: 转出 / 转入 pickers, amount with 最大金额, the rule note, 立即转账. */
export function TransferForm(props: TransferFormProps) {
  const { error } = props;
  const options = toOptions(props.wallets);
  const fieldError = (field: TransferField) => (error?.field === field ? error.message : null);
  return (
    <Section title={messages.transfer.form}>
      <PickerField
        label={messages.transfer.source}
        title={messages.transfer.pickerTitle}
        options={options}
        value={props.source}
        onChange={props.onSource}
      />
      <PickerField
        label={messages.transfer.target}
        title={messages.transfer.pickerTitle}
        options={options}
        value={props.target}
        onChange={props.onTarget}
      />
      {fieldError('sourcetype') && <InlineAlert variant="field">{fieldError('sourcetype')}</InlineAlert>}
      <AmountField
        label={messages.transfer.amount}
        placeholder={messages.transfer.amountPlaceholder}
        value={props.amount}
        onChange={props.onAmount}
        onMax={props.onMax}
        error={fieldError('amount')}
      />
      <Note>{CASHIER_MESSAGES.venueToVenue}</Note>
      {props.refusal && <InlineAlert>{props.refusal}</InlineAlert>}
      <Submit>
        <Button block onClick={props.onSubmit} loading={props.submitting}>
          {messages.transfer.submit}
        </Button>
      </Submit>
      <ServiceNote lead={messages.transfer.serviceLead} linkText={messages.customerService} gapAbove />
    </Section>
  );
}
