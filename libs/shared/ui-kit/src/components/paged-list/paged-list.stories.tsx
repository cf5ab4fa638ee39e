import { useRef, useState } from 'react';
import { FIRST_PAGE } from '@h5/domain';
import { PagedList } from './paged-list';
import { colors } from '../../theme/tokens';
import { Amount } from '../amount/amount';
import { StatusTag } from '../status-tag/status-tag';
import type { Meta, StoryObj } from '@storybook/react-vite';

const STATUSES = [
  { label: '已通过', tone: 'success' },
  { label: '审核中', tone: 'warning' },
  { label: '已拒绝', tone: 'danger' },
] as const;

interface Row {
  id: number;
  title: string;
  time: string;
}

interface FakeServer {
  rows: number;
  perPage: number;
  delayMs?: number;
  /** The first request fails; the retry button then succeeds. */
  failFirst?: boolean;
  hang?: boolean;
  title?: (id: number) => string;
  /** The rows shown, then a refresh of them failed (a return while offline); 重新加载 asks again. */
  refreshFails?: boolean;
}

// A stand-in for a feature's RTK Query trigger: pages of rows after a short delay.
function PagedListDemo({
  rows,
  perPage,
  delayMs = 400,
  failFirst,
  hang,
  title = (id) => `存款订单 #${id}`,
  emptyText,
  refreshFails,
}: FakeServer & { emptyText?: string }) {
  const [refreshFailed, setRefreshFailed] = useState(Boolean(refreshFails));
  // The retry of the failed refresh: page 1 is the same here, so only the notice goes.
  const refresh = () => new Promise<void>((resolve) => setTimeout(() => resolve(setRefreshFailed(false)), delayMs));
  const [state, setState] = useState({
    items: [] as Row[],
    page: FIRST_PAGE,
    lastPage: undefined as number | undefined,
    total: undefined as number | undefined,
  });
  const attempts = useRef(0);
  const loadMore = () =>
    new Promise<void>((resolve, reject) => {
      if (hang) return;
      setTimeout(() => {
        attempts.current += 1;
        if (failFirst && attempts.current === 1) {
          reject(new globalThis.Error('network'));
          return;
        }
        const start = (state.page - 1) * perPage;
        const fresh = Array.from({ length: Math.max(0, Math.min(perPage, rows - start)) }, (_, i) => ({
          id: start + i + 1,
          title: title(start + i + 1),
          // Newest first: every row a little older than the one above it.
          time: `2024-05-${String(28 - Math.floor((start + i) / 3)).padStart(2, '0')} ${String(21 - ((start + i) % 3) * 4).padStart(2, '0')}:30:00`,
        }));
        setState((s) => ({
          items: [...s.items, ...fresh],
          page: s.page + 1,
          lastPage: Math.max(1, Math.ceil(rows / perPage)),
          total: rows,
        }));
        resolve();
      }, delayMs);
    });
  return (
    <PagedList
      items={state.items}
      getKey={(row) => row.id}
      renderItem={(row) => (
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 8,
            padding: '12px 16px',
            background: colors.surface,
            borderBottom: `1px solid ${colors.border}`,
          }}
        >
          <div style={{ minWidth: 0 }}>
            <div style={{ overflowWrap: 'anywhere' }}>{row.title}</div>
            <small style={{ color: colors.textTertiary }}>{row.time}</small>
          </div>
          <div style={{ display: 'grid', justifyItems: 'end', gap: 4 }}>
            <Amount fen={[50000, 12000, 100000, 8800][row.id % 4] ?? 100} size="sm" />
            <StatusTag {...(STATUSES[row.id % STATUSES.length] ?? STATUSES[0])} />
          </div>
        </div>
      )}
      page={state.page}
      lastPage={state.lastPage}
      total={state.total}
      loadMore={loadMore}
      emptyText={emptyText}
      refresh={refresh}
      refreshFailed={refreshFailed}
    />
  );
}

// The docs page's first props tab is this demo; the second is the component's own props.
PagedListDemo.displayName = 'PagedListDemo';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "An infinite list that stops by the spec's paging rule; it fetches nothing itself. Loading, empty, error with retry and end of list are built in. The stories drive it through a fake server; the props below are PagedList's.",
  '',
  '**Do**',
  '- Let the screen fetch pages and pass them in; restart at page 1 when a filter changes.',
  "- Refresh the same list (a return, a pull) with usePagedQuery's `refresh`: the rows stay until page 1 is back, a failure keeps them under the error notice.",
  '- Use it for every record list so states look the same everywhere.',
  '',
  "**Don't**",
  '- Write your own scroll listener or paging rule.',
  '- Render your own empty or error text below it.',
].join('\n');

const meta = {
  title: 'UI Kit/PagedList',
  component: PagedListDemo,
  tags: ['autodocs'],
  subcomponents: { PagedList },
  args: { rows: 23, perPage: 10 },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof PagedListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deposit records: scroll down, pages 2 and 3 load 300 px before the end, then 没有更多了~. */
export const Filled: Story = {};

/** The first page on its way: the spinner where rows will be. */
export const Loading: Story = { args: { hang: true } };

/** The spec's empty text with the picture. */
export const Empty: Story = { args: { rows: 0, delayMs: 0, emptyText: '暂无投注记录' } };

/** The first page fails: picture, neutral text and 重新加载, which then loads it. */
export const Error: Story = { args: { failFirst: true, delayMs: 50 } };

/** A refresh of the rows shown failed: they stay under the error notice; 重新加载 asks again. */
export const RefreshFailed: Story = { args: { rows: 4, delayMs: 0, refreshFails: true } };

/** Everything loaded: the rows, then 没有更多了~. */
export const EndOfList: Story = { args: { rows: 4, delayMs: 0 } };

export const Narrow320: Story = {
  args: { rows: 12, perPage: 6, title: (id) => `第 ${id} 笔：转入AG真人（场馆维护后自动到账）` },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
