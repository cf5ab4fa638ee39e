import { fn } from 'storybook/test';
import { venueBalancesFixture, walletFiguresFixture, withRouter } from '@h5/test-utils';
import { MoneyView } from './money-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Wallet/Money',
  component: MoneyView,
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
    onBack: fn(),
  },
} satisfies Meta<typeof MoneyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Money in the central wallet and in two venues. */
export const Default: Story = { name: 'With venue money' };

/** Before the first answers: skeletons the size of the amounts and rows. */
export const Loading: Story = { args: { total: undefined, central: undefined, game: undefined, venues: undefined } };

export const Refreshing: Story = { name: 'Refreshing and recycling', args: { refreshing: true, recycling: true } };

/** Everything recycled: all the money is back in the central wallet. */
export const AllInCentral: Story = {
  name: 'All money in central wallet',
  args: { total: 192050, central: 192050, game: 0, venues: venueBalancesFixture.map((v) => ({ ...v, balance: 0 })) },
};

export const LoadFailed: Story = { name: 'Load failed', args: { userFailed: true, venues: undefined, venuesFailed: true } };

/** A big player at 320 px: eight-digit amounts are shown whole. */
export const Narrow320: Story = {
  name: 'Large amounts at 320 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { total: 12_345_678_90, central: 9_876_543_21, game: 2_469_135_69 },
};
