import type { DateFilter } from '@h5/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RecordFilters } from './record-filters';

const PLATFORMS = [
  { value: '', label: '全平台' },
  { value: 'ag', label: 'AG真人' },
  { value: 'sb', label: '沙巴体育' },
  { value: 'ky', label: '开元棋牌' },
  { value: 'pp', label: 'PP电子' },
];

function FiltersDemo({ initialPlatform, initialDate }: { initialPlatform: string; initialDate: DateFilter }) {
  const [platform, setPlatform] = useState(initialPlatform);
  const [date, setDate] = useState<DateFilter>(initialDate);
  return (
    <RecordFilters
      platforms={PLATFORMS}
      platform={platform}
      onPlatformChange={setPlatform}
      date={date}
      onDateChange={setDate}
      labels={{ platform: '平台', date: '时间', pickPlatform: '选择平台' }}
    />
  );
}

const meta = {
  title: 'UI Kit/RecordFilters',
  component: FiltersDemo,
} satisfies Meta<typeof FiltersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a record screen opens with: every platform, the last 30 days. */
export const Default: Story = { args: { initialPlatform: '', initialDate: 4 } };

/** One venue, today only. */
export const OneVenueToday: Story = { args: { initialPlatform: 'sb', initialDate: 1 } };
