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
  DetailRows,
  FieldInput,
  FieldRow,
  FormField,
  Inline,
  InlineAlert,
  Screen,
  Section,
  Stack,
  Tabs,
  Text,
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

/** Fee, equivalent at withdrawusdtrate and the amount received, all from @h5/domain. */
function UsdtFigures({ amount, protocol, usdt }: { amount: string; protocol: UsdtProtocol; usdt: WithdrawalFormProps['usdt'] }) {
  const fen = parseYuan(amount) ?? 0;
  const fee = usdt ? withdrawFeeCents(protocol, usdt.fees) : null;
  const show = (text: string | null) => (text === null ? '--' : `${text} USDT`);
  return (
    <DetailRows
      aria-live="polite"
      padding="xs"
      rows={[
        { term: messages.withdrawal.fee, detail: show(fee === null ? null : formatUsdt(fee)) },
        { term: messages.withdrawal.rate, detail: usdt ? String(usdt.rate) : '--' },
        { term: messages.withdrawal.equivalent, detail: show(usdt ? usdtEquivalent(fen, usdt.rate) : null) },
        { term: messages.withdrawal.received, detail: show(usdt ? usdtActualReceived(fen, usdt.rate, protocol, usdt.fees) : null) },
      ]}
    />
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
        {/* As tall as a field's 44 px: the tally sits in the form's rhythm. */}
        <Text as="div" $tone="secondary" $size="sm">
          <Inline data-testid="wagering" $justify="between" $gap="sm" $padding={['md', 0]}>
            <span>{messages.withdrawal.betAmount}</span>
            {form.wagering === undefined ? <Amount fen={undefined} size="sm" loading /> : <span>{wageringTally(form.wagering)}</span>}
          </Inline>
        </Text>
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
