import { PAY_INFO_COUNTDOWN_MS, payInfoRemainingMs } from '@h5/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Countdown } from './countdown';

// A fixed clock keeps static states (full hour, expired) identical on every load.
const FROZEN = Date.UTC(2024, 4, 1, 4, 0, 0);
const frozenNow = () => FROZEN;

const meta = {
  title: 'ui-kit/Countdown',
  component: Countdown,
  args: { target: Date.now() + 15 * 60_000 + 30_000, onEnd: fn() },
  decorators: [(Story) => <div style={{ padding: 16, textAlign: 'center' }}>{Story()}</div>],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking live: 15:30 left. */
export const Default: Story = {};

/** An order just created: the full hour, clock held still. */
export const Loading: Story = { args: { target: FROZEN + PAY_INFO_COUNTDOWN_MS, now: frozenNow } };

/** Time is up: 00:00, onEnd fired once. */
export const Empty: Story = { args: { target: FROZEN - 1, now: frozenNow } };

/** An unreadable created_at counts as expired rather than as a full hour. */
export const Error: Story = { args: { target: FROZEN + payInfoRemainingMs('not-a-date', new Date(FROZEN)), now: frozenNow } };

/** Larger type, as on the pay-info card, with the last seconds running out live. */
export const LongText: Story = {
  name: 'LongText',
  args: { target: Date.now() + 5_000 },
  decorators: [(Story) => <div style={{ fontSize: 32 }}>剩余支付时间 {Story()}</div>],
};

export const Narrow320: Story = {
  name: 'Narrow320',
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
