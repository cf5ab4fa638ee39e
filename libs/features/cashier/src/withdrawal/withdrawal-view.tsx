import styled from 'styled-components';
import type { Card } from '@h5/api-contract';
import {
  formatMoney,
  formatUsdt,
  parseYuan,
  usdtActualReceived,
  usdtEquivalent,
  VENUE_ROWS,
  withdrawFeeCents,
  type Fen,
  type UsdtProtocol,
  type ValidationError,
  type WithdrawalField,
  type WithdrawFees,
  type WithdrawMethod,
} from '@h5/domain';
import { ServiceNote } from '@h5/feature-kit';
import {
  Amount,
  AmountField,
  Button,
  FieldInput,
  FieldRow,
  FormField,
  InlineAlert,
  Screen,
  Section,
  Stack,
  Tabs,
  WalletBalances,
  type WalletFigures,
} from '@h5/ui-kit';
import { messages } from '../messages';
import { AccountChooser, type AccountChooserProps } from './account-chooser';
import { WithdrawOnlyNotice, type WithdrawOnlyNoticeProps } from './withdraw-only-notice';

export interface WithdrawalFormProps {
  method: WithdrawMethod;
  onMethod: (method: WithdrawMethod) => void;
  cards: readonly Card[] | undefined;
  cardsFailed: boolean;
  onRetryCards: () => void;
  chosen: Card | null;
  chooserOpen: boolean;
  onOpenChooser: () => void;
  onCloseChooser: () => void;
  onChoose: (id: number) => void;
  protocol: UsdtProtocol;
  /** The turnover rule (read-only); undefined while loading. */
  wagering: Wagering | undefined;
  amount: string;
  onAmount: (text: string) => void;
  onMax: () => void;
  password: string;
  onPassword: (text: string) => void;
  error: ValidationError<WithdrawalField> | null;
  submitting: boolean;
  onSubmit: () => void;
  /** + 添加…: the add screen of the method's kind, shown when no account is saved. */
  addLink: AccountChooserProps['addLink'];
  /** withdrawusdtrate and the two fees from the member's info; undefined while loading. */
  usdt: { rate: string | number; fees: WithdrawFees } | undefined;
}

/** Turnover since the last withdrawal, in fen: done, what the deposits ask for, what is still owed (null: the server did not say). */
export interface Wagering {
  done: Fen;
  required: Fen | null;
  owed: Fen | null;
}

export interface WithdrawalViewProps extends WalletFigures {
  form: WithdrawalFormProps;
  onBack: () => void;
  /** Set in a withdraw-only session (docs/api.md, Player protection): the notice with the records and 退出登录. */
  withdrawOnly?: WithdrawOnlyNoticeProps;
}

// Built when rendering, not when this module loads: the titles are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const tabItems = () => [
  { key: 'usdt' as const, title: messages.withdrawal.usdtTab },
  { key: 'bank' as const, title: messages.withdrawal.bankTab },
];

