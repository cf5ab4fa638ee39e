import { fn } from 'storybook/test';
import { links } from '@h5/routing';
import { bankCardsFixture, usdtAddressesFixture, walletFiguresFixture, withRouter } from '@h5/test-utils';
import { WithdrawalView, type WithdrawalFormProps } from './withdrawal-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const form: WithdrawalFormProps = {
  method: 'usdt',
  onMethod: fn(),
  cards: usdtAddressesFixture,
  cardsFailed: false,
  onRetryCards: fn(),
  chosen: usdtAddressesFixture[0],
  chooserOpen: false,
  onOpenChooser: fn(),
  onCloseChooser: fn(),
  onChoose: fn(),
  addLink: { href: links.addUsdtCard() },
  protocol: 'TRC20',
  wagering: { done: 356000, required: 500000, owed: 144000 },
  amount: '710',
  onAmount: fn(),
  onMax: fn(),
  password: '',
  onPassword: fn(),
  error: null,
  submitting: false,
  onSubmit: fn(),
  usdt: { rate: '7.10', fees: { erc20Fee: '5', trc20Fee: '1' } },
};

const bankForm: WithdrawalFormProps = {
  ...form,
  method: 'bank',
  addLink: { href: links.addBankCard() },
  cards: bankCardsFixture,
  chosen: bankCardsFixture[0],
  amount: '500',
};

const meta = {
  title: 'Features/Cashier/Withdrawal',
  component: WithdrawalView,
  decorators: [withRouter],
  args: {
    ...walletFiguresFixture,
    userFailed: false,
    onRetryUser: fn(),
    onRefresh: fn(),
    refreshing: false,
    onRecycle: fn(),
    recycling: false,
    venuesFailed: false,
    onRetryVenues: fn(),
    form,
    onBack: fn(),
  },
} satisfies Meta<typeof WithdrawalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usdt: Story = { name: 'USDT address chosen (fee and amount received)' };

export const UsdtErc20: Story = {
  name: 'USDT ERC20 address (higher fee)',
  args: { form: { ...form, chosen: usdtAddressesFixture[1], protocol: 'ERC20' } },
};

export const BankCard: Story = { name: 'Bank card chosen', args: { form: bankForm } };

export const ChooserOpen: Story = {
  name: 'Choosing a bank card (popup)',
  args: { form: { ...bankForm, chosen: null, amount: '', chooserOpen: true } },
};

export const NoAddress: Story = { name: 'No USDT address saved', args: { form: { ...form, cards: [], chosen: null, amount: '' } } };

export const Loading: Story = {
  args: {
    total: undefined,
    central: undefined,
    game: undefined,
    venues: undefined,
    form: { ...form, cards: undefined, chosen: null, wagering: undefined, amount: '', usdt: undefined },
  },
};

export const AccountMissing: Story = {
  name: 'Validation: no address chosen',
  args: { form: { ...form, chosen: null, amount: '', error: { field: 'bank', message: '请选择USDT地址' } } },
};

export const BelowMinimum: Story = {
  name: 'Validation: under 100 yuan',
  args: { form: { ...form, amount: '99', error: { field: 'amount', message: '单笔取款不能低于100元' } } },
};

export const PasswordMissing: Story = {
  name: 'Validation: pay password missing',
  args: { form: { ...form, error: { field: 'password', message: '请输入您的支付密码' } } },
};

export const WithdrawOnly: Story = {
  name: 'Withdraw-only session (time-out or self-exclusion)',
  args: { withdrawOnly: { until: '2026-03-17 12:00:00', onRecords: () => undefined, onLogout: () => undefined } },
};

export const Submitting: Story = { name: 'Withdrawing', args: { form: { ...form, password: '123456', submitting: true } } };

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { userFailed: true, venues: undefined, venuesFailed: true, form: { ...form, cards: undefined, cardsFailed: true, chosen: null } },
};

export const Narrow320: Story = {
  name: 'Large amounts at 320 px',
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { total: 1_234_567_890, central: 987_654_321, game: 246_913_569, form: { ...form, amount: '9876543.21' } },
};
