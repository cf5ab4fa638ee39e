import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReceivingAccount } from '@h5/api-contract';
import {
  formatYuanShort,
  parseYuan,
  USDT_PROTOCOLS,
  usdtEquivalent,
  type BankDepositField,
  type PayRange,
  type PayWay,
  type UsdtProtocol,
  type ValidationError,
} from '@h5/domain';
import { ServiceNote } from '@h5/feature-kit';
import { links } from '@h5/routing';
import {
  Button,
  Card,
  CopyButton,
  EmptyState,
  FieldRow,
  InlineAlert,
  PickerField,
  Screen,
  Section,
  Skeleton,
  Tabs,
  TextField,
} from '@h5/ui-kit';
import { messages } from '../messages';
import { quickAmounts } from './quick-amounts';
import type { DepositAllowance } from './deposit-allowance';
import type { BankFields } from './use-recharge';
import type { ChangeEvent } from 'react';

export interface RechargeViewProps {
  /** undefined while the pay-way map loads. */
  tabs: readonly PayWay[] | undefined;
  waysFailed: boolean;
  onRetryWays: () => void;
  way: PayWay | null;
  onWay: (way: PayWay) => void;
  protocol: UsdtProtocol;
  onProtocol: (protocol: UsdtProtocol) => void;
  range: PayRange;
  payBanks: readonly ReceivingAccount[] | undefined;
  bankNames: readonly string[];
  usdtRate: string | number | undefined;
  bank: BankFields;
  onBank: (field: keyof BankFields, value: string) => void;
  amount: string;
  /** What the player's own deposit limits leave (docs/api.md, Player protection); null without a limit. */
  allowance?: DepositAllowance | null;
  onAmount: (text: string) => void;
  error: ValidationError<BankDepositField> | null;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
}

const Account = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding-bottom: ${({ theme }) => theme.space.sm}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }

  dt {
    flex: none;
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }

  /* Long account numbers and addresses wrap inside the row instead of widening it. */
  dd > span {
    min-width: 0;
  }
`;

// Five ways on one strip, none cut at 320 px (docs/product.md §2): below 375 px the titles step
// down to 14 px with 6 px sides (银行卡转账 … 支付宝 take 279 px), and a longer title (Bank
// transfer) wraps between its words instead of pushing the last tab off the screen; Chinese keeps
// its words whole (keep-all). The stretch shares what is left, so each tab stays 44 px wide.
const FitTabs = styled.div`
  .adm-tabs-tab {
    white-space: normal;
    word-break: keep-all;
    text-align: center;
    line-height: 1.2;
  }

  @media (max-width: 374px) {
    .adm-tabs {
      --title-font-size: ${({ theme }) => theme.fontSizes.sm}px;
    }

    .adm-tabs-tab-wrapper {
      padding: 0 6px;
    }
  }
`;

const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
`;

