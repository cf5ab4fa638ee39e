import { TextField } from './text-field';
import { Card } from '../card/card';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  "The common FormField row: a text input named by its caption, with the docs/product.md §5 message under it (手机号码, 邮箱, 原密码). With `readOnly` it shows a value the player cannot change (用户名, 真实姓名) in the body text colour: the grey is the placeholder's, so a fixed value in grey would read as an empty hint.",
  '',
  '**Do**',
  '- Pass the input props (`type`, `inputMode`, `maxLength`, `autoComplete`, `placeholder`) straight through.',
  "- Use `readOnly` for the member's own fixed values, in the same card as the editable rows.",
  '',
  "**Don't**",
  '- Use it for money (AmountField) or a choice (PickerField, FieldTrigger).',
].join('\n');

const meta = {
  title: 'UI Kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: '手机号码', type: 'tel', inputMode: 'tel', placeholder: '请输入手机号码', defaultValue: '13800138000' },
  decorators: [(Story) => <Card>{Story()}</Card>],
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Nothing typed yet: the grey placeholder. */
export const Placeholder: Story = { args: { defaultValue: undefined } };

/** The docs/product.md §5 message under the field; the input is described by it and marked invalid. */
export const Error: Story = { args: { defaultValue: '12345', error: '请输入正确手机号' } };

/** Read-only rows above an editable one: the fixed values read like typed ones, never like the grey placeholder. */
export const ReadOnly: Story = {
  args: { label: '用户名', type: 'text', inputMode: undefined, defaultValue: undefined, value: 'zhangwei88', readOnly: true },
  render: (args) => (
    <>
      <TextField {...args} />
      <TextField label="真实姓名" value="张伟" readOnly />
      <TextField label="手机号码" type="tel" defaultValue="13800138000" />
    </>
  ),
};

export const Narrow320: Story = {
  args: { label: '邮箱', type: 'email', inputMode: undefined, defaultValue: 'not-an-email', error: '请输入正确邮箱号' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
