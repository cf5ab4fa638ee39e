import type { Meta, StoryObj } from '@storybook/react-vite';
import { colors } from '../../theme/tokens';
import { Skeleton } from '../skeleton/skeleton';
import { Card, Section } from './card';

const meta = {
  title: 'ui-kit/Card & Section',
  component: Section,
  args: { title: '钱包余额', extra: '刷新', children: '中心钱包 ¥1,280.00' },
  decorators: [(Story) => <div style={{ padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { children: <Skeleton lines={3} /> } };

export const Empty: Story = { args: { title: '收款账户', extra: undefined, children: '暂无可用的收款账户' } };

export const Error: Story = {
  args: { title: '场馆余额', children: <span style={{ color: colors.danger }}>余额加载失败，请下拉刷新</span> },
};

export const LongText: Story = {
  name: 'LongText',
  args: {
    title: '活动规则：每日首存即送 100% 彩金，最高可得 8888 元，仅限真人、电子与棋牌场馆',
    children:
      '1. 活动期间每位会员每日仅可参与一次；2. 彩金需完成 10 倍流水方可提款；3. 同一 IP、同一设备、同一银行卡视为同一会员；4. 平台保留对活动的最终解释权。',
  },
};

export const Narrow320: Story = {
  name: 'Narrow320',
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const PlainCard: Story = {
  render: () => (
    <Card>
      <strong>总资产</strong>
      <p style={{ margin: '8px 0 0', fontSize: 24 }}>¥12,800.00</p>
    </Card>
  ),
};
