import { fn } from 'storybook/test';
import { transferWallets } from '@h5/domain';
import { walletFiguresFixture, withRouter } from '@h5/test-utils';
import { TransferView } from './transfer-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const form = {
  wallets: transferWallets(walletFiguresFixture.venues, walletFiguresFixture.central),
  source: 'userbalance',
  target: 'ag',
  amount: '',
  error: null,
  refusal: null,
  submitting: false,
  onSource: fn(),
  onTarget: fn(),
  onAmount: fn(),
  onMax: fn(),
  onSubmit: fn(),
};

const meta = {
  title: 'Features/Wallet/Transfer',
  component: TransferView,
  decorators: [withRouter],
  args: {
    ...walletFiguresFixture,
    userFailed: false,
    onRetryUser: fn(),
    venuesFailed: false,
    onRetryVenues: fn(),
    onRefresh: fn(),
    refreshing: false,
    onRecycle: fn(),
    recycling: false,
    autoTransfer: false,
    savingAutoTransfer: false,
    onToggleAutoTransfer: fn(),
    form,
    onOpenVenue: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof TransferView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoTransferOff: Story = { name: 'Auto transfer off (manual form)' };

export const AutoTransferOn: Story = { name: 'Auto transfer on', args: { autoTransfer: true } };

export const SavingAutoTransfer: Story = { name: 'Switching auto transfer', args: { savingAutoTransfer: true } };

export const Loading: Story = {
  args: { central: undefined, game: undefined, venues: undefined, autoTransfer: undefined, form: { ...form, target: null } },
};

export const MaxFilled: Story = { name: 'Max amount filled', args: { form: { ...form, amount: '1280.50' } } };

export const AmountMissing: Story = {
  name: 'Validation: amount missing',
  args: { form: { ...form, error: { field: 'amount', message: '请输入操作金额！' } } },
};

export const VenueToVenue: Story = {
  name: 'Validation: venue to venue',
  args: { form: { ...form, source: 'sb', amount: '50', error: { field: 'sourcetype', message: '场馆内钱包不支持互转' } } },
};

export const Refused: Story = { name: 'Server refused', args: { form: { ...form, amount: '99999', refusal: '余额不足' } } };

export const Submitting: Story = { name: 'Transferring', args: { form: { ...form, amount: '100', submitting: true } } };

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { userFailed: true, venues: undefined, venuesFailed: true, autoTransfer: undefined },
};

export const Narrow320: Story = {
  name: 'Large amounts at 320 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { central: 9_876_543_21, game: 2_469_135_69, form: { ...form, amount: '98765432.10' } },
};
