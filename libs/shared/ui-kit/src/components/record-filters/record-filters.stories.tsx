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

// The docs page's first props tab is this demo; the second is the component's own props.
FiltersDemo.displayName = 'FiltersDemo';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The record screens' filters (bets, transactions, rebates): a platform picker and the four date ranges. Changing either is the screen's cue to restart its list at page 1. The props below are RecordFilters'.",
  '',
  '**Do**',
  "- Keep platform and date in the screen's state and restart paging on change.",
  '- Pass the platforms from the API.',
  '',
  "**Don't**",
  '- Rebuild the filter row per screen.',
  '- Keep the old page when a filter changes.',
].join('\n');

const meta = {
  title: 'UI Kit/RecordFilters',
  component: FiltersDemo,
  tags: ['autodocs'],
  subcomponents: { RecordFilters },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof FiltersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a record screen opens with: every platform, the last 30 days. */
export const Default: Story = { args: { initialPlatform: '', initialDate: 4 } };

/** One venue, today only. */
export const OneVenueToday: Story = { args: { initialPlatform: 'sb', initialDate: 1 } };
