import { fn } from 'storybook/test';
import { MessageView } from './message-view';
import { noticesFixture, siteMessagesFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const letters = {
  items: siteMessagesFixture,
  page: 2,
  lastPage: 1,
  total: siteMessagesFixture.length,
  loadMore: fn(async () => undefined),
};

const meta = {
  title: 'Features/Account/Message',
  component: MessageView,
  args: { tab: 1, onTab: fn(), notices: noticesFixture, noticesFailed: false, onRetryNotices: fn(), letters },
} satisfies Meta<typeof MessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announcements: Story = {};

export const SiteMessages: Story = { args: { tab: 2 } };

/** No 站内信 at all: 没有更多了~. */
export const NoSiteMessages: Story = { args: { tab: 2, letters: { ...letters, items: [], total: 0 } } };

export const Loading: Story = { args: { notices: undefined } };

export const Error: Story = { args: { notices: undefined, noticesFailed: true } };
