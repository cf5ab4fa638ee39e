// Data for stories and tests, in the shapes the API answers, as a player of the site would
// see it: Chinese names, the site's venues, balances as the server formats them.
import type { BankOption, Card, UserInfo, VenueBalance } from '@h5/api-contract';

export const userFixture: UserInfo = {
  id: 1024,
  username: 'zhangwei88',
  realname: '张伟',
  avatar: null,
  balance: '1280.50',
  gameblance: '640.00',
  current_vip: 'VIP3',
  vip: 3,
  joinday: 128,
  paysum: '36000.00',
  isagent: 0,
  mobile: '13800138000',
  email: null,
  birthday: '1990-06-18',
  transferstatus: 0,
  usdtrate: '7.20',
  withdrawusdtrate: '7.10',
  withdrawcashfee: '5',
  withdrawfeeusdttrc: '1',
};

/** Auto-transfer (免转) on. */
export const autoTransferUserFixture: UserInfo = { ...userFixture, transferstatus: 1 };

export const venuesFixture: VenueBalance[] = [
  { platname: 'ag', name: 'AG真人', balance: '520.00' },
  { platname: 'sb', name: '沙巴体育', balance: '120.00' },
  { platname: 'im', name: 'IM电竞', balance: 0 },
  { platname: 'ky', name: '开元棋牌', balance: '0.00' },
  { platname: 'pp', name: 'PP电子', balance: '0.00' },
  { platname: 'cp', name: '双赢彩票', balance: 0 },
];

const badge = (text: string, color: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="24" fill="${color}"/><text x="24" y="31" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  )}`;

export const bankCardsFixture: Card[] = [
  { id: 11, bank: '中国工商银行', bank_owner: '张伟', bank_no: '6222020200112233445', bank_address: '北京市朝阳支行', ico: badge('工', '#c8102e'), bank_not: '3445' },
  { id: 12, bank: '招商银行', bank_owner: '张伟', bank_no: '6214830100998877665', bank_address: '深圳市南山支行', ico: badge('招', '#c8102e'), bank_not: '7665' },
];

export const usdtAddressesFixture: Card[] = [
  { id: 21, bank: 'USDT', bank_owner: 'TRC20', bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', bank_address: 'TRC20', ico: badge('U', '#26a17b'), bank_not: 'bLSE' },
  { id: 22, bank: 'USDT', bank_owner: 'ERC20', bank_no: '0x52908400098527886E0F7030069857D2E4169EE7', bank_address: 'ERC20', ico: badge('U', '#26a17b'), bank_not: '9EE7' },
];

/** Five of a kind: the add button gives way to the limit hint. */
export const fullBankCardsFixture: Card[] = [
  ...bankCardsFixture,
  { id: 13, bank: '中国建设银行', bank_owner: '张伟', bank_no: '6217000010012345678', bank_address: '上海市浦东支行', ico: badge('建', '#0b4ea2'), bank_not: '5678' },
  { id: 14, bank: '中国农业银行', bank_owner: '张伟', bank_no: '6228480010098765432', bank_address: '广州市天河支行', ico: badge('农', '#0e7352'), bank_not: '5432' },
  { id: 15, bank: '交通银行', bank_owner: '张伟', bank_no: '6222600110011223344', bank_address: '杭州市西湖支行', ico: badge('交', '#1b45c4'), bank_not: '3344' },
];

export const banksFixture: BankOption[] = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行'].map(
  (bank_name, i) => ({ id: i + 1, bank_name }),
);
