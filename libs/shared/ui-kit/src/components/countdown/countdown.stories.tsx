import { fn } from 'storybook/test';
import { PAY_INFO_COUNTDOWN_MS } from '@h5/domain';
import { Countdown } from './countdown';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';

// A fixed clock keeps static states (full hour, expired) identical on every load.
const FROZEN = Date.UTC(2024, 4, 1, 4, 0, 0);
const frozenNow = () => FROZEN;

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'mm:ss until `target`, ticking every second and stopping at 00:00, when `onEnd` fires once.',
  '',
  '**Do**',
  "- Pass the server's deadline as `target` and the server clock as `now`.",
  '- React to `onEnd` (re-enable 获取验证码, close the order).',
  '',
  "**Don't**",
  '- Run your own `setInterval` for a countdown in a screen.',
  '- Count from the device clock when the server gives a deadline.',
].join('\n');

const meta = {
  title: 'UI Kit/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { target: FROZEN + 15 * 60_000 + 30_000, now: frozenNow, onEnd: fn() },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const Labeled = ({ label, children }: { label: string; children: ReactNode }) => (
  <p style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '0 0 12px' }}>
    <span>{label}</span>
    {children}
  </p>
);

/** A new order (the full hour), part way (15:30) and expired (00:00, onEnd fired once), clock held still. */
export const AllVariants: Story = {
  render: (args) => (
    <div>
      <Labeled label="刚下单">
        <Countdown {...args} target={FROZEN + PAY_INFO_COUNTDOWN_MS} />
      </Labeled>
      <Labeled label="支付中">
        <Countdown {...args} />
      </Labeled>
      <Labeled label="已过期">
        <Countdown {...args} target={FROZEN - 1} />
      </Labeled>
    </div>
  ),
};

/** Ticking on the real clock: the last seconds run out to 00:00. */
export const Live: Story = { args: { target: Date.now() + 65_000, now: undefined } };

export const Narrow320: Story = {
  render: (args) => (
    <Labeled label="剩余支付时间">
      <Countdown {...args} />
    </Labeled>
  ),
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
