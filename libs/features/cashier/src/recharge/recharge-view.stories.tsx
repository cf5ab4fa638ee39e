import { fn } from 'storybook/test';
import { links } from '@h5/routing';
import { withRouter } from '@h5/test-utils';
import { RechargeView } from './recharge-view';
import { banksFixture, payBanksFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const bank = { bank_owner: '', bank: '', bank_no: '', bank_address: '' };

const meta = {
  title: 'Features/Cashier/Recharge',
  component: RechargeView,
  decorators: [withRouter],
  args: {
    tabs: ['bank', 'usdt', 'vippay', 'wechat', 'alipay'],
    waysFailed: false,
    onRetryWays: fn(),
    way: 'bank',
    onWay: fn(),
    protocol: 'TRC20',
    onProtocol: fn(),
    range: { min: 10_000, max: 5_000_000 },
    payBanks: payBanksFixture,
    bankNames: banksFixture.map((b) => b.bank_name),
    usdtRate: '7.20',
    bank,
    onBank: fn(),
    amount: '',
    onAmount: fn(),
    error: null,
    submitting: false,
    onSubmit: fn(),
    onBack: fn(),
    usdtMoreLink: { href: links.usdtmore() },
  },
} satisfies Meta<typeof RechargeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bank transfer: the platform's receiving account with copy buttons and the depositor form. */
export const BankTransfer: Story = { name: 'Bank transfer' };

export const BankNameMissing: Story = {
  name: 'Validation: depositor name missing',
  args: { error: { field: 'bank_owner', message: '请输入存款人姓名' } },
};

export const OutOfRange: Story = {
  name: 'Validation: amount out of range',
  args: {
    bank: { bank_owner: '张伟', bank: '招商银行', bank_no: '6214830100998877665', bank_address: '深圳市南山支行' },
    amount: '99',
    error: { field: 'amount', message: '请输入金额在100-50000之间！' },
  },
};

/** USDT: protocol, 720 yuan ≈ 100.00 USDT at 7.20, the three steps and the warning. */
export const Usdt: Story = { name: 'USDT', args: { way: 'usdt', amount: '720' } };

export const Alipay: Story = { name: 'Alipay (amount only)', args: { way: 'alipay', amount: '500' } };

/** VipPay: the amount only, within VipPay's own range; the button leaves for the payment site. */
/** Quick amounts within a 200–2000 range (100 and 5000 fall outside); 1000 was tapped. */
export const QuickAmountChosen: Story = {
  name: 'Quick amount chosen',
  args: { way: 'wechat', amount: '1000', range: { min: 200_00, max: 2000_00 } },
};

export const VipPay: Story = { name: 'Vip Pay', args: { way: 'vippay', amount: '500' } };

export const VipPayOutOfRange: Story = {
  name: 'Vip Pay: amount out of range',
  args: { way: 'vippay', amount: '50', error: { field: 'amount', message: '请输入金额在100-50000之间！' } },
};

/** The server answered the payment page: the browser is leaving, the button stays busy. */
export const VipPayLeaving: Story = {
  name: 'Vip Pay: going to the payment site',
  args: { way: 'vippay', amount: '500', submitting: true },
};

export const Submitting: Story = { name: 'Depositing', args: { way: 'alipay', amount: '500', submitting: true } };

export const Loading: Story = { args: { tabs: undefined, way: null, payBanks: undefined } };

export const LoadFailed: Story = { name: 'Load failed', args: { tabs: undefined, way: null, waysFailed: true } };
