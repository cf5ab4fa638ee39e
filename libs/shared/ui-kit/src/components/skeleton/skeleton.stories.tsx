import { Skeleton } from './skeleton';
import { colors } from '../../theme/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'Grey placeholder bars sized like the content that is loading, so nothing jumps when it arrives.',
  '',
  '**Do**',
  '- Size it like the content (`lines`, `width`, `height`).',
  '- Use it for every loading area larger than a button.',
  '',
  "**Don't**",
  '- Show a spinner in the middle of an empty screen instead.',
  '- Use it for a failed load: use EmptyState error.',
].join('\n');

const meta = {
  title: 'UI Kit/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sized like the content it stands for: a line of text, an amount inline, a paragraph, a record row. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Skeleton width={120} height={18} />
      <p style={{ margin: 0 }}>
        中心钱包：
        <Skeleton inline width={72} height={16} />
      </p>
      <Skeleton lines={3} />
      <div style={{ display: 'flex', gap: 12, padding: 12, background: colors.surface, borderRadius: 8 }}>
        <Skeleton width={40} height={40} />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} height={14} />
        </div>
      </div>
    </div>
  ),
};

/** A record list before its first page: rows the height of real rows. */
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[1, 2, 3, 4].map((i) => (
        <div key={i} style={{ padding: 12, background: colors.surface, borderRadius: 8 }}>
          <Skeleton lines={2} height={16} />
        </div>
      ))}
    </div>
  ),
};
