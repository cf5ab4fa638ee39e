import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Skeleton } from '../skeleton/skeleton';
import { Tabs, type TabItem } from './tabs';

const PAY_WAYS: TabItem[] = [
  { key: 'bank', title: '银行卡' },
  { key: 'usdt', title: 'USDT' },
  { key: 'vippay', title: 'VipPay' },
  { key: 'wxpay', title: '微信' },
  { key: 'alipay', title: '支付宝' },
];

function Controlled({ items, stretch }: { items: TabItem[]; stretch?: boolean }) {
  const [active, setActive] = useState(items[0]?.key ?? '');
  return (
    <>
      <Tabs items={items} activeKey={active} onChange={setActive} stretch={stretch} />
      <p style={{ padding: 16 }}>当前：{items.find((i) => i.key === active)?.title}</p>
    </>
  );
}

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: {
    items: [
      { key: '1', title: '虚拟币' },
      { key: '2', title: '银行卡' },
    ],
    activeKey: '1',
    onChange: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Interactive: tap a tab, the accent underline follows. */
export const Default: Story = { render: (args) => <Controlled items={[...args.items]} /> };

/** Activity types still loading: the 全部 tab alone, then the list skeleton. */
export const Loading: Story = {
  render: () => (
    <>
      <Tabs items={[{ key: '', title: '全部' }]} activeKey="" onChange={() => undefined} />
      <div style={{ padding: 16 }}>
        <Skeleton lines={3} />
      </div>
    </>
  ),
};

/** No pay way enabled except the always-on one. */
export const Empty: Story = { args: { items: [{ key: 'vippay', title: 'VipPay' }], activeKey: 'vippay' } };

/** A disabled tab (pay way switched off by the operator). */
export const Error: Story = {
  args: { items: PAY_WAYS.map((p) => (p.key === 'usdt' ? { ...p, disabled: true } : p)), activeKey: 'bank', stretch: false },
};

export const LongText: Story = {
  name: 'LongText',
  render: () => (
    <Controlled
      stretch={false}
      items={[
        { key: '', title: '全部' },
        { key: '1', title: '新人首存专享' },
        { key: '2', title: '每日签到送彩金' },
        { key: '3', title: 'VIP 晋级礼包' },
        { key: '4', title: '体育赛事加奖' },
        { key: '5', title: '电子游戏周周返' },
      ]}
    />
  ),
};

export const Narrow320: Story = {
  name: 'Narrow320',
  render: () => <Controlled items={PAY_WAYS} stretch={false} />,
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
