import { fn } from 'storybook/test';
import { NavBar } from './nav-bar';
import { Button } from '../button/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The screen's top bar: a back arrow, the centred title and an optional action on the right.",
  '',
  '**Do**',
  "- Use the spec's screen title and pass `onBack`.",
  '- Set `banner` on screens where the shell hides its header.',
  '',
  "**Don't**",
  '- Show errors or status text in the nav bar.',
  '- Put more than one action on the right.',
].join('\n');

const meta = {
  title: 'UI Kit/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  args: { title: '存款', onBack: fn() },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A top-level page without history: no back arrow. */
export const NoBack: Story = { args: { title: '我的', onBack: undefined } };

export const WithRightSlot: Story = { args: { title: '消息', right: <Button variant="text">全部已读</Button> } };

/** A long title takes two lines between the two equal side columns, then is cut with …. */
export const LongTitle: Story = {
  args: { title: '条款与规则：平台服务协议及负责任博彩声明（完整版）', right: <Button variant="text">客服</Button> },
};

export const Narrow320: Story = {
  args: { title: '取款', right: <Button variant="text">记录</Button> },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
