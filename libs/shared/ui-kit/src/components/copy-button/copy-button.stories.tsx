import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Skeleton } from '../skeleton/skeleton';
import { CopyButton } from './copy-button';

const meta = {
  title: 'ui-kit/CopyButton',
  component: CopyButton,
  args: { text: '6222021234567890', onCopied: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap: the number lands on the clipboard and 复制成功！ shows. */
export const Default: Story = {};

export const Loading: Story = { render: () => <Skeleton inline width={56} height={20} /> };

/** Nothing to copy yet: the button is disabled. */
export const Empty: Story = { args: { text: '' } };

/** A browser that refuses clipboard access: the user is told to copy by hand. */
export const Error: Story = { args: { text: 'TXYZ-address', copy: () => Promise.resolve(false) } };

export const LongText: Story = { name: 'LongText', args: { label: '复制收款地址', text: 'TXYZa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6' } };

export const Narrow320: Story = {
  name: 'Narrow320',
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>收款账号：6222 0212 3456 7890 123</span>
      <CopyButton {...args} />
    </div>
  ),
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
