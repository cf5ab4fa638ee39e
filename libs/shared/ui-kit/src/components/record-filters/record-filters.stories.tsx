import { useState } from 'react';
import { DEFAULT_TRANSACTION_TYPE, TRANSACTION_TYPES, type DateFilter, type TransactionType } from '@h5/domain';
import { RecordFilters } from './record-filters';
import type { Meta, StoryObj } from '@storybook/react-vite';

const PLATFORMS = [
  { value: '', label: '全平台' },
  { value: 'ag', label: 'AG真人' },
  { value: 'sb', label: '沙巴体育' },
  { value: 'ky', label: '开元棋牌' },
  { value: 'pp', label: 'PP电子' },
];

function FiltersDemo({
  initialPlatform,
  initialDate,
  withKind = false,
}: {
  initialPlatform: string;
  initialDate: DateFilter;
  withKind?: boolean;
}) {
  const [platform, setPlatform] = useState(initialPlatform);
  const [date, setDate] = useState<DateFilter>(initialDate);
  const [kind, setKind] = useState<TransactionType>(DEFAULT_TRANSACTION_TYPE);
  return (
    <RecordFilters
      platforms={PLATFORMS}
      platform={platform}
      onPlatformChange={setPlatform}
      date={date}
      onDateChange={setDate}
      labels={{ platform: '平台', date: '时间', pickPlatform: '选择平台' }}
      extra={
        withKind
          ? {
              label: '类型',
              title: '选择类型',
              options: TRANSACTION_TYPES,
              value: kind,
              onChange: (value: TransactionType) => setKind(value),
            }
          : undefined
      }
    />
  );
}

// The docs page's first props tab is this demo; the second is the component's own props.
FiltersDemo.displayName = 'FiltersDemo';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The record screens' filters (bets, transactions, rebates): a platform picker and the four date ranges, plus one more picker in the same style where a screen has it (`extra`: /transRecord's 类型). Changing any is the screen's cue to restart its list at page 1. The props below are RecordFilters'.",
  '',
  '**Do**',
  "- Keep platform and date in the screen's state and restart paging on change.",
  '- Pass the platforms from the API.',
  '',
  "**Don't**",
  '- Rebuild the filter row per screen, or add a screen filter outside it in another style.',
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

/** /transRecord's third filter, the record type, in the same row style. */
export const WithType: Story = { args: { initialPlatform: '', initialDate: 4, withKind: true } };
