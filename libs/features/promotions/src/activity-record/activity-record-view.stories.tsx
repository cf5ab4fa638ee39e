import { fn } from 'storybook/test';
import { ActivityRecordView } from './activity-record-view';
import { applicationsFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const applications = {
  items: applicationsFixture,
  page: 2,
  lastPage: 1,
  total: applicationsFixture.length,
  loadMore: fn(async () => undefined),
};

const meta = {
  title: 'Features/Promotions/ActivityRecord',
  component: ActivityRecordView,
  args: { applications, onBack: fn() },
} satisfies Meta<typeof ActivityRecordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending, approved and rejected applications. */
export const Applications: Story = {};

/** Never applied: 空空如也. */
export const Empty: Story = { args: { applications: { ...applications, items: [], total: 0 } } };

/** The first page is on its way. */
export const Loading: Story = {
  args: { applications: { items: [], page: 1, lastPage: undefined, total: undefined, loadMore: () => new Promise<void>(() => undefined) } },
};

/** Loading failed: retry. */
export const Error: Story = {
  args: {
    applications: {
      items: [],
      page: 1,
      lastPage: undefined,
      total: undefined,
      loadMore: () => Promise.reject(new globalThis.Error('offline')),
    },
  },
};
