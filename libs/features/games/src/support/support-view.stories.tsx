import { fn } from 'storybook/test';
import { SupportView } from './support-view';
import { framedPageFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Games/Support',
  component: SupportView,
  args: {
    frame: { kind: 'ready', url: framedPageFixture('在线客服', '您好，这里是在线客服，请描述您遇到的问题。', '#1f6fd1') },
    onLeave: fn(),
  },
} satisfies Meta<typeof SupportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { frame: { kind: 'loading' } } };
/** getservicerurl refused: the server's message, retry and the way home. */
export const Error: Story = { args: { frame: { kind: 'failed', text: '客服系统维护中', retry: fn() } } };
