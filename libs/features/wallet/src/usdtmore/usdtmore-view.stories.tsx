import { fn } from 'storybook/test';
import { UsdtmoreView } from './usdtmore-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Wallet/Usdtmore',
  component: UsdtmoreView,
  args: { onBack: fn() },
} satisfies Meta<typeof UsdtmoreView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comparison: Story = { name: 'TRC20 and ERC20 compared' };

export const Narrow320: Story = { name: 'At 320 px', globals: { viewport: { value: 'narrow', isRotated: false } } };
