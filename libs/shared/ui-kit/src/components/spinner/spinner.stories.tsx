import { Spinner } from './spinner';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'A small busy indicator for inline waits (inside a button, a refresh icon); it has a label for screen readers.',
  '',
  '**Do**',
  '- Use it inside controls that are busy.',
  '- Keep its `label` (加载中) for assistive tech.',
  '',
  "**Don't**",
  '- Use it for a whole screen or list loading: use Skeleton.',
  '- Show several spinners at once.',
].join('\n');

const meta = {
  title: 'UI Kit/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inline (in a button), with its label (list footer), large (a frame loading). Always role=status. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Spinner size={16} />
      <Spinner showLabel />
      <Spinner showLabel label="正在为您同步所有场馆的余额，请稍候片刻，不要离开本页面" />
      <Spinner size={40} />
    </div>
  ),
};

/** The footer of a paged list while the next page loads. */
export const Loading: Story = { args: { showLabel: true } };
