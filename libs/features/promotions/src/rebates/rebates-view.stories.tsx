import { fn } from 'storybook/test';
import { RebatesView } from './rebates-view';
import { rebateRecordsFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const platforms = [
  { value: '', label: '全平台' },
  { value: 'ag', label: 'AG真人' },
  { value: 'sb', label: '沙巴体育' },
];
const rebates = {
  items: rebateRecordsFixture,
  page: 2,
  lastPage: 1,
  total: rebateRecordsFixture.length,
  loadMore: fn(async () => undefined),
};

const meta = {
  title: 'Features/Promotions/Rebates',
  component: RebatesView,
  args: {
    totals: { jisuan: '8.40', nojisuan: '12.60' },
    claiming: false,
    onClaim: fn(),
    platforms,
    platform: '',
    onPlatform: fn(),
    date: 4,
    onDate: fn(),
    rebates,
    listKey: '|4',
    onBack: fn(),
  },
} satisfies Meta<typeof RebatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ¥12.60 waiting to be claimed, one rebate already claimed. */
export const Pending: Story = {};

/** The claim is on its way. */
export const Claiming: Story = { args: { claiming: true } };

/** 沙巴体育 today: 空空如也. */
export const Empty: Story = {
  args: {
    totals: { jisuan: '8.40', nojisuan: '0.00' },
    platform: 'sb',
    date: 1,
    rebates: { ...rebates, items: [], total: 0 },
    listKey: 'sb|1',
  },
};

/** Totals and records on their way. */
export const Loading: Story = {
  args: {
    totals: null,
    rebates: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => new Promise<void>(() => undefined) },
  },
};

/** Loading failed: retry. */
export const Error: Story = {
  args: {
    totals: null,
    rebates: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => Promise.reject(new globalThis.Error('offline')) },
  },
};

/** After a claim: page 1 asked again, the rows and totals shown stay (no loading state) until it arrives. */
export const Refreshing: Story = { args: { rebates: { ...rebates, refreshing: true, refresh: () => new Promise<void>(() => undefined) } } };

/** The refresh after a claim failed: the rows shown stay under the error notice and its 重新加载. */
export const RefreshFailed: Story = { args: { rebates: { ...rebates, refreshFailed: true, refresh: fn(async () => undefined) } } };