const ReadOnly = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Figures = styled.dl`
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => theme.space.xs}px 0;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** Fee, equivalent at withdrawusdtrate and the amount received, all from @h5/domain. */
function UsdtFigures({ amount, protocol, usdt }: { amount: string; protocol: UsdtProtocol; usdt: WithdrawalFormProps['usdt'] }) {
  const fen = parseYuan(amount) ?? 0;
  const fee = usdt ? withdrawFeeCents(protocol, usdt.fees) : null;
  const show = (text: string | null) => (text === null ? '--' : `${text} USDT`);
  return (
    <Figures aria-live="polite">
      <div>
        <dt>{messages.withdrawal.fee}</dt>
        <dd>{show(fee === null ? null : formatUsdt(fee))}</dd>
      </div>
      <div>
        <dt>{messages.withdrawal.rate}</dt>
        <dd>{usdt ? String(usdt.rate) : '--'}</dd>
      </div>
      <div>
        <dt>{messages.withdrawal.equivalent}</dt>
        <dd>{show(usdt ? usdtEquivalent(fen, usdt.rate) : null)}</dd>
      </div>
      <div>
        <dt>{messages.withdrawal.received}</dt>
        <dd>{show(usdt ? usdtActualReceived(fen, usdt.rate, protocol, usdt.fees) : null)}</dd>
      </div>
    </Figures>
  );
}

/** 打码量's figure: done / required when the server says what is required. */
function wageringTally({ done, required }: Wagering): string {
  return required === null || required === 0 ? formatMoney(done) : `${formatMoney(done)} / ${formatMoney(required)}`;
}

/**
 * Before the form (docs/product.md §2 /withdrawal): whether the turnover is done or still owed, and how much, so a
 * player is not told 打码量不足 only after filling everything in.
 */
function WageringNotice({ wagering }: { wagering: Wagering | undefined }) {
  if (!wagering || wagering.owed === null) return null;
  return (
    <div data-testid="wagering-notice">
      {wagering.owed > 0 ? (
        <InlineAlert>{messages.withdrawal.wageringOwed(formatMoney(wagering.owed))}</InlineAlert>
      ) : (
        <InlineAlert tone="info">{messages.withdrawal.wageringDone}</InlineAlert>
      )}
    </div>
  );
}

function WithdrawalForm(form: WithdrawalFormProps) {
  const fieldError = (field: WithdrawalField) => (form.error?.field === field ? form.error.message : null);
  const owed = (form.wagering?.owed ?? 0) > 0;
  return (
    <Section title={messages.withdrawal.title}>
      <WageringNotice wagering={form.wagering} />
      <AccountChooser
        method={form.method}
        cards={form.cards}
        failed={form.cardsFailed}
        onRetry={form.onRetryCards}
        chosen={form.chosen}
        open={form.chooserOpen}
        onOpen={form.onOpenChooser}
        onClose={form.onCloseChooser}
        onChoose={form.onChoose}
        error={fieldError('bank')}
        addLink={form.addLink}
      />
      <FieldRow>
        <ReadOnly data-testid="wagering">
          <span>{messages.withdrawal.betAmount}</span>
          {form.wagering === undefined ? <Amount fen={undefined} size="sm" loading /> : <span>{wageringTally(form.wagering)}</span>}
        </ReadOnly>
      </FieldRow>
      <AmountField
        label={messages.withdrawal.amount}
        placeholder={messages.withdrawal.amountPlaceholder}
        value={form.amount}
        onChange={form.onAmount}
        onMax={form.onMax}
        error={fieldError('amount')}
      />
      <FormField label={messages.withdrawal.password} error={fieldError('password')}>
        {({ id, describedBy, invalid }) => (
          <FieldInput
            id={id}
            type="password"
            autoComplete="off"
            placeholder={messages.withdrawal.passwordPlaceholder}
            value={form.password}
            onChange={(e) => form.onPassword(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </FormField>
      {form.method === 'usdt' && <UsdtFigures amount={form.amount} protocol={form.protocol} usdt={form.usdt} />}
      <Stack $spaceAbove="lg">
        {/* Owed turnover: the server would refuse (打码量不足), so the button says why beside it, above. */}
        <Button block onClick={form.onSubmit} loading={form.submitting} disabled={owed}>
          {messages.withdrawal.submit}
        </Button>
      </Stack>
      <ServiceNote
        lead={messages.withdrawal.serviceLead}
        linkText={messages.customerService}
        tail={messages.withdrawal.serviceTail}
        gapAbove
      />
    </Section>
  );
}

/** /withdrawal (取款): balances, venue list, the USDT / bank tabs and the form. */
export function WithdrawalView(props: WithdrawalViewProps) {
  return (
    <Screen
      title={messages.withdrawal.title}
      onBack={props.onBack}
      sticky={<Tabs items={tabItems()} activeKey={props.form.method} onChange={props.form.onMethod} stretch />}
    >
      {props.withdrawOnly && <WithdrawOnlyNotice {...props.withdrawOnly} />}
      <WalletBalances
        {...props}
        totalLabel={messages.money.totalAssets}
        venuesTitle={messages.money.venues}
        venueRows={VENUE_ROWS.withdrawal}
      />
      <WithdrawalForm {...props.form} />
    </Screen>
  );
}
