import { useState } from 'react';
import { PickerField } from './picker-field';
import { Card } from '../card/card';
import { Skeleton } from '../skeleton/skeleton';
import type { PickerOption } from '../picker-popup/picker-popup';
import type { Meta, StoryObj } from '@storybook/react-vite';

const WALLETS: PickerOption[] = [
  { value: 'userbalance', label: '平台钱包' },
  { value: 'ag', label: 'AG真人' },
  { value: 'ky', label: '开元棋牌' },
  { value: 'sb', label: '沙巴体育' },
];

interface DemoProps {
  label: string;
  title: string;
  placeholder?: string;
  options: PickerOption[];
  initial?: string;
  error?: string;
  loading?: boolean;
}

/** Holds the choice, so choosing in the popup shows on the row as it does on a screen. */
function PickerFieldDemo({ initial, loading, ...props }: DemoProps) {
  const [value, setValue] = useState<string | null>(initial ?? null);
  return (
    <Card>
      <PickerField {...props} value={value} onChange={setValue} fallback={loading ? <Skeleton height={44} /> : undefined} />
    </Card>
  );
}

// The docs page's first props tab is this demo; the second is the component's own props.
PickerFieldDemo.displayName = 'PickerFieldDemo';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "A form row that opens the bottom picker popup (转出钱包, 银行, 提现账户): the caption, the choice or a placeholder with a chevron, and the field's message under it. Choosing closes the popup. The stories hold the choice in a demo; the props below are PickerField's.",
  '',
  '**Do**',
  '- Give the popup a title that says what is chosen (选择钱包).',
  '- Pass `fallback` (a skeleton, a retry, an add link) while there is nothing to choose.',
  '- Use `formatValue` when the row should say more than the option label (bank, owner, last 4).',
  '',
  "**Don't**",
  '- Use a native `<select>` or your own popup.',
  '- Open the popup without a tap on the row.',
].join('\n');

const meta = {
  title: 'UI Kit/PickerField',
  component: PickerFieldDemo,
  tags: ['autodocs'],
  subcomponents: { PickerField },
  args: { label: '转出钱包', title: '选择钱包', placeholder: '请选择钱包', options: WALLETS },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof PickerFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder; a tap opens the popup. */
export const Placeholder: Story = {};

export const Chosen: Story = { args: { initial: 'ag' } };

/** The docs/product.md §5 message under the row; the button is described by it. */
export const Error: Story = { args: { error: '请选择转出钱包' } };

/** The options are on their way: a skeleton where the row's button will be. */
export const Loading: Story = { args: { loading: true } };

export const Narrow320: Story = {
  args: { initial: 'sb', error: '转出钱包和转入钱包不能相同' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
