import { fn } from 'storybook/test';
import { links } from '@h5/routing';
import { withRouter } from '@h5/test-utils';
import { WelfareView } from './welfare-view';
import { redPacketInfoFixture, redPacketRecordsFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const records = {
  items: redPacketRecordsFixture,
  page: 2,
  lastPage: 1,
  total: redPacketRecordsFixture.length,
  loadMore: fn(async () => undefined),
};

const meta = {
  title: 'Features/Promotions/Welfare',
  component: WelfareView,
  decorators: [withRouter],
  args: { info: redPacketInfoFixture, records, onBack: fn(), redPacketsLink: { href: links.hongbao() } },
} satisfies Meta<typeof WelfareView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two packets claimed, two grabs left: the records end with 没有更多了~. */
export const Records: Story = {};

/** Nothing claimed yet: 空空如也. */
export const Empty: Story = { args: { info: { ...redPacketInfoFixture, acquirednum: 0 }, records: { ...records, items: [], total: 0 } } };

/** Counts and records on their way. */
export const Loading: Story = {
  args: {
    info: undefined,
    records: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => new Promise<void>(() => undefined) },
  },
};

/** Loading failed: retry. */
export const Error: Story = {
  args: {
    records: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => Promise.reject(new globalThis.Error('offline')) },
  },
};
