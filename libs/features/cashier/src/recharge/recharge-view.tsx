import type { ReceivingAccount } from '@h5/api-contract';
import type { BankDepositField, PayRange, PayWay, UsdtProtocol, ValidationError } from '@h5/domain';
import { ServiceNote } from '@h5/feature-kit';
import { Button, Card, EmptyState, InlineAlert, Screen, Skeleton } from '@h5/ui-kit';
import { messages } from '../messages';
import { PayWayTabs } from './pay-way-tabs';
import { ReceivingAccounts } from './receiving-accounts';
import { RechargeForm } from './recharge-form';
import type { DepositAllowance } from './deposit-allowance';
import type { BankFields } from './use-recharge';
import type { AnchorHTMLAttributes } from 'react';

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
  /** USDT's 了解更多: the TRC20/ERC20 comparison (/usdtmore). */
  usdtMoreLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

/** /recharge (存款): the pay-way tabs and the chosen way's form. */
export function RechargeView(props: RechargeViewProps) {
  const { tabs, way } = props;
  const exhausted = props.allowance?.exhausted ?? null;
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
        {way === 'bank' && <ReceivingAccounts accounts={props.payBanks} />}
        <RechargeForm {...props} way={way} />
      </>
    );
  return (
    <Screen
      title={messages.recharge.title}
      onBack={props.onBack}
      sticky={tabs && way ? <PayWayTabs ways={tabs} way={way} onWay={props.onWay} /> : undefined}
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
