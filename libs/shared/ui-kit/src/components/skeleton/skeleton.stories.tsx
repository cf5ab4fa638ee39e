import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { lines: 4 } };

/** A single short bar: the placeholder of an empty value. */
export const Empty: Story = { args: { width: 48 } };

/** What a list shows before its first page arrives (or is retried after an error). */
export const Error: Story = { args: { lines: 2, height: 20 } };

export const LongText: Story = { name: 'LongText', args: { lines: 8 } };

export const Narrow320: Story = {
  name: 'Narrow320',
  args: { lines: 3 },
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Inline: Story = {
  render: () => (
    <p>
      中心钱包：<Skeleton inline width={72} height={16} />
    </p>
  ),
};
