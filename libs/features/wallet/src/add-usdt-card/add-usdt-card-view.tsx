import styled from 'styled-components';
import type { UsdtBindField, UsdtBindForm, ValidationError } from '@h5/domain';
import { Button, Card, FieldInput, FormField, InlineAlert, Screen, Section, Stack, TouchLink } from '@h5/ui-kit';
import { messages } from '../messages';
import { ProtocolChoice } from './protocol-choice';
import type { AnchorHTMLAttributes } from 'react';

export interface AddUsdtCardViewProps {
  form: UsdtBindForm;
  error: ValidationError<UsdtBindField> | null;
  refusal: string | null;
  submitting: boolean;
  onChange: (field: UsdtBindField, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  /** The TRC20/ERC20 comparison (/usdtmore). */
  moreLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    color: ${({ theme }) => theme.colors.textSecondary};
    text-align: center;
    counter-increment: step;
  }

  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** /addUsdtCard: the three steps, protocol, address, pay password and the link to /usdtmore. */
export function AddUsdtCardView(props: AddUsdtCardViewProps) {
  const { form, error } = props;
  const message = (field: UsdtBindField) => (error?.field === field ? error.message : null);
  return (
    <Screen title={messages.usdtCard.title} onBack={props.onBack}>
      <Card>
        <Steps aria-label={messages.usdtCard.stepsTitle}>
          {messages.usdtCard.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </Card>
      <Section title={messages.usdtCard.section}>
        <ProtocolChoice legend={messages.usdtCard.protocol} value={form.bank_owner} onChange={(p) => props.onChange('bank_owner', p)} />
        {message('bank_owner') && <InlineAlert variant="field">{message('bank_owner')}</InlineAlert>}
        <FormField label={messages.usdtCard.address} error={message('bank_no')}>
          {({ id, describedBy, invalid }) => (
            <FieldInput
              id={id}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              placeholder={messages.usdtCard.addressPlaceholder}
              value={form.bank_no}
              onChange={(e) => props.onChange('bank_no', e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </FormField>
        <FormField label={messages.usdtCard.payPassword} error={message('pay_pass')}>
          {({ id, describedBy, invalid }) => (
            <FieldInput
              id={id}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={32}
              placeholder={messages.usdtCard.payPasswordPlaceholder}
              value={form.pay_pass}
              onChange={(e) => props.onChange('pay_pass', e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </FormField>
        <TouchLink $size="sm" $underline {...props.moreLink}>
          {messages.usdtCard.moreLink}
        </TouchLink>
        {props.refusal && <InlineAlert>{props.refusal}</InlineAlert>}
        <Stack $spaceAbove="lg">
          <Button block onClick={props.onSubmit} loading={props.submitting}>
            {messages.usdtCard.submit}
          </Button>
        </Stack>
      </Section>
    </Screen>
  );
}
