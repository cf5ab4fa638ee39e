import styled from 'styled-components';
import type { ReceivingAccount } from '@h5/api-contract';
import { CopyButton, Section, Skeleton } from '@h5/ui-kit';
import { messages } from '../messages';

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

/** 银行卡转账's platform accounts to transfer to, each row with its copy button; undefined while loading. */
export function ReceivingAccounts({ accounts }: { accounts: readonly ReceivingAccount[] | undefined }) {
  return (
    <Section title={messages.recharge.accounts}>
      {accounts ? accounts.map((account) => <AccountRows key={account.id} account={account} />) : <Skeleton lines={4} />}
    </Section>
  );
}
