import { fn } from 'storybook/test';
import { UsdtGuideView } from './usdt-guide-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Wallet/UsdtGuide',
  component: UsdtGuideView,
  args: { onBack: fn() },
} satisfies Meta<typeof UsdtGuideView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comparison: Story = { name: 'TRC20 and ERC20 compared' };

export const Narrow320: Story = { name: 'At 320 px', globals: { viewport: { value: 'narrow', isRotated: false } } };
