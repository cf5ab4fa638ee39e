import { fn } from 'storybook/test';
import { EmptyState } from './empty-state';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The kit's one pattern for the end of a list (没有更多了~), an empty result (picture + the spec's text) and a failed load (picture + neutral text + one retry button, same layout).",
  '',
  '**Do**',
  '- Use `variant="error"` with `onRetry` for a failed load.',
  "- Use the spec's text for the empty message.",
  '',
  "**Don't**",
  '- Show a red error text or a blank area instead.',
  '- Invent a second empty or error layout in a feature.',
].join('\n');

const meta = {
  title: 'UI Kit/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { variant: 'empty' },
  argTypes: { variant: { control: 'inline-radio', options: ['noMore', 'empty', 'error'] } },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing at all: the picture and the spec's text (空空如也, or the screen's own). */
export const Empty: Story = { args: { variant: 'empty', text: '暂无返水记录' } };

/** A failed load: picture + neutral text + one retry button, in the empty state's layout. */
export const Error: Story = { args: { variant: 'error', onRetry: fn() } };

/** A failed refresh over rows still on screen: the same text and retry, no picture. */
export const ErrorCompact: Story = { args: { variant: 'error', compact: true, onRetry: fn() } };

/** The end of a list: 没有更多了~ without a picture. */
export const EndOfList: Story = { args: { variant: 'noMore' } };

export const LongText: Story = {
  args: {
    variant: 'error',
    text: '网络连接已断开，当前无法获取您的交易记录。请检查网络设置后重试，或联系在线客服获取帮助。',
    onRetry: fn(),
  },
};

export const Narrow320: Story = { args: { variant: 'empty' }, globals: { viewport: { value: 'narrow', isRotated: false } } };