// Four equal columns fit 5000 at 320 px; the chips are the product's pill buttons, 44 px high.
const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px 0;

  button {
    min-width: 0;
    padding-inline: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

/** Quick amounts within the way's range: a tap fills the amount field (the chip of the typed amount is pressed). */
function QuickAmounts({ range, amount, onAmount }: Pick<RechargeViewProps, 'range' | 'amount' | 'onAmount'>) {
  const amounts = quickAmounts(range);
  if (amounts.length === 0) return null;
  return (
    <Chips role="group" aria-label={messages.recharge.quickAmounts}>
      {amounts.map((yuan) => (
        <Button
          key={yuan}
          variant={amount === String(yuan) ? 'primary' : 'ghost'}
          aria-pressed={amount === String(yuan)}
          aria-label={messages.recharge.quickAmount(yuan)}
          onClick={() => onAmount(String(yuan))}
        >
          {yuan}
        </Button>
      ))}
    </Chips>
  );
}

// A link alone on its line, tapped over 44 px (docs/product.md §2): the overlay reaches above and below
// the 16 px line into the notes' margins, where nothing else is tapped.
const MoreLink = styled(Link)`
  position: relative;

  &::before {
    position: absolute;
    inset: -14px -4px;
    content: '';
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

function AccountRows({ account }: { account: ReceivingAccount }) {
  const rows: Array<[string, string]> = [
    [messages.recharge.accountNo, account.bank_no],
    [messages.recharge.accountOwner, account.bank_owner],
    [messages.recharge.accountBank, account.bank_data.bank_name],
    [messages.recharge.accountAddress, account.bank_address],
  ];
  return (
    <Account>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <span>{value}</span>
            {/* The default visible label: a label repeating the value ("户名…复制") could not
                wrap (the button keeps its width) and pushed the row 8 px past a 320 px screen;
                the dt beside it already says what is copied. */}
            <CopyButton text={value} />
          </dd>
        </div>
      ))}
    </Account>
  );
}

/** /recharge (存款): the pay-way tabs and the chosen way's form. */
export function RechargeView(props: RechargeViewProps) {
  const { way, error } = props;
  const exhausted = props.allowance?.exhausted ?? null;
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
  const tabs = props.tabs?.map((key) => ({ key, title: messages.recharge.tabs[key] }));
  let body;
  // Sections are cards already; only the states without one get a card around them.
  if (props.waysFailed)
    body = (
      <Card>
        <EmptyState variant="error" onRetry={props.onRetryWays} />
      </Card>
    );
  else if (!tabs || !way)
    body = (
      <Card>
        <Skeleton lines={6} height={20} />
      </Card>
    );
  else
    body = (
      <>
        {/* A used-up limit is said before the form, not as a refusal after it (docs/product.md §2 /responsibleGaming). */}
        {exhausted && (
          <div data-testid="deposit-limit-used-up">
            <InlineAlert id="deposit-limit-reason">{exhausted}</InlineAlert>
          </div>
        )}
        {way === 'bank' && (
          <Section title={messages.recharge.accounts}>
            {props.payBanks ? props.payBanks.map((account) => <AccountRows key={account.id} account={account} />) : <Skeleton lines={4} />}
          </Section>
        )}
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
              <TextField
                label={messages.recharge.branch}
                placeholder={messages.recharge.branchPlaceholder}
                {...bankInput('bank_address')}
              />
            </>
          )}
          {way === 'usdt' && (
            <FieldRow>
              <Note>{messages.recharge.protocol}</Note>
              <Choices role="radiogroup" aria-label={messages.recharge.protocol}>
                {USDT_PROTOCOLS.map((p) => (
                  <Button
                    key={p}
                    variant={p === props.protocol ? 'primary' : 'ghost'}
                    role="radio"
                    aria-checked={p === props.protocol}
                    onClick={() => props.onProtocol(p)}
                  >
                    {p}
                  </Button>
                ))}
              </Choices>
            </FieldRow>
          )}
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
          <QuickAmounts range={props.range} amount={props.amount} onAmount={props.onAmount} />
          {props.allowance && <Note data-testid="deposit-allowance">{props.allowance.text}</Note>}
          {way === 'usdt' && (
            <>
              <Note aria-live="polite">
                {messages.recharge.usdtEquivalent(
                  props.usdtRate === undefined ? '--' : (usdtEquivalent(parseYuan(props.amount) ?? 0, props.usdtRate) ?? '--'),
                  String(props.usdtRate ?? '--'),
                )}
              </Note>
              {messages.recharge.steps.map((step) => (
                <Note key={step}>{step}</Note>
              ))}
              <InlineAlert>{messages.recharge.protocolWarning}</InlineAlert>
              <Note>
                <MoreLink to={links.usdtmore()}>{messages.recharge.usdtMore}</MoreLink>
              </Note>
            </>
          )}
        </Section>
      </>
    );
  return (
    <Screen
      title={messages.recharge.title}
      onBack={props.onBack}
      sticky={
        tabs && way ? (
          <FitTabs>
            <Tabs items={tabs} activeKey={way} onChange={props.onWay} />
          </FitTabs>
        ) : undefined
      }
    >
      {body}
      <Button
        block
        onClick={props.onSubmit}
        loading={props.submitting}
        disabled={!way || exhausted !== null}
        aria-describedby={exhausted ? 'deposit-limit-reason' : undefined}
      >
        {messages.recharge.submit}
      </Button>
      <ServiceNote lead={messages.recharge.serviceLead} linkText={messages.customerService} />
    </Screen>
  );
}
