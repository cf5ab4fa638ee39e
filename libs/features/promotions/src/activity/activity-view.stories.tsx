import { fn } from 'storybook/test';
import { links } from '@h5/routing';
import { withRouter } from '@h5/test-utils';
import { ActivityView } from './activity-view';
import { activitiesFixture, activityTypesFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Promotions/Activity',
  component: ActivityView,
  decorators: [withRouter],
  args: {
    types: activityTypesFixture,
    tab: '',
    onTab: fn(),
    activities: activitiesFixture,
    loading: false,
    failed: false,
    onRetry: fn(),
    detailLink: (id) => ({ href: links.activityInfo(id) }),
  },
} satisfies Meta<typeof ActivityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 全部: every activity, closed by END. */
export const All: Story = {};

/** 日常活动 picked: one activity. */
export const ByType: Story = { args: { tab: '2', activities: activitiesFixture.filter((a) => a.type === 2) } };

/** The list is on its way: banner-sized placeholders. */
export const Loading: Story = { args: { activities: undefined, loading: true } };

/** Loading failed: retry. */
export const Error: Story = { args: { activities: undefined, failed: true } };
