import { useState } from 'react';
import { PickerPopup, type PickerOption } from './picker-popup';
import { Button } from '../button/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

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
      <p style={{ margin: '0 0 12px' }}>当前选择：{chosen}</p>
      <Button onClick={() => setVisible(true)}>{title}</Button>
      <PickerPopup visible={visible} title={title} options={options} value={value} onSelect={setValue} onClose={() => setVisible(false)} />
    </div>
  );
}

// The docs page's first props tab is this demo; the second is the component's own props.
PickerDemo.displayName = 'PickerDemo';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "A bottom sheet list (wallets, bank types, saved cards) at 70% of the screen: choosing selects and closes. The stories open it from a button; the props below are PickerPopup's.",
  '',
  '**Do**',
  '- Use it for choosing one of a list.',
  '- Mark the current choice with `value`.',
  '',
  "**Don't**",
  '- Use a native `<select>` or your own popup.',
  '- Put a confirm button in it: choosing is the confirmation.',
].join('\n');

const meta = {
  title: 'UI Kit/PickerPopup',
  component: PickerDemo,
  tags: ['autodocs'],
  subcomponents: { PickerPopup },
  args: { title: '选择钱包', options: WALLETS, initial: 'ag' },
  parameters: { docs: { description: { component: description }, story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof PickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open over the page (70% high): the current choice has the check mark; choosing closes it. */
export const Default: Story = {};

/** Thirty banks: the list scrolls inside the sheet. */
export const LongList: Story = { args: { title: '选择银行', options: BANKS, initial: undefined } };

/** Saved cards: bank logo, name and a second line with owner and last four digits. */
export const WithDescriptions: Story = {
  args: {
    title: '选择银行卡',
    initial: 'c2',
    options: [
      { value: 'c1', label: '招商银行', description: '张三 尾号7890' },
      { value: 'c2', label: '中国工商银行', description: '张三 尾号5373' },
      { value: 'c3', label: 'USDT-TRC20', description: '张三 尾号o5p6' },
    ],
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
