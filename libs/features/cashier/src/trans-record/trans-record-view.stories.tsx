import { fn } from 'storybook/test';
import { TransRecordView } from './trans-record-view';
import { depositRecordsFixture, transferRecordsFixture, withdrawRecordsFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const platforms = [
  { value: '', label: '全平台' },
  { value: 'ag', label: 'AG真人' },
  { value: 'sb', label: '沙巴体育' },
  { value: 'ky', label: '开元棋牌' },
];
const done = (items = depositRecordsFixture.data) => ({
  items,
  page: 2,
  lastPage: 1,
  total: items.length,
  loadMore: fn(async () => undefined),
});

const meta = {
  title: 'Features/Cashier/TransRecord',
  component: TransRecordView,
  args: {
    platforms,
    platform: '',
    onPlatform: fn(),
    date: 4,
    onDate: fn(),
    type: 1,
    onType: fn(),
    records: done(),
    listKey: '|4|1',
    onBack: fn(),
  },
} satisfies Meta<typeof TransRecordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deposits of the last 30 days: pending, approved and refused, with order numbers. */
export const Deposits: Story = {};

/** Withdrawals: pending, approved, and refused with the operator's reason (拒绝原因). */
export const Withdrawals: Story = { args: { type: 2, records: done(withdrawRecordsFixture.data), listKey: '|4|2' } };

/** Transfers in: no order number, success and failed by the transfer table. */
export const TransfersIn: Story = { name: 'Transfers in', args: { type: 3, records: done(transferRecordsFixture.data), listKey: '|4|3' } };

/** AG真人 today: nothing, 空空如也. */
export const Empty: Story = { args: { platform: 'ag', date: 1, records: done([]), listKey: 'ag|1|1' } };

/** The first page is on its way. */
export const Loading: Story = {
  args: { records: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => new Promise<void>(() => undefined) } },
};

/** Loading failed: retry. */
export const Error: Story = {
  args: {
    records: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => Promise.reject(new globalThis.Error('offline')) },
  },
};

/** Back from the payment site: page 1 asked again, the rows shown stay (no loading state) until it arrives. */
export const Refreshing: Story = { args: { records: { ...done(), refreshing: true, refresh: () => new Promise<void>(() => undefined) } } };

/** The refresh of a return failed: the rows shown stay under the error notice and its 重新加载. */
export const RefreshFailed: Story = { args: { records: { ...done(), refreshFailed: true, refresh: fn(async () => undefined) } } };
