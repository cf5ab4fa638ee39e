import { formatYuanShort, type BankDepositField, type PayWay } from '@h5/domain';
import { PickerField, Section, TextField } from '@h5/ui-kit';
import { messages } from '../messages';
import { QuickAmountChips } from './quick-amount-chips';
import { Note } from './recharge-note';
import { UsdtNotes, UsdtProtocolChoice } from './usdt-parts';
import type { RechargeViewProps } from './recharge-view';
import type { ChangeEvent } from 'react';

export type RechargeFormProps = Omit<
  RechargeViewProps,
  'tabs' | 'waysFailed' | 'onRetryWays' | 'onWay' | 'payBanks' | 'submitting' | 'onSubmit' | 'onBack'
> & {
  way: PayWay;
};

/** The chosen way's form: the bank depositor's rows, or the USDT protocol, then the amount and its notes. */
export function RechargeForm(props: RechargeFormProps) {
  const { way, error } = props;
  const fieldError = (field: BankDepositField) => (error?.field === field ? error.message : null);
  // What each typed bank row binds: its value, its §5 message, its change (no autofill of saved cards).
  const bankInput = (field: 'bank_owner' | 'bank_no' | 'bank_address') => ({
    autoComplete: 'off',
    value: props.bank[field],
    error: fieldError(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => props.onBank(field, e.target.value),
  });
  const min = formatYuanShort(props.range.min);
  const max = formatYuanShort(props.range.max);
  return (
    <Section title={way === 'bank' ? messages.recharge.depositor : messages.recharge.tabs[way]}>
      {way === 'bank' && (
        <>
          {/* docs/product.md §2's order: bank type, depositor name, card number, branch, then the amount. */}
          <PickerField
            label={messages.recharge.bankType}
            title={messages.recharge.bankPicker}
            placeholder={messages.recharge.bankTypePlaceholder}
            options={props.bankNames.map((name) => ({ value: name, label: name }))}
            value={props.bank.bank || null}
            onChange={(v) => props.onBank('bank', v)}
            error={fieldError('bank')}
          />
          <TextField label={messages.recharge.owner} placeholder={messages.recharge.ownerPlaceholder} {...bankInput('bank_owner')} />
          <TextField
            label={messages.recharge.cardNo}
            placeholder={messages.recharge.cardNoPlaceholder}
            inputMode="numeric"
            {...bankInput('bank_no')}
          />
          <TextField label={messages.recharge.branch} placeholder={messages.recharge.branchPlaceholder} {...bankInput('bank_address')} />
        </>
      )}
      {way === 'usdt' && <UsdtProtocolChoice protocol={props.protocol} onProtocol={props.onProtocol} />}
      {way === 'vippay' && <Note>{messages.recharge.vippay}</Note>}
      <TextField
        label={messages.recharge.amount}
        placeholder={messages.recharge.amountPlaceholder(min, max)}
        autoComplete="off"
        inputMode="decimal"
        value={props.amount}
        error={fieldError('amount')}
        onChange={(e) => props.onAmount(e.target.value)}
      />
      <QuickAmountChips range={props.range} amount={props.amount} onAmount={props.onAmount} />
      {props.allowance && <Note data-testid="deposit-allowance">{props.allowance.text}</Note>}
      {way === 'usdt' && <UsdtNotes amount={props.amount} usdtRate={props.usdtRate} usdtMoreLink={props.usdtMoreLink} />}
    </Section>
  );
}
