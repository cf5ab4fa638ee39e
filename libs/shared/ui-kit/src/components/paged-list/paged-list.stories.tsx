import { FIRST_PAGE } from '@h5/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { colors } from '../../theme/tokens';
import { PagedList } from './paged-list';

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
}

// A stand-in for a feature's RTK Query trigger: pages of rows after a short delay.
function PagedListDemo({ rows, perPage, delayMs = 400, failFirst, hang, title = (id) => `存款订单 #${id}`, emptyText }: FakeServer & { emptyText?: string }) {
  const [state, setState] = useState({ items: [] as Row[], page: FIRST_PAGE, lastPage: undefined as number | undefined, total: undefined as number | undefined });
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
          time: `2024-05-0${(i % 9) + 1} 12:3${i % 10}:00`,
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
        <div style={{ padding: '12px 16px', background: colors.surface, borderBottom: `1px solid ${colors.border}` }}>
          <div>{row.title}</div>
          <small style={{ color: colors.textTertiary }}>{row.time}</small>
        </div>
      )}
      page={state.page}
      lastPage={state.lastPage}
      total={state.total}
      loadMore={loadMore}
      emptyText={emptyText}
    />
  );
}

const meta = {
  title: 'ui-kit/PagedList',
  component: PagedListDemo,
  args: { rows: 23, perPage: 10 },
} satisfies Meta<typeof PagedListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll down: pages 2 and 3 load 300 px before the end, then 没有更多了~. */
export const Default: Story = {};

export const Loading: Story = { args: { hang: true } };

export const Empty: Story = { args: { rows: 0 } };

/** The first page fails: tap 重新加载 to load it. */
export const Error: Story = { args: { failFirst: true } };

export const LongText: Story = {
  name: 'LongText',
  args: {
    rows: 4,
    title: (id) => `第 ${id} 条站内信：恭喜您获得本周 VIP 专属返水奖励，请于七日内前往福利中心领取，逾期未领取将自动失效，感谢您的支持`,
  },
};

export const Narrow320: Story = {
  name: 'Narrow320',
  args: { rows: 12, perPage: 6 },
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const CustomEmptyText: Story = { args: { rows: 0, emptyText: '暂无投注记录' } };
