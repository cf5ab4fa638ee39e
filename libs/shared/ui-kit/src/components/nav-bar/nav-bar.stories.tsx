import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { colors } from '../../theme/tokens';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { NavBar } from './nav-bar';

const meta = {
  title: 'ui-kit/NavBar',
  component: NavBar,
  args: { title: '存款', onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { title: <Skeleton inline width={64} height={18} /> } };

/** Top-level page without history: no back arrow, nothing on the right. */
export const Empty: Story = { args: { title: '我的', onBack: undefined } };

export const Error: Story = {
  args: { title: '充值信息', right: <span style={{ color: colors.danger, fontSize: 12 }}>订单已过期</span> },
};

export const LongText: Story = {
  name: 'LongText',
  args: { title: '条款与规则：平台服务协议及负责任博彩声明（完整版）', right: <Button variant="text">客服</Button> },
};

export const Narrow320: Story = {
  name: 'Narrow320',
  args: { title: '取款', right: <Button variant="text">记录</Button> },
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const WithRightSlot: Story = { args: { title: '消息', right: <Button variant="text">全部已读</Button> } };
