import { fn } from 'storybook/test';
import { AboutsView } from './abouts-view';
import { articlesFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/Abouts',
  component: AboutsView,
  args: { state: 'ready', html: articlesFixture[6].content, onRetry: fn() },
} satisfies Meta<typeof AboutsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /abouts?type=6 (the shell's header says 隐私政策). */
export const PrivacyPolicy: Story = {};

export const AboutUs: Story = { args: { html: articlesFixture[7].content } };

export const Loading: Story = { args: { state: 'loading', html: '' } };

export const Error: Story = { args: { state: 'failed', html: '' } };
