import { fn } from 'storybook/test';
import { withRouter } from '@h5/test-utils';
import { HelpView } from './help-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/Help',
  component: HelpView,
  decorators: [withRouter],
  args: { onBack: fn() },
} satisfies Meta<typeof HelpView>;

export default meta;

/** The greeting and the seven entries. */
export const Entries: StoryObj<typeof meta> = {};
