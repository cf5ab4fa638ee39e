import { fn } from 'storybook/test';
import { ActivityInfoView } from './activity-info-view';
import { activityFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Promotions/ActivityInfo',
  component: ActivityInfoView,
  args: {
    activity: activityFixture,
    loading: false,
    failed: false,
    onRetry: fn(),
    loggedIn: true,
    applying: false,
    onApply: fn(),
    onLogin: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ActivityInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member reads the activity: 立即申请. */
export const Member: Story = {};

/** A visitor reads it: 前往登录. */
export const Visitor: Story = { args: { loggedIn: false } };

/** The application is on its way. */
export const Applying: Story = { args: { applying: true } };

/** The activity is on its way. */
export const Loading: Story = { args: { activity: null, loading: true } };

/** Loading failed: retry. */
export const Error: Story = { args: { activity: null, failed: true } };
