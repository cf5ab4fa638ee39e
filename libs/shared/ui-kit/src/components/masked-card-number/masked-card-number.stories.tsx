import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../skeleton/skeleton';
import { MaskedCardNumber } from './masked-card-number';

const meta = {
  title: 'ui-kit/MaskedCardNumber',
  component: MaskedCardNumber,
  args: { number: '6222 0212 3456 7890' },
  decorators: [(Story) => <div style={{ padding: 16, fontSize: 16 }}>{Story()}</div>],
} satisfies Meta<typeof MaskedCardNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { render: () => <Skeleton inline width={160} height={16} /> };

/** No number stored: nothing is revealed. */
export const Empty: Story = { args: { number: '' } };

/** A malformed short number still never shows more than its last 4 characters. */
export const Error: Story = { args: { number: '12' } };

export const LongText: Story = { name: 'LongText', args: { number: 'TXYZa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8' } };

export const Narrow320: Story = {
  name: 'Narrow320',
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <span>中国工商银行 · 张三</span>
      <MaskedCardNumber {...args} />
    </div>
  ),
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const UsdtAddress: Story = { args: { number: '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432' } };
