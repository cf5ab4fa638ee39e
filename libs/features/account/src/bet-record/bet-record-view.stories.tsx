import { fn } from 'storybook/test';
import { BetRecordView } from './bet-record-view';
import { betsFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const platforms = [
  { value: '', label: '全平台' },
  { value: 'ag', label: 'AG真人' },
  { value: 'sb', label: '沙巴体育' },
  { value: 'ky', label: '开元棋牌' },
];
const bets = { items: betsFixture, page: 2, lastPage: 1, total: betsFixture.length, loadMore: fn(async () => undefined) };

const meta = {
  title: 'Features/Account/BetRecord',
  component: BetRecordView,
  args: { platforms, platform: '', onPlatform: fn(), date: 4, onDate: fn(), bets, listKey: '|4', onBack: fn() },
} satisfies Meta<typeof BetRecordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled, unsettled and void bets of the last 30 days. */
export const Bets: Story = {};

/** 沙巴体育 today: nothing bet, 空空如也. */
export const Empty: Story = { args: { platform: 'sb', date: 1, bets: { ...bets, items: [], total: 0 }, listKey: 'sb|1' } };

/** The first page is on its way. */
export const Loading: Story = {
  args: { bets: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => new Promise<void>(() => undefined) } },
};

/** Loading failed: retry. */
export const Error: Story = {
  args: {
    bets: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => Promise.reject(new globalThis.Error('offline')) },
  },
};
