import { fn } from 'storybook/test';
import { VipView } from './vip-view';
import { vipLevelsFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Promotions/Vip',
  component: VipView,
  args: {
    levels: vipLevelsFixture,
    failed: false,
    onRetry: fn(),
    memberLevel: 3,
    paysum: '36000.00',
    level: 3,
    onLevel: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof VipView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP3 member on their own level: 已达标. */
export const Achieved: Story = {};

/** The same member looking at VIP6: 未达标, 36% of the way. */
export const NotAchieved: Story = { args: { level: 6 } };

/** A visitor: VIP1. */
export const Visitor: Story = { args: { memberLevel: 0, paysum: 0, level: 1 } };

/** The list is on its way: nothing but placeholders. */
export const Loading: Story = { args: { levels: undefined } };

/** Loading failed: retry. */
export const Error: Story = { args: { levels: undefined, failed: true } };
