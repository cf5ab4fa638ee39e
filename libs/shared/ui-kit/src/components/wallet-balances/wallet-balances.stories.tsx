import { fn } from 'storybook/test';
import { WalletBalances } from './wallet-balances';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'The top of /transfer and /withdrawal: BalanceCard with 一键回收, then the venue list in its section. Takes the figures of useWalletMoney as they are.',
  '',
  '**Do**',
  "- Spread the page's wallet figures into it and give the screen's section title.",
  '- Pass `totalLabel` where the screen shows the total, `venueRows` for its 展开 limit.',
  '',
  "**Don't**",
  '- Use it where something stands between the card and the list (/money has its shortcuts there): use BalanceCard and VenueBalanceList.',
].join('\n');

// Inline rather than test-utils' walletFiguresFixture: test-utils builds on ui-kit, so ui-kit
// importing it would be a cycle.
const venues = [
  { platname: 'ag', name: 'AG真人', balance: 52000 },
  { platname: 'sb', name: '沙巴体育', balance: 12000 },
  { platname: 'im', name: 'IM电竞', balance: 0 },
  { platname: 'ky', name: '开元棋牌', balance: 0 },
  { platname: 'pp', name: 'PP电子', balance: 0 },
];

const meta = {
  title: 'UI Kit/WalletBalances',
  component: WalletBalances,
  tags: ['autodocs'],
  args: {
    venuesTitle: '场馆余额',
    central: 128050,
    game: 64000,
    total: 192050,
    venues,
    userFailed: false,
    onRetryUser: fn(),
    venuesFailed: false,
    onRetryVenues: fn(),
    onRefresh: fn(),
    refreshing: false,
    onRecycle: fn(),
    recycling: false,
    venueRows: 4,
  },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof WalletBalances>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTotal: Story = { name: 'With Total', args: { totalLabel: '钱包金额', venueRows: 3 } };

export const Selectable: Story = { args: { onSelectVenue: fn(), selectHint: '转出' } };

export const Loading: Story = { args: { central: undefined, game: undefined, total: undefined, venues: undefined } };

export const Error: Story = { args: { central: undefined, game: undefined, userFailed: true, venues: undefined, venuesFailed: true } };

export const Narrow320: Story = {
  name: 'Narrow 320',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { central: 9_876_543_21, game: 2_469_135_69, total: 12_345_678_90 },
};
