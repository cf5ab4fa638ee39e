import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Spinner } from '../spinner/spinner';
import { EmptyState } from './empty-state';

const meta = {
  title: 'ui-kit/EmptyState',
  component: EmptyState,
  args: { variant: 'empty' },
  argTypes: { variant: { control: 'inline-radio', options: ['noMore', 'empty', 'error'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Before knowing whether anything exists, lists show a spinner in this place. */
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
      <Spinner showLabel />
    </div>
  ),
};

export const Empty: Story = { args: { variant: 'empty', text: '暂无返水记录' } };

export const Error: Story = { args: { variant: 'error', onRetry: fn() } };

export const LongText: Story = {
  name: 'LongText',
  args: {
    variant: 'error',
    text: '网络连接已断开，当前无法获取您的交易记录。请检查网络设置后重试，或联系在线客服获取帮助。',
    onRetry: fn(),
  },
};

export const Narrow320: Story = {
  name: 'Narrow320',
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const NoMore: Story = { args: { variant: 'noMore' } };
