import { fn } from 'storybook/test';
import { FieldTrigger } from './field-trigger';
import { FormField } from './form-field';
import { Card } from '../card/card';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  "The control of a FormField row that opens a popup (生日 opens the date wheels; PickerField uses it for its options): the choice or a grey placeholder, and a chevron. Its accessible name is the row's label and then the choice.",
  '',
  '**Do**',
  "- Render it from FormField's children and pass `labelId`, `id` and `describedBy`.",
  '- Open the popup on `onClick`; show the choice as it will be sent (1990-06-18).',
  '',
  "**Don't**",
  '- Use it for a value the player types, or open the popup without a tap.',
].join('\n');

interface DemoProps {
  label: string;
  value?: string;
  placeholder: string;
  error?: string;
  onClick: () => void;
}

/** FieldTrigger inside its FormField row, as a screen uses it. */
function FieldTriggerDemo({ label, error, ...trigger }: DemoProps) {
  return (
    <Card>
      <FormField label={label} error={error}>
        {({ id, labelId, describedBy }) => <FieldTrigger id={id} labelId={labelId} describedBy={describedBy} {...trigger} />}
      </FormField>
    </Card>
  );
}

FieldTriggerDemo.displayName = 'FieldTriggerDemo';

const meta = {
  title: 'UI Kit/FieldTrigger',
  component: FieldTriggerDemo,
  tags: ['autodocs'],
  args: { label: '生日', value: '1990-06-18', placeholder: '请选择生日', onClick: fn() },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof FieldTriggerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};

/** Nothing chosen yet: the grey placeholder. */
export const Placeholder: Story = { args: { value: undefined } };

/** The docs/product.md §5 message under the row; the button is described by it. */
export const Error: Story = { args: { value: undefined, error: '请输入正确的日期格式：YYYY-MM-DD' } };

export const Narrow320: Story = {
  args: { value: undefined, error: '请输入正确的日期格式：YYYY-MM-DD' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
