import type { ReceivingAccount } from '@h5/api-contract';
import { DetailRows, Section, Skeleton } from '@h5/ui-kit';
import { messages } from '../messages';

function AccountRows({ account }: { account: ReceivingAccount }) {
  const rows: Array<[string, string]> = [
    [messages.recharge.accountNo, account.bank_no],
    [messages.recharge.accountOwner, account.bank_owner],
    [messages.recharge.accountBank, account.bank_data.bank_name],
    [messages.recharge.accountAddress, account.bank_address],
  ];
  // Each value with its copy button: a copy label repeating the value ("户名…复制") could not wrap
  // (the button keeps its width) and pushed the row 8 px past a 320 px screen; the term beside it
  // already says what is copied. The buttons (44 px) give the rows their height; a line under each account.
  return <DetailRows padding={0} ruled rows={rows.map(([term, value]) => ({ term, detail: value, copy: value }))} />;
}

/** 银行卡转账's platform accounts to transfer to, each row with its copy button; undefined while loading. */
export function ReceivingAccounts({ accounts }: { accounts: readonly ReceivingAccount[] | undefined }) {
  return (
    <Section title={messages.recharge.accounts}>
      {accounts ? accounts.map((account) => <AccountRows key={account.id} account={account} />) : <Skeleton lines={4} />}
    </Section>
  );
}
