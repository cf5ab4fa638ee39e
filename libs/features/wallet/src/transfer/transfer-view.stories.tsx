import { fn } from 'storybook/test';
import { transferWallets } from '@h5/domain';
import { walletFiguresFixture, withRouter } from '@h5/test-utils';
import { TransferView } from './transfer-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const form = {
  wallets: transferWallets(walletFiguresFixture.venues, walletFiguresFixture.central),
  source: 'userbalance',
  target: 'ag',
  available: walletFiguresFixture.central ?? 0,
  amount: '',
  error: null,
  refusal: null,
  submitting: false,
  onSource: fn(),
  onTarget: fn(),
  onSwap: fn(),
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

/** A venue chosen as the source (or the swap tapped): 平台钱包 is the target, 可转 is the venue's balance. */
export const VenueSource: Story = {
  name: 'Venue to platform (after a pick or the swap)',
  args: {
    form: {
      ...form,
      source: 'ag',
      target: 'userbalance',
      available: walletFiguresFixture.venues?.find((v) => v.platname === 'ag')?.balance ?? 0,
    },
  },
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
