import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { PickerPopup, type PickerOption } from './picker-popup';

const WALLETS: PickerOption[] = [
  { value: 'userbalance', label: '平台钱包' },
  { value: 'ag', label: 'AG真人' },
  { value: 'ky', label: '开元棋牌' },
  { value: 'pp', label: 'PP电子' },
  { value: 'sb', label: '沙巴体育' },
];

const BANKS: PickerOption[] = Array.from({ length: 30 }, (_, i) => ({
  value: `bank-${i}`,
  label: ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '招商银行', '交通银行'][i % 6] + (i >= 6 ? ` ${i}` : ''),
}));

interface DemoProps {
  title: string;
  options: PickerOption[];
  initial?: string;
}

function PickerDemo({ title, options, initial }: DemoProps) {
  const [visible, setVisible] = useState(true);
  const [value, setValue] = useState(initial);
  const chosen = options.find((o) => o.value === value)?.label ?? '未选择';
  return (
    <div style={{ padding: 16 }}>
      <p>当前选择：{chosen}</p>
      <Button onClick={() => setVisible(true)}>{title}</Button>
      <PickerPopup visible={visible} title={title} options={options} value={value} onSelect={setValue} onClose={() => setVisible(false)} />
    </div>
  );
}

const meta = {
  title: 'ui-kit/PickerPopup',
  component: PickerDemo,
  args: { title: '选择钱包', options: WALLETS, initial: 'ag' },
} satisfies Meta<typeof PickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Options still on their way: the sheet opens with nothing to pick yet. */
export const Loading: Story = { args: { title: '银行类型', options: [], initial: undefined } };

export const Empty: Story = { args: { title: '请选择银行卡', options: [], initial: undefined } };

/** A stored choice that is no longer offered (card unbound): nothing carries the check. */
export const Error: Story = { args: { initial: 'deleted-wallet' } };

export const LongText: Story = {
  name: 'LongText',
  args: {
    title: '请选择USDT地址（仅显示已绑定且通过审核的地址）',
    options: [
      { value: 'a', label: 'TRC20 · 尾号 7Hk2', description: '绑定于 2024-05-01，用于日常小额高频提款，到账最快' },
      { value: 'b', label: 'ERC20 · 尾号 9aF0', description: '以太坊网络，手续费较高，适合中等金额提款' },
    ],
    initial: 'a',
  },
};

export const Narrow320: Story = {
  name: 'Narrow320',
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** Thirty banks: the list scrolls inside the 70% sheet. */
export const LongList: Story = { args: { title: '银行类型', options: BANKS, initial: 'bank-3' } };

export const WithDescriptions: Story = {
  args: {
    title: '请选择银行卡',
    options: [
      { value: '1', label: '中国工商银行', description: '张三 · 尾号 7890' },
      { value: '2', label: '招商银行', description: '张三 · 尾号 1234' },
    ],
    initial: '2',
  },
};
