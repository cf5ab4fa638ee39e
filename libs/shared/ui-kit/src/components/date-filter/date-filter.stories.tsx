import { DEFAULT_DATE_FILTER, type DateFilter as DateFilterValue } from '@h5/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Skeleton } from '../skeleton/skeleton';
import { DateFilter } from './date-filter';

function Controlled({ initial = DEFAULT_DATE_FILTER, label }: { initial?: DateFilterValue; label?: string }) {
  const [value, setValue] = useState<DateFilterValue>(initial);
  return <DateFilter value={value} onChange={setValue} label={label} />;
}

const meta = {
  title: 'ui-kit/DateFilter',
  component: DateFilter,
  args: { value: DEFAULT_DATE_FILTER, onChange: fn(), label: '时间' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof DateFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Interactive: tap a range. */
export const Default: Story = { render: (args) => <Controlled label={args.label} /> };

export const Loading: Story = { render: () => <Skeleton height={36} /> };

/** The filter is never empty: 近30天 is the default selection. */
export const Empty: Story = {};

/** A filter whose list failed to load keeps its selection so the retry uses it. */
export const Error: Story = { args: { value: 1 } };

export const LongText: Story = {
  name: 'LongText',
  args: { value: 3 },
  decorators: [(Story) => <div style={{ fontSize: 20 }}>{Story()}</div>],
};

export const Narrow320: Story = {
  name: 'Narrow320',
  render: (args) => <Controlled label={args.label} initial={2} />,
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
