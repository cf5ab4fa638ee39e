import { fn } from 'storybook/test';
import { links, ROUTES } from '@h5/routing';
import { HelpView } from './help-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/Help',
  component: HelpView,
  args: { onBack: fn(), entryLink: (type) => ({ href: links.boutBallBetInfo(type) }), serviceLink: { href: ROUTES.kefu } },
} satisfies Meta<typeof HelpView>;

export default meta;

/** The greeting and the seven entries. */
export const Entries: StoryObj<typeof meta> = {};
