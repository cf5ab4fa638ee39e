// The wallet screens' own data for stories and tests (the member, venues and saved cards are
// @h5/test-utils' shared fixtures), in the shapes the API answers.
import type { BankOption, Card, UserInfo } from '@h5/api-contract';
import { bankBadge, bankCardsFixture, userFixture } from '@h5/test-utils';

/** Auto-transfer (免转) on. */
export const autoTransferUserFixture: UserInfo = { ...userFixture, transferstatus: 1 };

/** Five of a kind: the add button gives way to the limit hint. */
export const fullBankCardsFixture: Card[] = [
  ...bankCardsFixture,
  {
    id: 13,
    bank: '中国建设银行',
    bank_owner: '张伟',
    bank_no: '6217000010012345678',
    bank_address: '上海市浦东支行',
    ico: bankBadge('建', '#0b4ea2'),
    bank_not: '5678',
  },
  {
    id: 14,
    bank: '中国农业银行',
    bank_owner: '张伟',
    bank_no: '6228480010098765432',
    bank_address: '广州市天河支行',
    ico: bankBadge('农', '#0e7352'),
    bank_not: '5432',
  },
  {
    id: 15,
    bank: '交通银行',
    bank_owner: '张伟',
    bank_no: '6222600110011223344',
    bank_address: '杭州市西湖支行',
    ico: bankBadge('交', '#1b45c4'),
    bank_not: '3344',
  },
];

export const banksFixture: BankOption[] = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行'].map(
  (bank_name, i) => ({ id: i + 1, bank_name }),
);
