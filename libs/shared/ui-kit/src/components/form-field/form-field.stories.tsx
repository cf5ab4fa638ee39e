import { FieldInput, FieldTextarea, FormField, type FormFieldProps } from './form-field';
import { Button } from '../button/button';
import { Card } from '../card/card';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "One labelled row of a money form (转账金额, 取款密码, 银行卡号): the caption, the control on a 44 px line with optional buttons after it, and the field's validation message under it.",
  '',
  '**Do**',
  '- Render the control from the children function and pass it `id`, `aria-describedby` and `aria-invalid`, so the label and message belong to it.',
  '- Use `FieldInput` for text (or `TextField`, the whole row; `readOnly` for a value the player cannot change), `FieldTextarea` for a few lines (申请理由), `FieldTrigger` for a row that opens a picker, and `trailing` for a button such as 最大金额.',
  '- Show the docs/product.md §5 message of the first failing field in `error`.',
  '',
  "**Don't**",
  '- Show a validation message as a toast or above the form.',
  '- Put a second control in one row.',
].join('\n');

const amountInput: FormFieldProps['children'] = ({ id, describedBy, invalid }) => (
  <FieldInput id={id} inputMode="decimal" placeholder="请输入转账金额" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
);

const meta = {
  title: 'UI Kit/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: '转账金额', children: amountInput },
  decorators: [(Story) => <Card>{Story()}</Card>],
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The docs/product.md §5 message under the field; the input is described by it and marked invalid. */
export const Error: Story = { args: { error: '请输入转账金额' } };

/** A button after the control (最大金额 fills the whole balance). */
export const WithTrailing: Story = { args: { trailing: <Button variant="ghost">最大金额</Button> } };

export const Narrow320: Story = {
  args: { error: '转账金额不能大于中心钱包余额', trailing: <Button variant="ghost">最大金额</Button> },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

const reasonInput: FormFieldProps['children'] = ({ id, describedBy, invalid }) => (
  <FieldTextarea
    id={id}
    maxLength={500}
    placeholder="请简单介绍您的推广渠道与经验"
    aria-describedby={describedBy}
    aria-invalid={invalid || undefined}
  />
);

/** A few lines of text (申请理由 on /applyagent): the same caption and text look, taller. */
export const Textarea: Story = { args: { label: '申请理由', children: reasonInput } };

/** The textarea with its docs/product.md §5 message under it. */
export const TextareaError: Story = { args: { label: '申请理由', children: reasonInput, error: '请输入申请理由' } };
