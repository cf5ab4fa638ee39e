import type { Meta, StoryObj } from '@storybook/react-vite';
import { colors } from '../../theme/tokens';
import { Skeleton } from '../skeleton/skeleton';
import { ExpandableList } from './expandable-list';

interface Venue {
  platname: string;
  name: string;
  balance: string;
}

const VENUES: Venue[] = [
  { platname: 'ag', name: 'AG真人', balance: '120.00' },
  { platname: 'ky', name: '开元棋牌', balance: '0.00' },
  { platname: 'pp', name: 'PP电子', balance: '35.50' },
  { platname: 'sb', name: '沙巴体育', balance: '8.00' },
  { platname: 'im', name: 'IM电竞', balance: '0.00' },
  { platname: 'fg', name: 'FG电子', balance: '260.00' },
];

function VenueList({ venues, initialCount }: { venues: Venue[]; initialCount: number }) {
  return (
    <div style={{ background: colors.surface }}>
      <ExpandableList
        items={venues}
        initialCount={initialCount}
        getKey={(v) => v.platname}
        renderItem={(v) => (
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '12px 16px', borderBottom: `1px solid ${colors.border}` }}>
            <span>{v.name}</span>
            <span>{v.balance}</span>
          </div>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'ui-kit/ExpandableList',
  component: VenueList,
  args: { venues: VENUES, initialCount: 4 },
} satisfies Meta<typeof VenueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The transfer screen: 4 rows, then 展开/收起. */
export const Default: Story = {};

export const Loading: Story = { render: () => <Skeleton lines={4} height={20} /> };

export const Empty: Story = { args: { venues: [] } };

/** Balance fetch failed: rows show a dash instead of an amount. */
export const Error: Story = { args: { venues: VENUES.map((v) => ({ ...v, balance: '—' })) } };

export const LongText: Story = {
  name: 'LongText',
  args: {
    venues: VENUES.map((v) => ({ ...v, name: `${v.name}（维护中，预计今晚 23:00 恢复，期间无法转入转出）` })),
  },
};

export const Narrow320: Story = {
  name: 'Narrow320',
  args: { initialCount: 3 },
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const FitsWithoutToggle: Story = { args: { venues: VENUES.slice(0, 3), initialCount: 3 } };
