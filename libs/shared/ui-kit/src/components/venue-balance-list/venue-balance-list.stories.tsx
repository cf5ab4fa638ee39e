import { fn } from 'storybook/test';
import { VenueBalanceList, type VenueBalanceItem } from './venue-balance-list';
import { colors } from '../../theme/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';

const VENUES: VenueBalanceItem[] = [
  { platname: 'ag', name: 'AG真人', balance: 12000 },
  { platname: 'sb', name: '沙巴体育', balance: 0 },
  { platname: 'im', name: 'IM电竞', balance: 880 },
  { platname: 'ky', name: '开元棋牌', balance: 52050 },
  { platname: 'pp', name: 'PP电子', balance: 3550 },
  { platname: 'fg', name: 'FG电子', balance: 0 },
  { platname: 'cq9', name: 'CQ9电子', balance: 26000 },
];

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The per-venue game balances shared by /money, /transfer and /withdrawal. Skeleton rows have the rows' height; a failed load shows one retry.",
  '',
  '**Do**',
  '- Pass the venues from the API (fen) and `onRetry`.',
  '- Use `onSelect` when a row picks a venue.',
  '',
  "**Don't**",
  '- Format the venue balances yourself.',
  '- Show a dash list when the load failed: set `failed`.',
].join('\n');

const meta = {
  title: 'UI Kit/VenueBalanceList',
  component: VenueBalanceList,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ background: colors.surface, padding: '0 16px' }}>
        <Story />
      </div>
    ),
  ],
  args: { venues: VENUES, onRetry: fn() },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof VenueBalanceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /money: every venue. */
export const Default: Story = {};

/** /transfer: 4 rows, then 展开. */
export const Collapsed: Story = { args: { initialCount: 4 } };

/** /transfer with 自动免转 off: a row opens the venue for a manual transfer. */
export const Selectable: Story = { args: { initialCount: 4, onSelect: fn() } };

/** Before the first answer: rows of the real height. */
export const Loading: Story = { args: { venues: undefined, initialCount: 4 } };

export const Empty: Story = { args: { venues: [] } };

export const Error: Story = { args: { venues: undefined, failed: true } };

/** A long venue name wraps; the 8-digit balance is shown whole. */
export const LongText: Story = {
  args: {
    venues: [{ platname: 'bbin', name: 'BBIN宝盈视讯厅（旗舰真人娱乐场馆）', balance: 9_876_543_21 }, ...VENUES],
  },
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { venues: [{ platname: 'bbin', name: 'BBIN宝盈视讯厅', balance: 9_876_543_21 }, ...VENUES], initialCount: 4 },
};
