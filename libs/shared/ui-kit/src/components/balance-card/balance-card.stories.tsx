import { fn } from 'storybook/test';
import { BalanceCard } from './balance-card';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The member's money at the top of /money, /transfer and /withdrawal: the central wallet (or the total), the game wallet, a refresh button and, where the screen has it, 一键回收. Amounts never cut off.",
  '',
  '**Do**',
  "- Pass fen from the member's info; `undefined` until it answers (skeletons).",
  '- Pass `failed` and `onRetry` when the info failed before any answer.',
  "- Use `showTotal` and the screen's caption in `totalLabel` where the spec shows the total.",
  '',
  "**Don't**",
  '- Add up or format the amounts yourself: the total comes from @h5/domain.',
  '- Show a venue list in it: that is VenueBalanceList.',
].join('\n');

const meta = {
  title: 'UI Kit/BalanceCard',
  component: BalanceCard,
  tags: ['autodocs'],
  args: { central: 128050, game: 64000, onRefresh: fn() },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** /money: 总资产 first, then the central and game wallets. */
export const WithTotal: Story = { args: { showTotal: true, total: 192050 } };

/** /transfer: 一键回收 under the wallets. */
export const WithRecycle: Story = { args: { onRecycle: fn() } };

/** Before the member's info answers: skeletons in the amounts' place. */
export const Loading: Story = { args: { central: undefined, game: undefined, showTotal: true } };

/** A refresh in flight: the icon turns and the button waits. */
export const Refreshing: Story = { args: { refreshing: true } };

/** The member's info failed before any answer: a retry instead of the amounts. */
export const Error: Story = { args: { failed: true, onRetry: fn() } };

/** Millions still show whole (the amounts step down in size, never cut). */
export const LargeBalance: Story = { args: { showTotal: true, total: 1_987_654_321, central: 987_654_321, game: 1_000_000_000 } };

export const Narrow320: Story = {
  args: { showTotal: true, totalLabel: '钱包金额', total: 1_987_654_321, central: 987_654_321, game: 1_000_000_000, onRecycle: fn() },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
