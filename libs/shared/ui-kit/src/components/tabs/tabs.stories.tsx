import { useState } from 'react';
import { fn } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';
import { VipBadge } from '../vip-badge/vip-badge';
import type { Meta, StoryObj } from '@storybook/react-vite';

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
      <p style={{ padding: 16, margin: 0 }}>当前：{items.find((i) => i.key === active)?.title}</p>
    </>
  );
}

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'Tab header only: each screen renders the active panel itself.',
  '',
  '**Do**',
  '- Keep `activeKey` in the screen (or the URL).',
  '- Use short tab titles from the spec.',
  '',
  "**Don't**",
  '- Use tabs for navigation between screens.',
  '- Grey out a tab without `disabled`: it must read as disabled.',
].join('\n');

const meta = {
  title: 'UI Kit/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    items: [
      { key: '1', title: '虚拟币' },
      { key: '2', title: '银行卡' },
    ],
    activeKey: '1',
    onChange: fn(),
  },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap a tab: the accent underline follows. */
export const Default: Story = { render: (args) => <Controlled items={[...args.items]} /> };

/** A pay way switched off by the operator: greyed and aria-disabled, taps do nothing. */
export const Disabled: Story = {
  args: { items: PAY_WAYS.map((p) => (p.key === 'usdt' ? { ...p, disabled: true } : p)), activeKey: 'bank', stretch: false },
};

/** More tabs than fit: the row scrolls sideways. */
export const ManyTabs: Story = {
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
  render: () => <Controlled items={PAY_WAYS} stretch={false} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** An icon above each title: the ten VIP levels of /vip. */
export const WithIcons: Story = {
  render: () => (
    <Controlled
      stretch={false}
      items={Array.from({ length: 10 }, (_, i) => ({
        key: String(i + 1),
        title: `VIP${i + 1}`,
        icon: <VipBadge level={i + 1} size={28} decorative />,
      }))}
    />
  ),
};
