import type { Fen } from '@h5/domain';
import { ExpandableList } from './expandable-list';
import { colors } from '../../theme/tokens';
import { Amount } from '../amount/amount';
import type { Meta, StoryObj } from '@storybook/react-vite';

interface Venue {
  platname: string;
  name: string;
  balance: Fen;
}

const VENUES: Venue[] = [
  { platname: 'ag', name: 'AG真人', balance: 12000 },
  { platname: 'ky', name: '开元棋牌', balance: 0 },
  { platname: 'pp', name: 'PP电子', balance: 3550 },
  { platname: 'sb', name: '沙巴体育', balance: 800 },
  { platname: 'im', name: 'IM电竞', balance: 0 },
  { platname: 'fg', name: 'FG电子', balance: 2600000 },
];

function VenueList({ venues, initialCount }: { venues: Venue[]; initialCount: number }) {
  return (
    <div style={{ background: colors.surface }}>
      <ExpandableList
        items={venues}
        initialCount={initialCount}
        getKey={(v) => v.platname}
        renderItem={(v) => (
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 8,
              padding: '12px 16px',
              borderBottom: `1px solid ${colors.border}`,
            }}
          >
            <span>{v.name}</span>
            <Amount fen={v.balance} size="sm" />
          </div>
        )}
      />
    </div>
  );
}

// The docs page's first props tab is this demo; the second is the component's own props.
VenueList.displayName = 'VenueList';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "Shows the first `initialCount` items and a 展开/收起 toggle for the rest. The stories render venue rows through a small demo; the props below are ExpandableList's.",
  '',
  '**Do**',
  '- Use it for long lists that the screen shows in part (game venues).',
  '- Give every item a stable key with `getKey`.',
  '',
  "**Don't**",
  '- Use it for paged server data: that is PagedList.',
  '- Hide important items behind the toggle.',
].join('\n');

const meta = {
  title: 'UI Kit/ExpandableList',
  component: VenueList,
  tags: ['autodocs'],
  subcomponents: { ExpandableList },
  args: { venues: VENUES, initialCount: 4 },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof VenueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The transfer screen: 4 venues, then 展开 for the rest. */
export const Collapsed: Story = {};

/** Everything shown, 收起 to fold back. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-expanded]')?.click();
  },
};

/** No more rows than the fold: no toggle at all. */
export const FitsWithoutToggle: Story = { args: { venues: VENUES.slice(0, 3), initialCount: 3 } };

export const Narrow320: Story = { args: { initialCount: 3 }, globals: { viewport: { value: 'narrow', isRotated: false } } };
