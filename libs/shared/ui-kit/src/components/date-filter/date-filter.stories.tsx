import { useState } from 'react';
import { fn } from 'storybook/test';
import { DEFAULT_DATE_FILTER, type DateFilter as DateFilterValue } from '@h5/domain';
import { DateFilter } from './date-filter';
import type { Meta, StoryObj } from '@storybook/react-vite';

function Controlled({ initial = DEFAULT_DATE_FILTER, label }: { initial?: DateFilterValue; label?: string }) {
  const [value, setValue] = useState<DateFilterValue>(initial);
  return <DateFilter value={value} onChange={setValue} label={label} />;
}

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'The four record ranges (today, 7, 15, 30 days) as chips; one is always selected.',
  '',
  '**Do**',
  '- Keep the value in the screen and restart the list at page 1 on `onChange`.',
  '- Give it a `label` (时间) so the group is named.',
  '',
  "**Don't**",
  '- Offer a free date range where the spec gives the four chips.',
  '- Allow no selection: one range is always chosen.',
].join('\n');

const meta = {
  title: 'UI Kit/DateFilter',
  component: DateFilter,
  tags: ['autodocs'],
  args: { value: DEFAULT_DATE_FILTER, onChange: fn(), label: '时间' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof DateFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap a range: one chip is always selected (今天 first). */
export const Default: Story = { render: (args) => <Controlled label={args.label} /> };

export const Narrow320: Story = {
  render: (args) => <Controlled initial={DEFAULT_DATE_FILTER} label={args.label} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
