import { fn } from 'storybook/test';
import { ROUTES } from '@h5/routing';
import { HelpArticleView } from './help-article-view';
import { articlesFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/HelpArticle',
  component: HelpArticleView,
  args: { type: 1, state: 'ready', html: articlesFixture[1].content, onRetry: fn(), onBack: fn(), serviceLink: { href: ROUTES.kefu } },
} satisfies Meta<typeof HelpArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 常见问题 with the human-service link under it. */
export const Article: Story = {};

/** 责任博彩 not written yet: 暂无内容, no service link. */
export const NoContent: Story = { args: { type: 8, state: 'empty', html: '' } };

export const Loading: Story = { args: { state: 'loading', html: '' } };

export const Error: Story = { args: { state: 'failed', html: '' } };
