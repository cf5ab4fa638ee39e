import { fn } from 'storybook/test';
import { AmountField } from './amount-field';
import { Card } from '../card/card';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'The money amount row of /transfer and /withdrawal: the caption, a decimal-keypad input and 最大金额 after it, with the docs/product.md §5 message under the row.',
  '',
  '**Do**',
  '- Keep `value` to a yuan amount as typed and parse it with @h5/domain on submit.',
  '- Make `onMax` fill in the most the player can move (the central wallet, the venue balance).',
  '',
  "**Don't**",
  '- Format the typed text while the player types.',
  '- Use it for amounts the player cannot choose: show those with Amount.',
].join('\n');

const meta = {
  title: 'UI Kit/AmountField',
  component: AmountField,
  tags: ['autodocs'],
  args: { label: '转账金额', placeholder: '请输入转账金额', value: '', onChange: fn(), onMax: fn() },
  decorators: [(Story) => <Card>{Story()}</Card>],
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { label: '提现金额', placeholder: '请输入提现金额', value: '1280.50' } };

/** The docs/product.md §5 message under the row; the input is described by it. */
export const Error: Story = { args: { value: '99999', error: '转账金额不能大于钱包余额' } };

/** What the source holds at the end of the label's line (docs/product.md §2: /transfer's 可转). */
export const WithAvailable: Story = { args: { available: '可转 ¥1,280.50' } };

export const Narrow320: Story = {
  args: { label: '提现金额', placeholder: '请输入提现金额', value: '1280.50', error: '提现金额不能大于钱包余额' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
