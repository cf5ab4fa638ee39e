import type { BankCardBindField, BankCardBindForm, ValidationError } from '@h5/domain';
import { Button, EmptyState, FieldInput, FormField, InlineAlert, PickerField, Screen, Section, Stack } from '@h5/ui-kit';
import { messages } from '../messages';

export interface AddBankCardViewProps {
  form: BankCardBindForm;
  error: ValidationError<BankCardBindField> | null;
  /** Bank names for the picker; undefined while loading. */
  banks: readonly string[] | undefined;
  banksFailed: boolean;
  onRetryBanks: () => void;
  refusal: string | null;
  submitting: boolean;
  onChange: (field: BankCardBindField, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

type TextField = Exclude<BankCardBindField, 'bank'>;

// Built when rendering, not when this module loads: the texts are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const textFields = (): Record<TextField, { label: string; placeholder: string; type?: string; inputMode?: 'numeric' }> => ({
  bank_owner: { label: messages.bankCard.owner, placeholder: messages.bankCard.ownerPlaceholder },
  bank_no: { label: messages.bankCard.cardNumber, placeholder: messages.bankCard.cardNumberPlaceholder, inputMode: 'numeric' },
  bank_address: { label: messages.bankCard.branch, placeholder: messages.bankCard.branchPlaceholder },
  pay_pass: {
    label: messages.bankCard.payPassword,
    placeholder: messages.bankCard.payPasswordPlaceholder,
    type: 'password',
    inputMode: 'numeric',
  },
});

/** /addBankCard: holder, bank type (picker), card number, branch, pay password; §5 messages. */
export function AddBankCardView(props: AddBankCardViewProps) {
  const { form, error } = props;
  const message = (field: BankCardBindField) => (error?.field === field ? error.message : null);
  const text = (field: TextField) => {
    const spec = textFields()[field];
    return (
      <FormField label={spec.label} error={message(field)}>
        {({ id, describedBy, invalid }) => (
          <FieldInput
            id={id}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            autoComplete={field === 'pay_pass' ? 'off' : undefined}
            maxLength={32}
            placeholder={spec.placeholder}
            value={form[field]}
            onChange={(e) => props.onChange(field, e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </FormField>
    );
  };
  return (
    <Screen title={messages.bankCard.title} onBack={props.onBack}>
      <InlineAlert tone="info">{messages.bankCard.nameHint}</InlineAlert>
      <Section title={messages.bankCard.section}>
        {text('bank_owner')}
        {props.banksFailed ? (
          <EmptyState variant="error" text={messages.bankCard.banksFailed} onRetry={props.onRetryBanks} />
        ) : (
          <PickerField
            label={messages.bankCard.bank}
            title={messages.bankCard.bankPicker}
            placeholder={messages.bankCard.bankPlaceholder}
            options={(props.banks ?? []).map((name) => ({ value: name, label: name }))}
            value={form.bank || null}
            onChange={(bank) => props.onChange('bank', bank)}
          />
        )}
        {message('bank') && <InlineAlert variant="field">{message('bank')}</InlineAlert>}
        {text('bank_no')}
        {text('bank_address')}
        {text('pay_pass')}
        {props.refusal && <InlineAlert>{props.refusal}</InlineAlert>}
        <Stack $spaceAbove="lg">
          <Button block onClick={props.onSubmit} loading={props.submitting}>
            {messages.bankCard.submit}
          </Button>
        </Stack>
      </Section>
    </Screen>
  );
}
