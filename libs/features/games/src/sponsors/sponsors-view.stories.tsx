import { links } from '@h5/routing';
import { SponsorsView } from './sponsors-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Games/Sponsors',
  component: SponsorsView,
  args: { entryLink: (type) => ({ href: links.zhanzhuye(type) }) },
} satisfies Meta<typeof SponsorsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two partner entries and the 没有更多了~ divider. */
export const Entries: Story = {};
export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
