import { fn } from 'storybook/test';
import { CopyButton } from './copy-button';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "Copies a text (card number, address, order number) and confirms with the kit's 复制成功 toast, which screen readers also hear.",
  '',
  '**Do**',
  '- Pass the exact value to copy in `text`, unformatted.',
  '- Place it next to the value it copies.',
  '',
  "**Don't**",
  '- Call `navigator.clipboard` yourself in a feature.',
  '- Show a second confirmation of your own after `onCopied`.',
].join('\n');

const meta = {
  title: 'UI Kit/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  args: { text: '6222021234567890', onCopied: fn() },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap: the number lands on the clipboard and 复制成功！ shows (and is announced). */
export const Default: Story = {};

/** Nothing to copy yet: the native disabled state. */
export const Disabled: Story = { args: { text: '' } };

/** Beside a long value on a narrow screen: the value wraps, the button keeps its size. */
export const Narrow320: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>收款地址：TXYZa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6</span>
      <CopyButton {...args} label="复制地址" text="TXYZa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6" />
    </div>
  ),
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
